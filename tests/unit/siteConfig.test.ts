import siteConfig from '../../site.config';
import {
  validateSiteConfig,
  SiteConfigError,
} from '../../src/lib/siteConfig/validate';
import {
  editUrlFor,
  toFeedOptions,
  toNavbarItems,
  toRedirects,
} from '../../src/lib/siteConfig/derive';
import {localized} from '../../src/lib/siteConfig/localized';

/** A deep copy of the real config with one value replaced at a dotted path. */
function withValue(path: string, value: unknown): unknown {
  const copy = structuredClone(siteConfig) as unknown as Record<
    string,
    unknown
  >;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1))
    node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

function problemsOf(input: unknown) {
  try {
    validateSiteConfig(input);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems;
  }
  throw new Error('expected the config to be rejected');
}

describe('site.config.ts', () => {
  it('is valid and carries the spec values', () => {
    const config = validateSiteConfig(siteConfig);
    expect(config.theme.colors.primary).toBe('#0078E7');
    expect(config.site.pageSize).toBe(7);
    expect(config.site.comment.enable).toBe(true);
    expect(config.site.sponsor).toEqual({enable: true, methods: []});
    expect(config.site.feed.enable).toBe(false);
    expect(config.site.encrypt.enable).toBe(false);
    expect(config.site.languages).toEqual(['en', 'zh-CN']);
    expect(config.site.lang).toBe('en');
  });
});

describe('validateSiteConfig', () => {
  it('names the field and the expected type for a wrong type', () => {
    const problems = problemsOf(withValue('site.pageSize', '7'));
    expect(problems).toEqual([
      {field: 'site.pageSize', message: 'must be a number, got "7"'},
    ]);
  });

  it('names the field and the allowed values for an unknown value', () => {
    const [problem] = problemsOf(withValue('site.search.type', 'elastic'));
    expect(problem).toEqual({
      field: 'site.search.type',
      message: 'must be one of [local, algolia], got "elastic"',
    });
  });

  it('rejects a language that is not supported', () => {
    const [problem] = problemsOf(withValue('site.languages', ['en', 'fr']));
    expect(problem?.field).toBe('site.languages.1');
    expect(problem?.message).toMatch(/must be one of \[en, zh-CN\]/);
  });

  it('rejects fields the configuration does not have', () => {
    const [problem] = problemsOf(withValue('site.pagesize', 7));
    expect(problem?.field).toBe('site.pagesize');
    expect(problem?.message).toMatch(/unknown field/);
  });

  it('rejects a primary colour that is not #rrggbb', () => {
    const [problem] = problemsOf(withValue('theme.colors.primary', 'blue'));
    expect(problem?.field).toBe('theme.colors.primary');
    expect(problem?.message).toMatch(/#rrggbb colour/);
  });

  it('rejects an unknown time zone', () => {
    const [problem] = problemsOf(withValue('site.timezone', 'Mars/Olympus'));
    expect(problem?.field).toBe('site.timezone');
    expect(problem?.message).toMatch(/IANA time zone/);
  });

  it('lists every problem at once, in one readable message', () => {
    const input = withValue('site.pageSize', 0) as typeof siteConfig;
    input.site.comment.enable = 'yes' as unknown as boolean;
    expect(() => validateSiteConfig(input)).toThrow(
      /Invalid site configuration in site\.config\.ts:\n {2}- site\.comment\.enable: must be a boolean, got "yes"\n {2}- site\.pageSize: must be greater than or equal to 1, got 0/,
    );
  });
});

describe('derived Docusaurus configuration', () => {
  it('turns {versions: true} into the version menu, which takes no text, link or items', () => {
    expect(toNavbarItems([{versions: true, position: 'right'}])).toEqual([
      {type: 'custom-versionMenu', position: 'right'},
    ]);
    expect(() =>
      validateSiteConfig(
        withValue('theme.nav', [{versions: true, position: 'right'}]),
      ),
    ).not.toThrow();
    expect(
      problemsOf(
        withValue('theme.nav', [{versions: true, link: '/x', text: 'X'}]),
      ).length,
    ).toBeGreaterThan(0);
    // Any other entry still needs its text.
    expect(problemsOf(withValue('theme.nav', [{link: '/x'}]))[0]?.field).toBe(
      'theme.nav.0.text',
    );
  });

  it('turns nav items into links and dropdowns, external links as href', () => {
    expect(
      toNavbarItems([
        {text: 'Guide', link: '/guide'},
        {
          text: 'Community',
          position: 'right',
          items: [
            {text: 'Chat', link: 'https://t.me/x'},
            {text: 'More', items: [{text: 'Docs', link: '/docs'}]},
          ],
        },
      ]),
    ).toEqual([
      {label: 'Guide', position: 'left', to: '/guide'},
      {
        type: 'dropdown',
        label: 'Community',
        position: 'right',
        items: [
          {label: 'Chat', href: 'https://t.me/x'},
          {label: 'More › Docs', to: '/docs'},
        ],
      },
    ]);
  });

  it('fills :path of the edit link pattern', () => {
    expect(
      editUrlFor(
        'https://github.com/o/r/edit/main/:path',
        './docs\\guide/index.md',
      ),
    ).toBe('https://github.com/o/r/edit/main/docs/guide/index.md');
  });

  it('passes redirect rules through', () => {
    expect(toRedirects([{from: ['/a', '/b'], to: '/c'}])).toEqual([
      {from: ['/a', '/b'], to: '/c'},
    ]);
  });
});

describe('localized text', () => {
  it('picks the locale and falls back to English', () => {
    const text = {en: 'Hello', 'zh-CN': '你好'};
    expect(localized(text, 'zh-CN')).toBe('你好');
    expect(localized(text, 'fr')).toBe('Hello');
    expect(localized('Same everywhere', 'zh-CN')).toBe('Same everywhere');
  });
});

describe('feed switch', () => {
  it('turns RSS and Atom on only when site.feed.enable is true', () => {
    expect(toFeedOptions({enable: false})).toEqual({type: null});
    expect(toFeedOptions({enable: true}).type).toEqual(['rss', 'atom']);
  });
  it('is off in this site configuration (spec: RSS disabled)', () => {
    expect(siteConfig.site.feed.enable).toBe(false);
  });
});
