import {
  indexBase,
  decodeEntities,
  excerptParts,
  inRankOrder,
  isSearchShortcut,
  toOptions,
} from '../../plugins/search/lib/search';
import {algoliaFromEnv, searchMode} from '../../src/lib/siteConfig/derive';
import {
  indexedPart,
  indexedPieces,
  routeOf,
} from '../../plugins/search/indexer.mjs';

describe('search excerpts', () => {
  it('keeps <mark> as highlight and everything else as text', () => {
    expect(
      excerptParts('set up <mark>offline</mark> download &amp; more'),
    ).toEqual([
      {text: 'set up ', highlight: false},
      {text: 'offline', highlight: true},
      {text: ' download & more', highlight: false},
    ]);
  });

  it('never lets markup through', () => {
    const parts = excerptParts(
      '<img src=x onerror=alert(1)>&lt;script&gt;<mark>a</mark>',
    );
    expect(parts).toEqual([
      {text: '<script>', highlight: false},
      {text: 'a', highlight: true},
    ]);
  });

  it('decodes numeric entities', () => {
    expect(decodeEntities('&#20013;&#x6587; &quot;x&quot; &unknown;')).toBe(
      '中文 "x" &unknown;',
    );
  });
});

describe('search options', () => {
  const hit = (n: number, sections: number) => ({
    url: `/p${n}`,
    title: `Page ${n}`,
    excerpt: 'page excerpt',
    sections: Array.from({length: sections}, (_, i) => ({
      url: `/p${n}#s${i}`,
      title: `Section ${i}`,
      excerpt: `section ${i}`,
    })),
  });

  it('lists matching sections, at most three a page, else the page itself', () => {
    const options = toOptions([hit(1, 5), hit(2, 0)]);
    expect(options.map((o) => o.url)).toEqual([
      '/p1#s0',
      '/p1#s1',
      '/p1#s2',
      '/p2',
    ]);
    expect(options[0]).toMatchObject({
      page: 'Page 1',
      section: 'Section 0',
      excerpt: 'section 0',
    });
    expect(options[3]).toMatchObject({
      page: 'Page 2',
      section: null,
      excerpt: 'page excerpt',
    });
  });
});

describe('results shown as they load', () => {
  const later = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return {promise, resolve};
  };

  it('shows the first results as soon as they arrive, always in rank order', async () => {
    const [a, b, c] = [later<string>(), later<string>(), later<string>()];
    const calls: [string[], boolean][] = [];
    const done = inRankOrder(
      [a.promise, b.promise, c.promise],
      (items, complete) => calls.push([items, complete]),
    );
    b.resolve('b');
    await Promise.resolve();
    expect(calls).toEqual([]);
    a.resolve('a');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([[['a', 'b'], false]]);
    c.resolve('c');
    await done;
    expect(calls).toEqual([
      [['a', 'b'], false],
      [['a', 'b', 'c'], true],
    ]);
  });

  it('reports an empty, complete list when nothing matched', async () => {
    const calls: [unknown[], boolean][] = [];
    await inRankOrder([], (items, complete) => calls.push([items, complete]));
    expect(calls).toEqual([[[], true]]);
  });

  it('rejects when a result cannot be loaded', async () => {
    await expect(
      inRankOrder([Promise.reject(new Error('404'))], () => {}),
    ).rejects.toThrow('404');
  });
});

describe('search shortcut', () => {
  const key = (
    k: string,
    extra: Partial<{ctrlKey: boolean; metaKey: boolean; tag: string}> = {},
  ) => ({
    key: k,
    ctrlKey: extra.ctrlKey ?? false,
    metaKey: extra.metaKey ?? false,
    altKey: false,
    target: {tagName: extra.tag ?? 'BODY'} as unknown as EventTarget,
  });

  it('opens on Ctrl+K, ⌘+K and "/" outside text fields', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {tag: 'INPUT'}))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });
});

