/**
 * plugins/reader-tools/lib/isElement.ts stands in for hast-util-is-element
 * in the twins' conversion (lib/loader.cjs). It must answer every question
 * as the library does; a library upgrade that changes an answer fails here.
 */
import os from 'node:os';
import path from 'node:path';
import type {Parents} from 'hast';
import * as ours from '../../plugins/reader-tools/lib/isElement';
import {htmlToMarkdown} from '../../plugins/reader-tools/lib/markdown';
import {markdownLibraries, type Load} from './support/markdownLibraries';

// Neither loader shares the modules it loads (Node's require cache): each
// library is loaded once with the stand-in and once without.
const options = {
  interopDefault: true,
  requireCache: false,
  cacheDir: path.join(os.tmpdir(), 'openlist-docs-jiti'),
};
/* eslint-disable @typescript-eslint/no-require-imports */
const plain: Load = require('jiti')(__filename, options);
const aliased: Load =
  require('../../plugins/reader-tools/lib/loader.cjs').markdownLoader(
    __filename,
    options,
  );
/* eslint-enable @typescript-eslint/no-require-imports */
const library = plain('hast-util-is-element');

const element = (tagName: string, children: unknown[] = []) => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});
const p = element('p');
const parent = {type: 'root' as const, children: [p]} as unknown as Parents;

const VALUES: [string, unknown][] = [
  ['a <p>', p],
  ['a <div>', element('div')],
  ['a text node', {type: 'text', value: 'x'}],
  ['a root', parent],
  ['a comment', {type: 'comment', value: 'x'}],
  ['null', null],
  ['a string', 'p'],
  ['a number', 1],
  ['an element-like non-element', {type: 'x', tagName: 'p'}],
  ['an element with a numeric tag name', {type: 'element', tagName: 1}],
];

const byTag = function (this: unknown, node: {tagName: string}) {
  return node.tagName === 'div';
};
const TESTS: [string, unknown][] = [
  ['no test', undefined],
  ['null', null],
  ['a tag name', 'p'],
  ['another tag name', 'span'],
  ['a list of names', ['span', 'div', 'p']],
  ['a list without a match', ['span', 'em']],
  ['an empty list', []],
  ['a nested list', [['em'], ['p']]],
  ['a function', byTag],
  ['a list with a function', ['em', byTag]],
];

/** The answer, or the error message, of one call. */
function answer(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

describe('isElement in the twins’ conversion', () => {
  it('answers every test on every value as hast-util-is-element does', () => {
    const answers: unknown[] = [];
    for (const [testName, test] of TESTS)
      for (const [valueName, value] of VALUES)
        for (const place of [[], [0, parent]] as const) {
          const theirs = answer(() => library.isElement(value, test, ...place));
          const mine = answer(() =>
            ours.isElement(value, test as never, ...(place as [])),
          );
          expect([testName, valueName, place.length, mine]).toEqual([
            testName,
            valueName,
            place.length,
            theirs,
          ]);
          answers.push(theirs);
          // A converted test answers the same as well.
          expect(
            answer(() =>
              ours.convertElement(test as never)(value, ...(place as [])),
            ),
          ).toEqual(
            answer(() => library.convertElement(test)(value, ...place)),
          );
        }
    // Both answers occur: the comparison is not of constants.
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });

  it('gives a test function the context, index and parent', () => {
    const calls: unknown[][] = [];
    const record = function (this: unknown, ...args: unknown[]) {
      calls.push([this, ...args]);
      return true;
    };
    const context = {name: 'context'};
    library.isElement(p, [record], 0, parent, context);
    ours.isElement(p, [record], 0, parent, context);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[1]).toEqual([context, p, 0, parent]);
  });

  it('rejects what the library rejects', () => {
    for (const [place, message] of [
      [[-1, parent], 'Expected positive finite `index`'],
      [[Infinity, parent], 'Expected positive finite `index`'],
      [[0, {type: 'root'}], 'Expected valid `parent`'],
      [[0], 'Expected both `index` and `parent`'],
      [[undefined, parent], 'Expected both `index` and `parent`'],
    ] as const) {
      expect(answer(() => library.isElement(p, 'p', ...place))).toBe(
        `throws ${message}`,
      );
      expect(
        answer(() => ours.isElement(p, 'p', ...(place as unknown as []))),
      ).toBe(`throws ${message}`);
    }
    expect(answer(() => ours.convertElement(1 as never))).toBe(
      answer(() => library.convertElement(1)),
    );
  });

  it('turns a list into its check once', () => {
    const list = ['p', 'div'];
    expect(ours.convertElement(list)).toBe(ours.convertElement(list));
    // The library makes a new check every time: the reason for the module.
    expect(library.convertElement(list)).not.toBe(library.convertElement(list));
  });

  it('takes the library’s place when loaded through the twins’ loader', () => {
    const list = ['p'];
    const loaded = aliased('hast-util-is-element');
    expect(loaded.convertElement(list)).toBe(loaded.convertElement(list));
  });

  it('makes the same twin as the library', () => {
    // Whitespace between and inside blocks, inline runs, lists, a table,
    // preformatted code and a hidden element: what the minifier decides on.
    const html = `<!doctype html><html><head></head><body><article>
      <div class="theme-doc-markdown markdown">
        <header><h1>  Page   title </h1></header>
        <p>  Some   <strong>bold </strong> <em> and</em>  text
           over lines. </p>
        <div>  <p>Nested</p>  text after  <span> inline </span></div>
        <ul>
          <li> One <code> a  b </code></li>
          <li><p> Two </p>
            <ol><li> Inner </li></ol></li>
        </ul>
        <table><thead><tr><th> Key </th><th>Value</th></tr></thead>
          <tbody><tr><td> <code>x</code> </td><td> 1 <br> 2 </td></tr></tbody></table>
        <pre><code>  keep
    these   spaces
</code></pre>
        <p hidden> hidden </p>
        <blockquote>  <p> quoted </p> </blockquote>
      </div></article></body></html>`;
    const page = {pageUrl: 'https://docs.example.org/x', locale: 'en'};
    const theirs = htmlToMarkdown(html, page, markdownLibraries(plain));
    const mine = htmlToMarkdown(html, page, markdownLibraries(aliased));
    expect(theirs).toContain('keep\n    these   spaces');
    expect(theirs).toContain('| Key | Value |');
    expect(mine).toBe(theirs);
  });
});
