/**
 * plugins/framework-patches/reuse-output: a rebuild writes over the last
 * build's files and removes those it did not write, on a real folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Props} from '@docusaurus/types';
import {
  PARKING_DIR,
  prepare,
  reuseEnabled,
  reusingClearPath,
  sweepingExecuteSSG,
  SERVER_DIR,
  type OutputLocale,
  type ReuseState,
} from '../../plugins/framework-patches/reuse-output';
import {
  nestedOutDirs,
  park,
  sweep,
  takeSnapshot,
  unpark,
} from '../../plugins/framework-patches/reuse-output/output';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'reuse-output-'));
});
afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

const write = (file: string, text = file) => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
};
/** Every file under `dir`, relative, sorted. */
const files = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (
        fs.readdirSync(dir, {
          recursive: true,
          withFileTypes: true,
        }) as fs.Dirent[]
      )
        .filter((entry) => !entry.isDirectory())
        .map((entry) =>
          path
            .relative(dir, path.join(entry.parentPath, entry.name))
            .split(path.sep)
            .join('/'),
        )
        .sort()
    : [];
const ino = (file: string) => fs.statSync(file).ino;
const silent = {info: () => {}, warn: () => {}};
/** Change times move on the kernel's clock tick: let one pass. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('sweep', () => {
  it('removes the files nothing wrote since the snapshot, and folders left empty; keeps the rest', async () => {
    const out = path.join(root, 'build');
    for (const file of [
      'rewritten.html',
      'same.html',
      'empty.txt',
      'copied.png',
      'gone.html',
      'old/deep/page.html',
      'mixed/stale.html',
      'mixed/fresh.html',
      'link-target.txt',
    ])
      write(path.join(out, file));
    fs.writeFileSync(path.join(out, 'empty.txt'), '');
    fs.symlinkSync('link-target.txt', path.join(out, 'stale-link'));
    const before = takeSnapshot(out);
    expect(before.files.size).toBe(10);
    expect(before.dirs).toEqual(['mixed', 'old', 'old/deep']);
    await tick();

    write(path.join(out, 'rewritten.html'), 'new text');
    write(path.join(out, 'same.html')); // the same bytes again
    fs.writeFileSync(path.join(out, 'empty.txt'), ''); // empty again
    write(path.join(root, 'png'), 'png');
    fs.copyFileSync(path.join(root, 'png'), path.join(out, 'copied.png'));
    write(path.join(out, 'mixed/fresh.html'));
    write(path.join(out, 'link-target.txt'));
    write(path.join(out, 'new/page.html'));

    expect(sweep(out, before)).toEqual({rewritten: 6, removed: 4});
    expect(files(out)).toEqual([
      'copied.png',
      'empty.txt',
      'link-target.txt',
      'mixed/fresh.html',
      'new/page.html',
      'rewritten.html',
      'same.html',
    ]);
    expect(fs.existsSync(path.join(out, 'old'))).toBe(false);
  });

  it('keeps a file that was replaced by a new one of the same name', async () => {
    const out = path.join(root, 'build');
    write(path.join(out, 'page.html'));
    const before = takeSnapshot(out);
    await tick();
    fs.rmSync(path.join(out, 'page.html'));
    write(path.join(out, 'page.html'));
    expect(sweep(out, before)).toEqual({rewritten: 1, removed: 0});
    expect(files(out)).toEqual(['page.html']);
  });

  it('leaves out top-level entries it is told to skip', () => {
    const out = path.join(root, 'build');
    write(path.join(out, SERVER_DIR, 'server.bundle.js'));
    write(path.join(out, 'index.html'));
    const before = takeSnapshot(out, new Set([SERVER_DIR]));
    expect([...before.files.keys()]).toEqual(['index.html']);
    sweep(out, before);
    expect(files(out)).toEqual([`${SERVER_DIR}/server.bundle.js`]);
  });

  it('takes an empty snapshot of a folder that is not there', () => {
    const before = takeSnapshot(path.join(root, 'none'));
    expect(before.files.size).toBe(0);
    expect(sweep(path.join(root, 'none'), before)).toEqual({
      rewritten: 0,
      removed: 0,
    });
  });
});

describe('nestedOutDirs', () => {
  const configs = {
    en: {baseUrl: '/docs/'},
    'zh-CN': {baseUrl: '/docs/zh-CN/'},
    fr: {baseUrl: '/fr/'},
  };

  it("finds the folders of locales whose base URL extends this locale's", () => {
    expect(nestedOutDirs('/site/build', '/docs/', 'en', configs)).toEqual(
      new Map([['zh-CN', path.join('/site/build', 'zh-CN/')]]),
    );
  });

  it('finds none inside a nested locale, or for a base URL elsewhere', () => {
    expect(
      nestedOutDirs('/site/build/zh-CN', '/docs/zh-CN/', 'zh-CN', configs),
    ).toEqual(new Map());
    expect(nestedOutDirs('/site/build/fr', '/fr/', 'fr', configs)).toEqual(
      new Map(),
    );
  });
});

describe('park and unpark', () => {
  it('moves a folder aside and back whole, the same files (inodes)', () => {
    const dir = path.join(root, 'build/zh-CN');
    const slot = path.join(root, 'cache/slot');
    write(path.join(dir, 'index.html'));
    const before = ino(path.join(dir, 'index.html'));
    expect(park(dir, slot)).toBe(true);
    expect(fs.existsSync(dir)).toBe(false);
    expect(unpark(slot, dir)).toBe(true);
    expect(ino(path.join(dir, 'index.html'))).toBe(before);
    expect(fs.existsSync(slot)).toBe(false);
  });

  it('replaces what waited in the slot; discards it if the folder is there again', () => {
    const dir = path.join(root, 'build/zh-CN');
    const slot = path.join(root, 'cache/slot');
    write(path.join(slot, 'old.html'));
    write(path.join(dir, 'new.html'));
    park(dir, slot);
    expect(files(slot)).toEqual(['new.html']);
    write(path.join(dir, 'other.html'));
    expect(unpark(slot, dir)).toBe(false);
    expect(fs.existsSync(slot)).toBe(false);
    expect(files(dir)).toEqual(['other.html']);
    expect(unpark(slot, dir)).toBe(false);
  });
});

describe('a locale built twice', () => {
  const siteDir = () => root;
  const locale = (name: string, outDir: string): OutputLocale => ({
    siteDir: siteDir(),
    outDir,
    baseUrl: name === 'en' ? '/' : `/${name}/`,
    locale: name,
    localeConfigs: {en: {baseUrl: '/'}, 'zh-CN': {baseUrl: '/zh-CN/'}},
  });
  const props = (outDir: string) =>
    ({outDir, siteDir: siteDir()}) as unknown as Props;

  /** One locale's build: clear, bundle (`emit`), render (`render`). */
  async function build(
    state: ReuseState,
    name: string,
    emit: string[],
    render: string[],
    env: NodeJS.ProcessEnv = {},
  ) {
    const outDir = path.join(root, name === 'en' ? 'build' : `build/${name}`);
    state.expected.set(outDir, locale(name, outDir));
    const original = jest.fn(async (dir: string) =>
      fs.rmSync(dir, {recursive: true, force: true}),
    );
    await reusingClearPath(original, state, {log: silent})(outDir);
    for (const file of emit) write(path.join(outDir, file));
    const seen: string[][] = [];
    const executeSSG = sweepingExecuteSSG(
      async () => {
        seen.push(files(path.join(outDir, SERVER_DIR)));
        for (const file of render) write(path.join(outDir, file));
        return {collectedData: {}};
      },
      state,
      {log: silent, env},
    );
    await executeSSG({
      props: props(outDir),
      serverBundlePath: path.join(outDir, SERVER_DIR, 'server.bundle.js'),
    });
    return {outDir, original, serverSeen: seen[0]};
  }
  const fresh = (): ReuseState => ({expected: new Map(), prepared: new Map()});

  it('ends with exactly the files the second build wrote, reusing those it wrote again', async () => {
    const state = fresh();
    const first = await build(
      state,
      'en',
      [
        'assets/main.1.js',
        'img/logo.svg',
        `${SERVER_DIR}/server.bundle.js`,
        `${SERVER_DIR}/assets/js/7.js`,
      ],
      ['index.html', 'guide/a.html', 'guide/b.html'],
    );
    expect(first.original).not.toHaveBeenCalled();
    // The server bundle is set aside, as Docusaurus would have deleted it.
    expect(files(first.outDir)).toEqual([
      'assets/main.1.js',
      'guide/a.html',
      'guide/b.html',
      'img/logo.svg',
      'index.html',
    ]);
    // postBuild's files, which the next build does not write before
    // rendering.
    write(path.join(first.outDir, 'og/a.png'));
    const kept = ino(path.join(first.outDir, 'guide/a.html'));
    await tick();

    const second = await build(
      state,
      'en',
      ['assets/main.2.js', 'img/logo.svg', `${SERVER_DIR}/server.bundle.js`],
      ['index.html', 'guide/a.html'],
    );
    // The renderer saw this build's server bundle only.
    expect(second.serverSeen).toEqual(['server.bundle.js']);
    expect(files(second.outDir)).toEqual([
      'assets/main.2.js',
      'guide/a.html',
      'img/logo.svg',
      'index.html',
    ]);
    expect(ino(path.join(second.outDir, 'guide/a.html'))).toBe(kept);
    expect(state.prepared.size).toBe(0);
  });

  it("sets another locale's folder aside while the default locale is built, and gives it back to that locale", async () => {
    const state = fresh();
    await build(state, 'en', ['assets/en.js'], ['index.html']);
    const zh = await build(state, 'zh-CN', ['assets/zh.js'], ['index.html']);
    const kept = ino(path.join(zh.outDir, 'index.html'));
    await tick();

    await build(state, 'en', ['assets/en.js'], ['index.html']);
    // As if Docusaurus had emptied the folder: no Chinese pages.
    expect(files(path.join(root, 'build'))).toEqual([
      'assets/en.js',
      'index.html',
    ]);
    await build(state, 'zh-CN', ['assets/zh.js'], ['index.html']);
    expect(files(zh.outDir)).toEqual(['assets/zh.js', 'index.html']);
    expect(ino(path.join(zh.outDir, 'index.html'))).toBe(kept);
    // Nothing waits once the folder is back (these builds had no server
    // bundle to set aside).
    expect(fs.readdirSync(path.join(root, PARKING_DIR))).toEqual([]);
  });

  it('keeps the server bundle where Docusaurus is asked to keep it', async () => {
    const state = fresh();
    const {outDir} = await build(
      state,
      'en',
      [`${SERVER_DIR}/server.bundle.js`],
      ['index.html'],
      {DOCUSAURUS_KEEP_SERVER_BUNDLE: 'true'},
    );
    expect(files(outDir)).toEqual([
      `${SERVER_DIR}/server.bundle.js`,
      'index.html',
    ]);
  });

  it('clears any other folder as Docusaurus does, and falls back to clearing when the folder cannot be read', async () => {
    const state = fresh();
    const original = jest.fn(async () => {});
    const clear = reusingClearPath(original, state, {log: silent});
    await clear(path.join(root, '.docusaurus'));
    expect(original).toHaveBeenCalledWith(path.join(root, '.docusaurus'));

    const outDir = path.join(root, 'build');
    write(outDir, 'a file where the folder should be');
    state.expected.set(outDir, locale('en', outDir));
    const warn = jest.fn();
    await reusingClearPath(original, state, {log: {info: () => {}, warn}})(
      outDir,
    );
    expect(original).toHaveBeenLastCalledWith(outDir);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not reuse the output folder'),
    );
    expect(state.prepared.size).toBe(0);
  });
});

describe('reuseEnabled', () => {
  it('is on for Linux unless turned off', () => {
    expect(reuseEnabled({}, 'linux')).toBe(true);
    expect(reuseEnabled({OPENLIST_DOCS_REUSE_OUTPUT: 'false'}, 'linux')).toBe(
      false,
    );
    expect(reuseEnabled({}, 'darwin')).toBe(false);
    expect(reuseEnabled({}, 'win32')).toBe(false);
  });
});

describe('prepare', () => {
  it('snapshots the folder without its server bundle, which it snapshots apart', () => {
    const outDir = path.join(root, 'build');
    write(path.join(outDir, 'index.html'));
    write(path.join(outDir, SERVER_DIR, 'server.bundle.js'));
    const prepared = prepare({
      siteDir: root,
      outDir,
      baseUrl: '/',
      locale: 'en',
      localeConfigs: {en: {baseUrl: '/'}},
    });
    expect([...prepared.snapshot.files.keys()]).toEqual(['index.html']);
    expect([...prepared.server.files.keys()]).toEqual(['server.bundle.js']);
  });
});
