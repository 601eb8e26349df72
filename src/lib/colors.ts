/**
 * Colour helpers used at build time to turn the one configured primary colour
 * into Infima's shade variables, and to pick tints that stay readable (WCAG AA,
 * 4.5:1) on the light and dark page backgrounds.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [, r, g, b] = match;
  return {r: parseInt(r!, 16), g: parseInt(g!, 16), b: parseInt(b!, 16)};
}

export function toHex({r, g, b}: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG relative luminance. */
export function luminance({r, g, b}: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a));
  const lb = luminance(parseHex(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `color` with `other`; `amount` 0 keeps `color`, 1 gives `other`. */
export function mix(color: string, other: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(other);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/**
 * The closest tint of `color` (mixed towards white on dark backgrounds,
 * towards black on light ones) whose contrast with `background` reaches
 * `minRatio`. Returns `color` itself when it already does.
 */
export function readableOn(
  color: string,
  background: string,
  minRatio = 4.5,
): string {
  const towards = luminance(parseHex(background)) < 0.5 ? '#ffffff' : '#000000';
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(color, towards, step / 100);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towards;
}

/** Infima's seven primary-colour variables for one base colour. */
export function infimaShades(base: string): Record<string, string> {
  return {
    '--ifm-color-primary': base,
    '--ifm-color-primary-dark': mix(base, '#000000', 0.1),
    '--ifm-color-primary-darker': mix(base, '#000000', 0.15),
    '--ifm-color-primary-darkest': mix(base, '#000000', 0.3),
    '--ifm-color-primary-light': mix(base, '#ffffff', 0.1),
    '--ifm-color-primary-lighter': mix(base, '#ffffff', 0.15),
    '--ifm-color-primary-lightest': mix(base, '#ffffff', 0.3),
  };
}

/** Page backgrounds of the two colour modes (Infima defaults, see custom.css). */
export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#1b1b1d';
/** Darkest surface text in the primary colour sits on (navbar/footer in dark mode). */
export const DARK_SURFACE = '#242526';
/**
 * Backgrounds of the active sidebar item and breadcrumb (Infima's 5 % tint
 * over the page), where the primary colour is also used for text.
 */
export const LIGHT_ACTIVE_SURFACE = '#f2f2f2';
export const DARK_ACTIVE_SURFACE = '#262628';

/**
 * The stylesheet for both colour modes. In each mode the primary colour is the
 * tint of the configured colour that keeps 4.5:1 contrast on that mode's
 * backgrounds; the configured colour itself stays available as `--ol-brand`.
 */
export function themeColorsCss(primary: string): string {
  // Text in the primary colour sits on the page and on slightly tinted
  // surfaces (active sidebar item, breadcrumb; navbar in dark mode): each
  // mode's tint must keep 4.5:1 on all of them.
  const light = readableOn(
    readableOn(primary, LIGHT_BACKGROUND),
    LIGHT_ACTIVE_SURFACE,
  );
  const darkOnPage = readableOn(primary, DARK_BACKGROUND);
  const dark = readableOn(
    readableOn(darkOnPage, DARK_SURFACE),
    DARK_ACTIVE_SURFACE,
  );
  const block = (vars: Record<string, string>) =>
    Object.entries(vars)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n');
  // Infima declares its variables on `:root:not(#\#):not(#\#)` and
  // `html[data-theme=dark]:not(#\#):not(#\#)`; the same specificity (this
  // sheet loads after Infima) is needed for our values to win.
  return `/* Generated from site.config.ts theme.colors.primary (${primary}). */
:root:not(#\\#):not(#\\#) {
  --ol-brand: ${primary};
${block(infimaShades(light))}
}
html[data-theme='dark']:not(#\\#):not(#\\#) {
${block(infimaShades(dark))}
}
`;
}

/** `#rrggbb` or `rgb(r, g, b)` as `#rrggbb`; undefined for anything else. */
export function cssColorToHex(color: string | undefined): string | undefined {
  if (!color) return undefined;
  if (/^#[0-9a-f]{6}$/i.test(color)) return color;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(
    color,
  );
  if (!rgb) return undefined;
  const [r, g, b] = rgb.slice(1).map(Number) as [number, number, number];
  if ([r, g, b].some((n) => n > 255)) return undefined;
  return toHex({r, g, b});
}

/** The parts of a prism-react-renderer theme this module reads and writes. */
export interface CodeTheme {
  plain: {color?: string; backgroundColor?: string; [key: string]: unknown};
  styles: {types: string[]; style: {color?: string; [key: string]: unknown}}[];
}

/**
 * A copy of a code highlighting theme in which every token colour keeps
 * `minRatio` contrast on the theme's own background (the stock GitHub theme's
 * cyan attribute names and grey comments do not).
 */
export function readableCodeTheme<T extends CodeTheme>(
  theme: T,
  minRatio = 4.5,
): T {
  const background = cssColorToHex(theme.plain.backgroundColor);
  if (!background) return theme;
  // Themes write colours as #rrggbb or rgb(r, g, b) (Dracula's tokens): both
  // are checked; anything else (names, alpha) is left as it is.
  const fix = (color: string | undefined) => {
    const hex = cssColorToHex(color);
    return hex ? readableOn(hex, background, minRatio) : color;
  };
  return {
    ...theme,
    plain: {...theme.plain, color: fix(theme.plain.color)},
    // An entry without a colour stays without one: an explicit `undefined`
    // would clear the colour another of the token's types gives it.
    styles: theme.styles.map((entry) =>
      entry.style.color === undefined
        ? entry
        : {...entry, style: {...entry.style, color: fix(entry.style.color)}},
    ),
  };
}
