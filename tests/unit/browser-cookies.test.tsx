import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  CopyToStorage,
  DevToolsNetwork,
  DevToolsStorage,
} from '../../src/components/Illustrations';

const ROOT = path.join(__dirname, '..', '..');
const DIRS = {
  en: path.join(ROOT, 'docs/guide/drivers'),
  'zh-CN': path.join(
    ROOT,
    'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/drivers',
  ),
};
const GUIDE = 'browser-cookies.mdx';

const read = (dir: string, file: string) =>
  fs.readFileSync(path.join(dir, file), 'utf8');

/** Driver pages the guide's table sends readers to (`./x.mdx` links). */
function tableTargets(guide: string): string[] {
  const at = guide.indexOf('\\{#drivers}');
  expect(at).toBeGreaterThan(-1);
  const section = guide.slice(at, guide.indexOf('\n## ', at + 1));
  return [
    ...new Set(
      [...section.matchAll(/\]\(\.\/([\w-]+\.mdx)(?:#[\w-]+)?\)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
}

describe('the browser cookies guide', () => {
  it.each(Object.entries(DIRS))(
    'and the driver pages in its table link each other (%s)',
    (_lang, dir) => {
      const targets = tableTargets(read(dir, GUIDE));
      expect(targets.length).toBeGreaterThan(10);
      const unlinked = targets.filter(
        (file) => !read(dir, file).includes('](./browser-cookies.mdx'),
      );
      expect(unlinked).toEqual([]);
    },
  );

  it('lists the same driver pages in both languages', () => {
    expect(tableTargets(read(DIRS['zh-CN'], GUIDE))).toEqual(
      tableTargets(read(DIRS.en, GUIDE)),
    );
  });
});

describe('illustrations', () => {
  const drawings = {DevToolsNetwork, DevToolsStorage, CopyToStorage};

  it.each(Object.entries(drawings))(
    '%s is an image named by the page, scaled by its viewBox',
    (_name, Drawing) => {
      const html = renderToStaticMarkup(<Drawing label="名称 & <name>" />);
      expect(html).toMatch(/<svg[^>]* role="img"/);
      // Escaped as an attribute value (">" may stay as it is there).
      expect(html).toMatch(/aria-label="名称 &amp; &lt;name(&gt;|>)"/);
      expect(html).toMatch(/<svg[^>]* viewBox="0 0 \d+ \d+"/);
      expect(html).not.toMatch(/<svg[^>]* (width|height)=/);
    },
  );

  it.each(Object.entries(drawings))(
    '%s draws no words: only callout numbers and cookie syntax',
    (_name, Drawing) => {
      const html = renderToStaticMarkup(<Drawing label="x" />);
      const texts = [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(
        (m) => m[1],
      );
      expect(texts.filter((t) => !/^(\d|Cookie:|=|;)$/.test(t!))).toEqual([]);
      // Callouts are numbered 1, 2, 3… in order, as the text refers to them.
      const numbers = texts.filter((t) => /^\d$/.test(t!)).map(Number);
      expect(numbers).toEqual(numbers.map((_n, i) => i + 1));
      expect(numbers.length).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(Object.entries(drawings))(
    '%s takes its colours from the theme variables, not fixed values',
    (_name, Drawing) => {
      const html = renderToStaticMarkup(<Drawing label="x" />);
      const colours = [...html.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(
        colours.filter((c) => c !== 'none' && !c.startsWith('var(--ill-')),
      ).toEqual([]);
    },
  );
});
