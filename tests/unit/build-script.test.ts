/**
 * scripts/build.mjs runs `docusaurus build` with Node's `--expose-gc`, for
 * plugins/build-memory; a build of one `--locale` keeps the address and
 * folder of the full build.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import buildMemoryPlugin from '../../plugins/build-memory';
import {nodeOptions} from '../../scripts/build.mjs';
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
  expect(nodeOptions({})).toEqual(['--expose-gc']);
  expect(nodeOptions({DOCUSAURUS_PERF_LOGGER: 'false'})).toEqual([
    '--expose-gc',
  ]);
  expect(nodeOptions({DOCUSAURUS_PERF_LOGGER: 'true'})).toEqual([]);
});

describe('plugins/build-memory', () => {
  const global = globalThis as {gc?: () => void};
  const exposed = global.gc;
  afterEach(() => {
    global.gc = exposed;
  });

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

  test('does nothing when Node does not expose the collector', async () => {
    delete global.gc;
    const plugin = buildMemoryPlugin();
    for (const done of bundle(plugin)) expect(() => done()).not.toThrow();
    await expect(
      Promise.resolve(plugin.postBuild?.({} as never)),
    ).resolves.toBeUndefined();
  });
});
