/**
 * The twins write Markdown with `escapingOnlyWhatCanMatch` around
 * mdast-util-to-markdown's `toMarkdown` (plugins/reader-tools/lib/markdown.ts):
 * its escaping is only given the patterns whose character is in the text.
 * The Markdown must be the library's, character for character; a library
 * upgrade that makes a pattern match something other than its character
 * fails here.
 */
import os from 'node:os';
import path from 'node:path';
import {escapingOnlyWhatCanMatch} from '../../plugins/reader-tools/lib/markdown';
import type {Load} from './support/markdownLibraries';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const load: Load = require('jiti')(__filename, {
  interopDefault: true,
  cacheDir: path.join(os.tmpdir(), 'openlist-docs-jiti'),
});
const markdown = load('mdast-util-to-markdown');
const {gfmToMarkdown} = load('mdast-util-gfm');
const library = markdown.toMarkdown;
const ours = escapingOnlyWhatCanMatch(library, markdown.defaultHandlers.root);

// The options the twins use.
const options = () => ({
  extensions: [gfmToMarkdown({tablePipeAlign: false})],
  bullet: '-',
  emphasis: '_',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
});

const text = (value: string) => ({type: 'text', value});
const paragraph = (...children: unknown[]) => ({type: 'paragraph', children});
const root = (...children: unknown[]) => ({type: 'root', children});

/** Every character some pattern escapes, and some that none does. */
const ALPHABET = [
  ...'\t\n\r !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  ...'0123456789',
  'a',
  'b',
  'Z',
  'é',
  '挂',
  ' ',
  ' ',
];

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The places text is escaped in: each wraps a text in a construct. */
const PLACES: [string, (value: string) => unknown][] = [
  ['a paragraph', (value) => root(paragraph(text(value)))],
  [
    'a heading',
    (value) => root({type: 'heading', depth: 2, children: [text(value)]}),
  ],
  [
    'emphasis between texts',
    (value) =>
      root(
        paragraph(
          text(value),
          {type: 'emphasis', children: [text(value)]},
          text(value),
        ),
      ),
  ],
  [
    'strong and inline code',
    (value) =>
      root(
        paragraph(
          {type: 'strong', children: [text(value)]},
          {type: 'inlineCode', value},
          {type: 'delete', children: [text(value)]},
        ),
      ),
  ],
  [
    'a link with a title',
    (value) =>
      root(
        paragraph({
          type: 'link',
          url: `https://example.org/${value}`,
          title: value,
          children: [text(value)],
        }),
      ),
  ],
  [
    'an image',
    (value) =>
      root(paragraph({type: 'image', url: value, title: value, alt: value})),
  ],
  [
    'a table cell',
    (value) =>
      root({
        type: 'table',
        align: [null, null],
        children: [
          {
            type: 'tableRow',
            children: [
              {type: 'tableCell', children: [text('Field')]},
              {type: 'tableCell', children: [text('Value')]},
            ],
          },
          {
            type: 'tableRow',
            children: [
              {type: 'tableCell', children: [text(value)]},
              {type: 'tableCell', children: [{type: 'inlineCode', value}]},
            ],
          },
        ],
      }),
  ],
  [
    'a list in a quote',
    (value) =>
      root({
        type: 'blockquote',
        children: [
          {
            type: 'list',
            ordered: true,
            start: 1,
            spread: false,
            children: [
              {
                type: 'listItem',
                spread: false,
                children: [paragraph(text(value))],
              },
            ],
          },
        ],
      }),
  ],
  [
    'a code block and a definition',
    (value) =>
      root(
        {type: 'code', lang: value.trim() || null, value},
        {type: 'definition', identifier: value, url: value, title: value},
      ),
  ],
];

describe('escapingOnlyWhatCanMatch', () => {
  it.each(PLACES)('writes %s as the library does', (_name, place) => {
    const next = random(place.length + _name.length);
    for (let sample = 0; sample < 300; sample += 1) {
      let value = '';
      const length = 1 + Math.floor(next() * 12);
      for (let i = 0; i < length; i += 1)
        value += ALPHABET[Math.floor(next() * ALPHABET.length)];
      const tree = place(value);
      expect([value, ours(tree, options())]).toEqual([
        value,
        library(tree, options()),
      ]);
    }
  });

  it('escapes the characters it must in well-known cases', () => {
    const tree = root(
      paragraph(text('1. not a list, # not a heading, *not* [a link] a_b')),
      paragraph(text('<b> & | ~~x~~')),
    );
    const written = ours(tree, options());
    expect(written).toBe(library(tree, options()));
    expect(written).toContain('\\*not\\*');
    expect(written).toContain('\\[a link]');
  });

  it('gives the escaping only the patterns whose character is in the text', () => {
    let asked = 0;
    // A pattern of the caller's, counted each time escaping considers it.
    const counted = {
      character: '§',
      get inConstruct() {
        asked += 1;
        return 'phrasing';
      },
    };
    const write = (value: string) =>
      ours(root(paragraph(text(value))), {...options(), unsafe: [counted]});

    expect(write('no such character here')).toBe('no such character here\n');
    expect(asked).toBe(0);
    // The library considers every pattern for every text.
    library(root(paragraph(text('no such character here'))), {
      ...options(),
      unsafe: [counted],
    });
    expect(asked).toBeGreaterThan(0);

    asked = 0;
    expect(write('a § b')).toBe('a &#xA7; b\n');
    expect(asked).toBeGreaterThan(0);
  });

  it('keeps the handlers it is given, the root one included', () => {
    const tree = root(paragraph(text('x')));
    expect(ours(tree, {...options(), handlers: {text: () => 'text'}})).toBe(
      'text\n',
    );
    expect(ours(tree, {...options(), handlers: {root: () => 'root'}})).toBe(
      'root\n',
    );
  });

  it('wraps the only root handler: the GFM extension has none', () => {
    const handlers = (extension: {
      handlers?: object;
      extensions?: unknown[];
    }): string[] => [
      ...Object.keys(extension.handlers ?? {}),
      ...(extension.extensions ?? []).flatMap((inner) =>
        handlers(inner as typeof extension),
      ),
    ];
    const names = handlers(gfmToMarkdown({tablePipeAlign: false}));
    expect(names).toContain('tableCell');
    expect(names).not.toContain('root');
  });
});
