/**
 * plugins/framework-patches/ssg-cache: a locale's static rendering skipped
 * when nothing it reads has changed, and done again when anything has.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Props} from '@docusaurus/types';
import {
  cacheKey,
  envNamesIn,
  readFiles,
  snapshot,
  writtenBetween,
  type KeyInputs,
  type SSGResult,
} from '../../plugins/framework-patches/ssg-cache/cache';
import {
  withSSGCache,
  type ExecuteSSG,
  type SSGArgs,
} from '../../plugins/framework-patches/ssg-cache';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ssg-cache-'));
});
afterEach(() => fs.rmSync(tmp, {recursive: true, force: true}));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
};
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('the key', () => {
  type Inputs = Omit<KeyInputs, 'serverFiles'> & {serverDir: string};
  const key = ({serverDir, ...rest}: Inputs) =>
    cacheKey({...rest, serverFiles: readFiles(serverDir)});
  const inputs = (): Inputs => {
    const serverDir = path.join(tmp, 'server');
    write(path.join(serverDir, 'server.bundle.js'), 'module.exports = 1;');
    write(path.join(serverDir, 'assets/js/page.js'), 'page one');
    return {
      params: {baseUrl: '/', manifest: {entrypoints: ['main']}},
      pathnames: ['/', '/guide'],
      serverDir,
      env: {DOCUSAURUS_CURRENT_LOCALE: 'en'},
      extra: {node: 'v20.0.0'},
    };
  };

  it('is the same for the same inputs', () => {
    expect(key(inputs())).toBe(key(inputs()));
  });

  it.each<[string, (input: Inputs) => void]>([
    [
      'a byte of a server chunk',
      (i) => {
        write(path.join(i.serverDir, 'assets/js/page.js'), 'page One');
      },
    ],
    [
      'a new server file',
      (i) => {
        write(path.join(i.serverDir, 'assets/js/other.js'), '');
      },
    ],
    [
      'a renamed server file',
      (i) => {
        fs.renameSync(
          path.join(i.serverDir, 'assets/js/page.js'),
          path.join(i.serverDir, 'assets/js/page2.js'),
        );
      },
    ],
    [
      'a renderer parameter',
      (i) => {
        i.params = {...i.params, baseUrl: '/docs/'};
      },
    ],
    [
      'the client manifest',
      (i) => {
        i.params = {...i.params, manifest: {entrypoints: ['main', 'x']}};
      },
    ],
    [
      'the pathnames',
      (i) => {
        i.pathnames = [...i.pathnames, '/new'];
      },
    ],
    [
      'an environment variable',
      (i) => {
        i.env = {DOCUSAURUS_CURRENT_LOCALE: 'zh-CN'};
      },
    ],
    [
      'an unset environment variable set',
      (i) => {
        i.env = {...i.env, SKIP_HTML_MINIFICATION: 'true'};
      },
    ],
    [
      "Node's version",
      (i) => {
        i.extra = {node: 'v22.0.0'};
      },
    ],
  ])('changes with %s', (_, change) => {
    const before = key(inputs());
    const changed = inputs();
    change(changed);
    expect(key(changed)).not.toBe(before);
  });

  it('finds the environment variables a bundle reads by name', () => {
    const code =
      'a=process.env.SITE_URL;b=process.env["API_KEY"];c=process.env[\'X_Y\'];d=process.env.NODE_ENV;e=process.env[name];f=env.OTHER';
    expect(envNamesIn(code)).toEqual([
      'API_KEY',
      'NODE_ENV',
      'SITE_URL',
      'X_Y',
    ]);
  });

  it("finds the same names in a bundle's bytes as in its text", () => {
    const cases = [
      'a=process.env.SITE_URL;b=process.env["API_KEY"];c=process.env[name];',
      // Past the first window read after `process.env`, and characters of
      // several bytes, one of them cut at that window's end.
      `x=process.env.${'A'.repeat(600)};y=1`,
      `x=process.env["${'名'.repeat(400)}"];`,
      `x=process.env[${' '.repeat(700)}'SPACED'];`,
      `x=process.env['CLOSED_LATE'${' '.repeat(700)}];`,
      `${'文'.repeat(170)}process.env.${'B'.repeat(495)}中`,
      // A read inside another's name counts once, as in the text.
      'process.env["process.env.INNER"];process.env.LAST',
      'process.env',
      'process.env["unclosed',
    ];
    // And random mixes of the pieces bundles are made of.
    const pieces = [
      'process.env',
      '.NODE_ENV',
      '["KEY"]',
      "['多字节']",
      '[',
      ' ',
      '"',
      '文字',
      'x'.repeat(300),
      ';',
      '.',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 300; i += 1)
      cases.push(
        Array.from(
          {length: 1 + (next() % 40)},
          () => pieces[next() % pieces.length],
        ).join(''),
      );
    for (const code of cases)
      expect({code, names: envNamesIn(Buffer.from(code))}).toEqual({
        code,
        names: envNamesIn(code),
      });
    expect(envNamesIn(Buffer.from(cases[1]!))).toEqual(['A'.repeat(600)]);
    expect(envNamesIn(Buffer.from(cases[2]!))).toEqual(['名'.repeat(400)]);
  });
});

describe('the files a render wrote', () => {
  it('are the new and the rewritten ones, not the untouched', async () => {
    const out = path.join(tmp, 'out');
    write(path.join(out, 'static.html'), 'static');
    write(path.join(out, 'overwritten.html'), 'from static/');
    const before = snapshot(out);
    // Past the file system's timestamp granularity.
    await new Promise((resolve) => setTimeout(resolve, 20));
    write(path.join(out, 'overwritten.html'), 'rendered');
    write(path.join(out, 'guide/index.html'), 'new');
    expect(writtenBetween(before, snapshot(out))).toEqual([
      'guide/index.html',
      'overwritten.html',
    ]);
  });
});

describe('withSSGCache', () => {
  interface Setup {
    args: SSGArgs;
    render: jest.Mock<Promise<SSGResult>, [SSGArgs]>;
    cached: ExecuteSSG;
    out: string;
    serverDir: string;
    warnings: string[];
    infos: string[];
  }

  /** A site whose "render" writes two pages and returns their data. */
  function setup(env: NodeJS.ProcessEnv = {}): Setup {
    const out = path.join(tmp, 'build');
    const serverDir = path.join(out, '__server');
    write(path.join(serverDir, 'server.bundle.js'), 'bundle v1');
    write(path.join(out, 'static.html'), 'a static file');
    const props = {
      siteDir: tmp,
      outDir: out,
      routesPaths: ['/', '/guide'],
      i18n: {currentLocale: 'en'},
    } as unknown as Props;
    const args: SSGArgs = {
      props,
      serverBundlePath: path.join(serverDir, 'server.bundle.js'),
      clientManifestPath: path.join(tmp, 'client-manifest.json'),
      router: 'browser',
    };
    const render = jest.fn(async ({serverBundlePath}: SSGArgs) => {
      const bundle = read(serverBundlePath);
      write(path.join(out, 'index.html'), `home, ${bundle}`);
      write(path.join(out, 'guide/index.html'), `guide, ${bundle}`);
      return {
        collectedData: {
          '/': {links: ['/guide'], anchors: [], metadata: {public: {}}},
          '/guide': {links: [], anchors: ['a'], metadata: {public: {x: 1}}},
        },
      };
    });
    const warnings: string[] = [];
    const infos: string[] = [];
    const cached = withSSGCache(render, {
      createParams: async ({props: p, serverBundlePath}) => ({
        outDir: p.outDir,
        serverBundlePath,
        baseUrl: '/',
      }),
      cacheDir: path.join(tmp, 'cache'),
      extra: {node: process.version},
      env,
      log: {
        info: (message) => infos.push(message),
        warn: (message) => warnings.push(message),
      },
    });
    return {args, render, cached, out, serverDir, warnings, infos};
  }

  /** The one cache entry's folder. */
  function onlySlot(): string {
    const slots = fs.readdirSync(path.join(tmp, 'cache'));
    expect(slots).toHaveLength(1);
    return path.join(tmp, 'cache', slots[0]!);
  }

  /** What the next build's bundling leaves: no pages, the static file. */
  function rebundle({out, serverDir}: Setup, bundle = 'bundle v1') {
    fs.rmSync(out, {recursive: true, force: true});
    write(path.join(serverDir, 'server.bundle.js'), bundle);
    write(path.join(out, 'static.html'), 'a static file');
  }

  it('renders the first time, then puts the same pages and data back without rendering', async () => {
    const site = setup();
    const first = await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(1);
    rebundle(site);
    expect(fs.existsSync(path.join(site.out, 'guide/index.html'))).toBe(false);
    const second = await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(read(path.join(site.out, 'index.html'))).toBe('home, bundle v1');
    expect(read(path.join(site.out, 'guide/index.html'))).toBe(
      'guide, bundle v1',
    );
    expect(site.infos.join('\n')).toMatch(/2 pages put back/);
    expect(site.warnings).toEqual([]);
  });

  it('does not keep files the render did not write', async () => {
    const site = setup();
    await site.cached(site.args);
    rebundle(site);
    fs.rmSync(path.join(site.out, 'static.html'));
    await site.cached(site.args);
    expect(fs.existsSync(path.join(site.out, 'static.html'))).toBe(false);
  });

  it('renders again when the server bundle changed, and keeps the new pages', async () => {
    const site = setup();
    await site.cached(site.args);
    rebundle(site, 'bundle v2');
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
    expect(site.infos.join('\n')).toMatch(
      /changed since the last build: server\/server\.bundle\.js\./,
    );
    expect(read(path.join(site.out, 'index.html'))).toBe('home, bundle v2');
    rebundle(site, 'bundle v2');
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
    expect(read(path.join(site.out, 'index.html'))).toBe('home, bundle v2');
  });

  it('clears what a build stopped while keeping its pages left', async () => {
    const site = setup();
    await site.cached(site.args);
    const left = `${onlySlot()}.new-99999`;
    write(path.join(left, 'files', 'index.html'), 'half');
    rebundle(site, 'bundle v2');
    await site.cached(site.args);
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.readdirSync(path.join(tmp, 'cache'))).toHaveLength(1);
  });

  it('keeps one entry per output folder and locale', async () => {
    const site = setup();
    await site.cached(site.args);
    rebundle(site);
    const zh = {
      ...site.args,
      props: {...site.args.props, i18n: {currentLocale: 'zh-CN'}} as Props,
    };
    await site.cached(zh);
    expect(site.render).toHaveBeenCalledTimes(2);
    expect(fs.readdirSync(path.join(tmp, 'cache'))).toHaveLength(2);
  });

  it('stores nothing when the render fails', async () => {
    const site = setup();
    site.render.mockRejectedValueOnce(new Error('a page failed'));
    await expect(site.cached(site.args)).rejects.toThrow('a page failed');
    rebundle(site);
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('renders when a stored page is missing, and says so', async () => {
    const site = setup();
    await site.cached(site.args);
    fs.rmSync(path.join(onlySlot(), 'files', 'guide'), {recursive: true});
    rebundle(site);
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
    expect(site.warnings.join('\n')).toMatch(
      /could not put the last build's pages back/,
    );
    expect(read(path.join(site.out, 'guide/index.html'))).toBe(
      'guide, bundle v1',
    );
    // And kept them again for the next build.
    rebundle(site);
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('renders, and keeps the pages again, when the stored entry is unreadable', async () => {
    const site = setup();
    await site.cached(site.args);
    fs.writeFileSync(path.join(onlySlot(), 'entry.bin'), 'garbage');
    rebundle(site);
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
    rebundle(site);
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
  });

  it('is off with OPENLIST_DOCS_SSG_CACHE=false', async () => {
    const site = setup({OPENLIST_DOCS_SSG_CACHE: 'false'});
    await site.cached(site.args);
    rebundle(site);
    await site.cached(site.args);
    expect(site.render).toHaveBeenCalledTimes(2);
    expect(fs.existsSync(path.join(tmp, 'cache'))).toBe(false);
  });

  it('leaves the hash router alone', async () => {
    const site = setup();
    await site.cached({...site.args, router: 'hash'});
    await site.cached({...site.args, router: 'hash'});
    expect(site.render).toHaveBeenCalledTimes(2);
  });
});
