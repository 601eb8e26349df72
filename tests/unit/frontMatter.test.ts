import {
  FrontMatterError,
  normalizeFrontMatter,
  outlineLevels,
  validateFrontMatter,
} from '../../src/lib/frontMatter';

const FILE = 'blog/example.md';

function errorOf(frontMatter: Record<string, unknown>): FrontMatterError {
  try {
    validateFrontMatter(frontMatter, FILE);
  } catch (error) {
    return error as FrontMatterError;
  }
  throw new Error('expected the front matter to be rejected');
}

describe('front matter validation', () => {
  it('accepts every documented field with its type', () => {
    expect(() =>
      validateFrontMatter(
        {
          title: 'T',
          date: new Date('2025-10-22'),
          updated: '2025-10-23',
          top: 2,
          hide: 'index',
          draft: false,
          comment: false,
          sidebar: false,
          layout: false,
          categories: ['guide', 'drivers'],
          outline: [2, 3],
          cover: '/img/cover.png',
          git_log: {path: 'docs/a.md'},
        },
        FILE,
      ),
    ).not.toThrow();
  });

  it.each([
    ['top', 'high', '"top" must be a number, got "high"'],
    ['comment', 'no', '"comment" must be true or false, got "no"'],
    ['sidebar', 0, '"sidebar" must be true or false, got 0'],
    [
      'layout',
      'wide',
      '"layout" must be false or one of default, home, post, statement, empty, 404, got "wide"',
    ],
    [
      'categories',
      [],
      '"categories" must be a string or a non-empty list of strings, got []',
    ],
    [
      'categories',
      ['a', 1],
      '"categories" must be a string or a non-empty list of strings, got ["a",1]',
    ],
    [
      'outline',
      [4, 2],
      '"outline" must be false, "deep", a heading level 1-6 or a [min, max] pair of levels, got [4,2]',
    ],
    ['updated', 'yesterday', '"updated" must be a date, got "yesterday"'],
    ['cover', 3, '"cover" must be a string (image path or URL), got 3'],
    [
      'hide',
      'sometimes',
      '"hide" must be true, false, "index" or "all", got "sometimes"',
    ],
  ])(
    'rejects %s: %p, naming the file and the field',
    (field, value, message) => {
      const error = errorOf({[field]: value});
      expect(error).toBeInstanceOf(FrontMatterError);
      expect(error.message).toBe(`Invalid front matter in ${FILE}: ${message}`);
      expect(error.field).toBe(field);
      expect(error.file).toBe(FILE);
    },
  );
});

describe('front matter normalisation', () => {
  it('hides the docs sidebar for sidebar: false and sidebar-less layouts', () => {
    expect(
      normalizeFrontMatter({sidebar: false}, FILE).displayed_sidebar,
    ).toBeNull();
    expect(
      normalizeFrontMatter({layout: 'statement'}, FILE).displayed_sidebar,
    ).toBeNull();
    expect(
      normalizeFrontMatter({layout: false}, FILE).displayed_sidebar,
    ).toBeNull();
    expect(normalizeFrontMatter({}, FILE)).not.toHaveProperty(
      'displayed_sidebar',
    );
    expect(normalizeFrontMatter({layout: 'default'}, FILE)).not.toHaveProperty(
      'displayed_sidebar',
    );
  });

  it('keeps an explicit displayed_sidebar', () => {
    expect(
      normalizeFrontMatter({sidebar: false, displayed_sidebar: 'guide'}, FILE)
        .displayed_sidebar,
    ).toBe('guide');
  });

  it('maps outline to the table of contents settings', () => {
    expect(
      normalizeFrontMatter({outline: false}, FILE).hide_table_of_contents,
    ).toBe(true);
    expect(normalizeFrontMatter({outline: [2, 3]}, FILE)).toMatchObject({
      toc_min_heading_level: 2,
      toc_max_heading_level: 3,
    });
    expect(normalizeFrontMatter({outline: 'deep'}, FILE)).toMatchObject({
      toc_min_heading_level: 2,
      toc_max_heading_level: 6,
    });
  });

  it('uses levels 2 to 4 by default', () => {
    expect(outlineLevels(undefined)).toEqual({min: 2, max: 4});
    expect(outlineLevels(3)).toEqual({min: 3, max: 3});
  });
});
