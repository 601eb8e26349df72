/**
 * The search index cache (plugins/search/indexer.mjs indexCache): an index
 * whose pages are unchanged is taken from the cache, byte for byte what
 * Pagefind wrote; any change Pagefind reads builds it again. Runs the
 * indexer as the build does, in its own process, with Pagefind.
 */
import crypto from 'node:crypto';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const INDEXER = path.join(__dirname, '../../plugins/search/indexer.mjs');

let root: string;
let site: string;
let cacheDir: string;

/** A built page: head scripts (one names main.js), chrome, and <main>. */
const page = (title: string, text: string, mainJs = 'main.1a2b3c4d.js') =>
  `<!DOCTYPE html><html lang=en><head><meta charset=UTF-8><title>${title} | Docs</title>` +
  `<script type=application/json id=__page-scripts>["/assets/js/${mainJs}"]</script>` +
  `<script>for(var i=0;i<2;i++){}</script></head><body><nav>Menu</nav>` +
  `<main><article><h1>${title}</h1><p>${text}</p><h2>Settings</h2><table><tr><td>bucket<td>name</table></article></main>` +
  `<footer>Footer</footer></body></html>`;

function writeSite(pages: Record<string, string>) {
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), html);
  }
}

type Result = {pages: number; cached: boolean};

function index(withCache = true): Result {
  const job = {
    outDir: site,
    baseUrl: '/',
    language: 'en',
    skipDirs: [],
    ...(withCache ? {cacheDir} : {}),
  };
  const stdout = execFileSync(
    process.execPath,
    [INDEXER, JSON.stringify([job])],
    {encoding: 'utf8'},
  );
  return (JSON.parse(stdout) as Result[])[0]!;
}

/** Every file of the index and a hash of its bytes. */
function indexFiles(): Record<string, string> {
  const dir = path.join(site, 'pagefind');
  return Object.fromEntries(
    fs
      .readdirSync(dir, {recursive: true})
      .map(String)
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [
        file,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
  );
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-cache-'));
  site = path.join(root, 'build');
  cacheDir = path.join(root, 'cache');
  writeSite({
    'index.html': page('Home', 'OpenList lists files from many storages.'),
    'guide/s3.html': page('S3', 'Mount a bucket of an object storage.'),
  });
});

afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

describe('the search index cache', () => {
  it('takes an unchanged index from the cache, byte for byte', () => {
    expect(index()).toEqual({pages: 2, cached: false});
    const built = indexFiles();
    expect(Object.keys(built)).toEqual(
      expect.arrayContaining(['pagefind-entry.json', 'titles.json']),
    );
    fs.rmSync(path.join(site, 'pagefind'), {recursive: true});
    expect(index()).toEqual({pages: 2, cached: true});
    expect(indexFiles()).toEqual(built);
  });

  it('ignores what Pagefind does not read: chrome and head scripts', () => {
    index();
    const built = indexFiles();
    writeSite({
      'guide/s3.html': page(
        'S3',
        'Mount a bucket of an object storage.',
        'main.9f8e7d6c.js',
      ).replace('<nav>Menu</nav>', '<nav>Other menu</nav>'),
    });
    expect(index()).toEqual({pages: 2, cached: true});
    expect(indexFiles()).toEqual(built);
  });

  it('builds the index again when a page’s content changes', () => {
    index();
    const built = indexFiles();
    writeSite({
      'guide/s3.html': page('S3', 'Mount a bucket of an S3 storage.'),
    });
    expect(index()).toEqual({pages: 2, cached: false});
    expect(indexFiles()).not.toEqual(built);
    // The new index replaces the old one in the cache.
    fs.rmSync(path.join(site, 'pagefind'), {recursive: true});
    const rebuilt = index();
    expect(rebuilt).toEqual({pages: 2, cached: true});
  });

  it('builds the index again when a page is added', () => {
    index();
    writeSite({'guide/webdav.html': page('WebDAV', 'Serve files over HTTP.')});
    expect(index()).toEqual({pages: 3, cached: false});
  });

  it('always builds without a cache folder', () => {
    index(false);
    expect(index(false)).toEqual({pages: 2, cached: false});
    expect(fs.existsSync(cacheDir)).toBe(false);
  });
});
