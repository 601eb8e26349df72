/**
 * scripts/build.mjs runs `docusaurus build` with Node's `--expose-gc`, for
 * plugins/build-memory (its preload: lazy-modules.test.ts); a build
 * of one `--locale` keeps the address and folder of the full build.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import v8 from 'node:v8';
import buildMemoryPlugin, {
  COLLECT_ABOVE_BYTES,
} from '../../plugins/build-memory';
import {childrenCpuSeconds, nodeOptions} from '../../scripts/build.mjs';
import siteConfig from '../../site.config';

const ROOT = path.resolve(__dirname, '../..');

test('a one-locale build keeps the address and folder of the full build', () => {
  const {lang, languages} = siteConfig.site;
  expect(languages.length).toBeGreaterThan(1);
  // Docusaurus's own context loading, in plain Node (the site config does
  // not load inside Jest's module sandbox), as a build of one --locale
  // (automatic base URL localization off) and of all of them.
  const contexts = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '-e',
        `const {loadContext} = require('@docusaurus/core/lib/server/site');
         Promise.all(${JSON.stringify(languages)}.flatMap((locale) =>
           [true, false].map((alone) => loadContext({siteDir: ${JSON.stringify(ROOT)}, outDir: '/out',
             locale, automaticBaseUrlLocalizationDisabled: alone})
             .then((c) => ({locale, alone, baseUrl: c.baseUrl, outDir: c.outDir})))))
           .then((all) => process.stdout.write(JSON.stringify(all)));`,
      ],
      {cwd: ROOT, encoding: 'utf8'},
    ),
  ) as {locale: string; alone: boolean; baseUrl: string; outDir: string}[];
  expect(contexts).toHaveLength(languages.length * 2);
  for (const {locale, baseUrl, outDir} of contexts) {
    const prefix = locale === lang ? '/' : `/${locale}/`;
    expect(baseUrl).toBe(prefix);
    expect(outDir).toBe(path.join('/out', prefix));
  }
}, 60_000);

test('builds expose the collector, unless the perf logger would use it', () => {
  expect(nodeOptions({})).toContain('--expose-gc');
  expect(nodeOptions({DOCUSAURUS_PERF_LOGGER: 'false'})).toContain(
    '--expose-gc',
  );
  expect(nodeOptions({DOCUSAURUS_PERF_LOGGER: 'true'})).not.toContain(
    '--expose-gc',
  );
});

describe('the processor time a build reports to the bench', () => {
  test('reads the waited-for children of /proc/self/stat, after a command name with spaces', () => {
    // pid (comm) state ppid … utime stime cutime cstime …: fields 16 and 17.
    const fields = Array.from({length: 50}, (_, i) => String(i + 3));
    fields[13] = '1234';
    fields[14] = '56';
    const line = `4242 (node build) ${fields.join(' ')}`;
    expect(childrenCpuSeconds(() => line)).toEqual({user: 12.34, system: 0.56});
  });

  test('gives null without /proc or with a line it cannot read', () => {
    expect(
      childrenCpuSeconds(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
    expect(childrenCpuSeconds(() => '4242 (node) R 1')).toBeNull();
  });

  const linux = process.platform === 'linux' ? test : test.skip;
  linux("counts a child's work once it has been waited for", () => {
    // A child that keeps a core busy for about 0.4 s, run by a Node process
    // that prints what it then reads.
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import {spawnSync} from 'node:child_process';
         import {childrenCpuSeconds} from ${JSON.stringify(path.join(ROOT, 'scripts/build.mjs'))};
         const before = childrenCpuSeconds();
         spawnSync(process.execPath, ['-e', 'const end = Date.now() + 400; while (Date.now() < end);']);
         process.stdout.write(JSON.stringify({before, after: childrenCpuSeconds()}));`,
      ],
      {encoding: 'utf8'},
    );
    const {before, after} = JSON.parse(out) as Record<
      'before' | 'after',
      {user: number; system: number}
    >;
    expect(before.user + before.system).toBe(0);
    expect(after.user + after.system).toBeGreaterThanOrEqual(0.3);
  });
});

describe('plugins/build-memory', () => {
  const global = globalThis as {gc?: () => void};
  const exposed = global.gc;
  afterEach(() => {
    global.gc = exposed;
    jest.restoreAllMocks();
  });

  /** The heap in use, as the plugin reads it, from now on. */
  function heapInUse(bytes: number) {
    jest
      .spyOn(v8, 'getHeapStatistics')
      .mockReturnValue({used_heap_size: bytes} as v8.HeapInfo);
  }

  /** The plugin's bundler plugins, applied to compilers whose done hook runs on demand. */
  function bundle(plugin: ReturnType<typeof buildMemoryPlugin>) {
    const done: (() => void)[] = [];
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack?.(
        {} as never,
        isServer,
        {} as never,
        {} as never,
      ) as {plugins: {apply: (compiler: unknown) => void}[]};
      for (const bundlerPlugin of config.plugins)
        bundlerPlugin.apply({
          hooks: {
            done: {
              tap: (_: string, callback: () => void) => done.push(callback),
            },
          },
        });
    }
    return done;
  }

  test('collects garbage when the last bundle is done and when postBuild starts', async () => {
    const gc = jest.fn();
    global.gc = gc;
    heapInUse(COLLECT_ABOVE_BYTES + 1);
    const plugin = buildMemoryPlugin();
    const [clientDone, serverDone] = bundle(plugin);
    expect(gc).not.toHaveBeenCalled();
    serverDone!();
    expect(gc).not.toHaveBeenCalled();
    clientDone!();
    expect(gc).toHaveBeenCalledTimes(1);
    await plugin.postBuild?.({} as never);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  test('leaves a heap that holds little alone (a warm build)', async () => {
    const gc = jest.fn();
    global.gc = gc;
    heapInUse(COLLECT_ABOVE_BYTES);
    const plugin = buildMemoryPlugin();
    for (const done of bundle(plugin)) done();
    await plugin.postBuild?.({} as never);
    expect(gc).not.toHaveBeenCalled();
    // The same moments with a large heap: both collections.
    heapInUse(COLLECT_ABOVE_BYTES * 2);
    for (const done of bundle(plugin)) done();
    await plugin.postBuild?.({} as never);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  test('does nothing when Node does not expose the collector', async () => {
    delete global.gc;
    const plugin = buildMemoryPlugin();
    for (const done of bundle(plugin)) expect(() => done()).not.toThrow();
    await expect(
      Promise.resolve(plugin.postBuild?.({} as never)),
    ).resolves.toBeUndefined();
  });
});
