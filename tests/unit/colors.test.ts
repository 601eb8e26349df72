import {
  contrastRatio,
  DARK_BACKGROUND,
  DARK_SURFACE,
  LIGHT_BACKGROUND,
  mix,
  readableCodeTheme,
  readableOn,
  themeColorsCss,
} from '../../src/lib/colors';

describe('colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('keeps the spec primary readable in both modes', () => {
    // #0078E7 itself is just short of 4.5:1 on white and well short on dark.
    expect(contrastRatio('#0078E7', LIGHT_BACKGROUND)).toBeLessThan(4.5);
    const light = readableOn('#0078E7', LIGHT_BACKGROUND);
    const dark = readableOn(
      readableOn('#0078E7', DARK_BACKGROUND),
      DARK_SURFACE,
    );
    expect(contrastRatio(light, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
    // The smallest step that reaches 4.5:1: a tint, not a different colour.
    expect(light).toBe(mix('#0078E7', '#000000', 0.03));
    expect(
      contrastRatio(mix('#0078E7', '#000000', 0.02), LIGHT_BACKGROUND),
    ).toBeLessThan(4.5);
  });

  it('leaves a colour alone when it is already readable', () => {
    expect(readableOn('#003366', LIGHT_BACKGROUND)).toBe('#003366');
  });

  it('writes Infima variables for both modes', () => {
    const css = themeColorsCss('#0078E7');
    expect(css).toContain('--ol-brand: #0078E7;');
    // As specific as Infima's own declarations, so ours win.
    expect(css).toMatch(
      /:root:not\(#\\#\):not\(#\\#\) \{[^}]*--ifm-color-primary: #[0-9a-f]{6};/,
    );
    expect(css).toMatch(
      /html\[data-theme='dark'\]:not\(#\\#\):not\(#\\#\) \{[^}]*--ifm-color-primary-lightest:/,
    );
  });
});

describe('readableCodeTheme', () => {
  it('darkens token colours that are too light for the code background', () => {
    const theme = readableCodeTheme({
      plain: {color: '#393A34', backgroundColor: '#f6f8fa'},
      styles: [
        {types: ['attr-name'], style: {color: '#00a4db'}},
        {types: ['comment'], style: {color: '#999988', fontStyle: 'italic'}},
      ],
    });
    for (const {style} of theme.styles) {
      expect(contrastRatio(style.color!, '#f6f8fa')).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    expect(theme.styles[1]!.style.fontStyle).toBe('italic');
    expect(theme.plain.color?.toLowerCase()).toBe('#393a34');
  });

  it('checks rgb() token colours too (the Dracula theme writes them so)', () => {
    const theme = readableCodeTheme({
      plain: {color: '#F8F8F2', backgroundColor: '#282A36'},
      styles: [
        {types: ['comment'], style: {color: 'rgb(98, 114, 164)'}},
        {types: ['string'], style: {color: 'rgb(255, 121, 198)'}},
        {types: ['named'], style: {color: 'tomato'}},
      ],
    });
    const [comment, string, named] = theme.styles.map((s) => s.style.color!);
    expect(contrastRatio(comment!, '#282a36')).toBeGreaterThanOrEqual(4.5);
    // Already readable: the same colour, written as hex.
    expect(string).toBe('#ff79c6');
    expect(named).toBe('tomato');
  });
});