describe('search mode and index URLs', () => {
  const creds = {
    ALGOLIA_APP_ID: 'A',
    ALGOLIA_API_KEY: 'k',
    ALGOLIA_INDEX_NAME: 'i',
  };

  it('uses Algolia only with credentials, offline search otherwise, nothing when disabled', () => {
    expect(
      searchMode({enable: true, type: 'algolia'}, algoliaFromEnv(creds)),
    ).toBe('algolia');
    expect(
      searchMode(
        {enable: true, type: 'algolia'},
        algoliaFromEnv({ALGOLIA_APP_ID: 'A'}),
      ),
    ).toBe('local');
    expect(
      searchMode({enable: true, type: 'local'}, algoliaFromEnv(creds)),
    ).toBe('local');
    expect(
      searchMode({enable: false, type: 'algolia'}, algoliaFromEnv(creds)),
    ).toBe('none');
  });

  it('indexes pages under their routes', () => {
    expect(routeOf('/', 'index.html')).toBe('/');
    expect(routeOf('/', 'guide.html')).toBe('/guide');
    expect(routeOf('/', 'guide/advanced/webdav.html')).toBe(
      '/guide/advanced/webdav',
    );
    expect(routeOf('/zh-CN/', 'index.html')).toBe('/zh-CN');
    expect(routeOf('/zh-CN/', 'posts/index.html')).toBe('/zh-CN/posts');
  });
});

describe('indexBase (one index per docs version)', () => {
  it('is the locale base for the current docs and the version folder inside an older one', () => {
    expect(indexBase('/', '')).toBe('/');
    expect(indexBase('/zh-CN/', '')).toBe('/zh-CN/');
    expect(indexBase('/', 'v4.1.5')).toBe('/v4.1.5/');
    expect(indexBase('/zh-CN', 'v4.1.5')).toBe('/zh-CN/v4.1.5/');
  });
});

describe('the part of a page the indexer reads', () => {
  const head =
    '<!DOCTYPE html><html lang=en><head><title>S3</title><script>for(i=0;i<n;i++){}</script></head>';
  const page = (main: string) =>
    `${head}<body><nav>Sidebar link</nav>${main}<footer>Footer</footer></body></html>`;

  it('keeps the head without its scripts and <main>, not the chrome around it', () => {
    const main = '<main class=doc><h1>S3<p>Bucket<td>cell</main>';
    const part = indexedPart(page(main));
    expect(part).toBe(
      `<!DOCTYPE html><html lang=en><head><title>S3</title></head><body>${main}</body></html>`,
    );
    expect(part).not.toContain('Sidebar link');
    expect(part).not.toContain('Footer');
  });

  it('keeps a page whole when it has no <main>, or more than one', () => {
    const none = page('<div>Redirecting</div>');
    expect(indexedPart(none)).toBe(none);
    const two = page('<main>One</main><main>Two</main>');
    expect(indexedPart(two)).toBe(two);
  });

  it('is the same from a file’s bytes, and its pieces are its bytes (the cache key)', () => {
    const bytes = (pieces: (string | Buffer)[]) =>
      Buffer.concat(
        pieces.map((piece) =>
          typeof piece === 'string' ? Buffer.from(piece) : piece,
        ),
      );
    for (const html of [
      page('<main class=doc><h1>对象存储</h1><p>存储桶 — “bucket”</main>'),
      page('<div>重定向</div>'),
      page('<main>一</main><main>二</main>'),
    ]) {
      const file = Buffer.from(html);
      expect(indexedPart(file)).toBe(indexedPart(html));
      expect(bytes(indexedPieces(file)).toString()).toBe(indexedPart(html));
    }
    // The <main> piece is a view of the page's bytes, not a decoded copy.
    const file = Buffer.from(page('<main>对象</main>'));
    const main = indexedPieces(file).find((piece) => Buffer.isBuffer(piece))!;
    expect(main.toString()).toBe('<main>对象</main>');
    file[file.indexOf('<main')] = 'X'.charCodeAt(0);
    expect(main.toString()).toBe('Xmain>对象</main>');
  });
});
