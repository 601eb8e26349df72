/**
 * plugins/reader-tools/lib/twinCache.ts: a rebuild reuses a page's Markdown
 * twin when what the twin is made from is unchanged, and only then.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {convertAll, type Job} from '../../plugins/reader-tools';
import {
  converterHash,
  twinCache,
  twinKey,
} from '../../plugins/reader-tools/lib/twinCache';

/** A built page: scripts in the head, then the article. */
function page({
  scripts = 'main.1a2b.js',
  article = '<h1>Title</h1><p>Body</p>',
  description = 'About the page',
  encrypted = false,
} = {}) {
  return [
    `<html><head><meta name="description" content="${description}">`,
    `<script src="/assets/js/${scripts}" defer></script></head><body>`,
    '<nav>menu</nav><main>',
    encrypted ? '<form data-encrypted><input></form>' : '',
    `<article><div class="theme-doc-markdown markdown">${article}</div></article>`,
    '</main><footer>links</footer></body></html>',
  ].join('');
}

const input = {pageUrl: 'https://doc.example/guide/x', locale: 'en'};

describe('Markdown twin cache', () => {
  test('what lies outside the article, its description and its lock does not change the key', () => {
    const key = twinKey('v1', {...input, html: page()});
    expect(
      twinKey('v1', {...input, html: page({scripts: 'main.9f8e.js'})}),
    ).toBe(key);
  });

  test('the article, the description, the lock, the address, the locale and the converter do', () => {
    const key = twinKey('v1', {...input, html: page()});
    const others = [
      twinKey('v1', {
        ...input,
        html: page({article: '<h1>Title</h1><p>New</p>'}),
      }),
      twinKey('v1', {...input, html: page({description: 'Another'})}),
      twinKey('v1', {...input, html: page({encrypted: true})}),
      twinKey('v1', {
        ...input,
        pageUrl: 'https://doc.example/guide/y',
        html: page(),
      }),
      twinKey('v1', {...input, locale: 'zh-CN', html: page()}),
      twinKey('v2', {...input, html: page()}),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  test('stores a twin, and the absence of one, and misses what it never stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    try {
      const cache = twinCache(path.join(dir, 'nested'));
      expect(await cache.get('a')).toBeUndefined();
      await cache.set('a', '# Title\n\nBody\n');
      await cache.set('b', null);
      expect(await cache.get('a')).toBe('# Title\n\nBody\n');
      expect(await cache.get('b')).toBeNull();
      await cache.set('e', '');
      expect(await cache.get('e')).toBe('');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('the converter hash follows the contents of its files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    try {
      const file = path.join(dir, 'markdown.ts');
      fs.writeFileSync(file, 'one');
      const first = await converterHash([file]);
      expect(await converterHash([file])).toBe(first);
      fs.writeFileSync(file, 'two');
      expect(await converterHash([file])).not.toBe(first);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('a rebuild converts only the pages whose twin inputs changed, and writes every twin', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    try {
      const cacheDir = path.join(dir, 'cache');
      const jobs: Job[] = Array.from({length: 20}, (_, i) => ({
        htmlFile: path.join(dir, 'build', `p${i}.html`),
        twinFile: path.join(dir, 'build', 'twins', `p${i}.md`),
        pageUrl: `https://doc.example/p${i}`,
        locale: 'en',
      }));
      const write = (i: number, text: string, scripts?: string) =>
        fs.writeFileSync(
          jobs[i]!.htmlFile,
          page({article: `<h1>Page ${i}</h1><p>${text}</p>`, scripts}),
        );
      fs.mkdirSync(path.join(dir, 'build'));
      jobs.forEach((_, i) => write(i, 'First'));
      const first = await convertAll(jobs, cacheDir);
      expect(first.converted).toBe(jobs.length);
      expect(first.twins[7]).toMatch(/^# Page 7\n[^]*First/);
      // The next build: new scripts everywhere, one page's text changed,
      // and no twin files yet (the output folder is emptied).
      fs.rmSync(path.join(dir, 'build', 'twins'), {recursive: true});
      jobs.forEach((_, i) => write(i, i === 13 ? 'Second' : 'First', 'x.js'));
      const second = await convertAll(jobs, cacheDir);
      expect(second.converted).toBe(1);
      jobs.forEach((job, i) => {
        expect(second.twins[i]).toMatch(
          new RegExp(`^# Page ${i}\\n[^]*${i === 13 ? 'Second' : 'First'}`),
        );
        expect(fs.readFileSync(job.twinFile, 'utf8')).toBe(second.twins[i]);
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 60_000);
});
