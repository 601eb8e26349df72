import {
  LAYOUTS,
  layoutShowsPageExtras,
  layoutShowsSidebar,
  resolveLayout,
} from '../../plugins/layouts/lib/layout';
import {giscusLanguage} from '../../src/components/Comments/giscus';

describe('resolveLayout (the layout named in metadata, or default; false = unwrapped)', () => {
  it('uses default when nothing names a layout', () => {
    expect(resolveLayout({})).toBe('default');
    expect(resolveLayout({routeKind: 'doc'})).toBe('default');
    expect(resolveLayout({routeKind: 'page'})).toBe('default');
  });

  it('uses the front matter layout', () => {
    for (const layout of LAYOUTS) {
      expect(resolveLayout({frontMatter: layout, routeKind: 'doc'})).toBe(
        layout,
      );
    }
  });

  it('leaves a route unwrapped with layout: false', () => {
    expect(resolveLayout({frontMatter: false})).toBe(false);
    expect(resolveLayout({frontMatter: false, routeKind: 'post'})).toBe(false);
  });

  it('gives posts the post layout unless their front matter names another', () => {
    expect(resolveLayout({routeKind: 'post'})).toBe('post');
    expect(resolveLayout({routeKind: 'post', frontMatter: 'statement'})).toBe(
      'statement',
    );
  });

  it('lets a page component choose, above front matter', () => {
    expect(resolveLayout({explicit: 'home', frontMatter: 'statement'})).toBe(
      'home',
    );
    expect(resolveLayout({explicit: false})).toBe(false);
  });

  it('ignores values that are not layouts', () => {
    expect(resolveLayout({frontMatter: 'sidebar-left'})).toBe('default');
    expect(resolveLayout({frontMatter: true})).toBe('default');
  });

  it('says which layouts carry the sidebar and the page extras', () => {
    expect(LAYOUTS.filter(layoutShowsSidebar)).toEqual(['default']);
    expect(LAYOUTS.filter(layoutShowsPageExtras)).toEqual(['default', 'post']);
    expect(layoutShowsPageExtras(false)).toBe(false);
  });
});

describe('giscusLanguage (comment language mapping)', () => {
  it.each(['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es', 'fr', 'de', 'ru'])(
    'passes %s through',
    (locale) => expect(giscusLanguage(locale)).toBe(locale),
  );

  it.each(['zh', 'zh-HK', 'pt-BR', 'it', '', 'EN'])('maps %p to en', (locale) =>
    expect(giscusLanguage(locale)).toBe('en'),
  );
});
