/**
 * plugins/build-info: the build's time and commit in a module, and a browser
 * chunk, of their own, out of main.js.
 */
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {LoadContext} from '@docusaurus/types';
import buildInfoPlugin, {
  BUILD_INFO_MODULE,
  buildDay,
  headCommit,
  type BuildInfo,
} from '../../plugins/build-info';

const ROOT = path.join(__dirname, '../..');
const plugin = (siteDir = ROOT) => buildInfoPlugin({siteDir} as LoadContext);
type Configure = (config: object, isServer: boolean) => Record<string, unknown>;

describe('build-info', () => {
  it('dates a build by its day, midnight UTC', () => {
    const noonish = Date.UTC(2026, 10, 28, 13, 5, 7, 9);
    expect(buildDay(noonish)).toBe(Date.UTC(2026, 10, 28));
    expect(buildDay(Date.UTC(2026, 10, 28))).toBe(Date.UTC(2026, 10, 28));
    expect(buildDay(Date.UTC(2026, 10, 28) - 1)).toBe(Date.UTC(2026, 10, 27));
  });

  it("knows the day it was built and the site's commit", async () => {
    const before = buildDay();
    const info = (await plugin().loadContent!()) as BuildInfo;
    expect(info.buildTime).toBeGreaterThanOrEqual(before);
    expect(info.buildTime).toBeLessThanOrEqual(buildDay());
    expect(info.buildTime).toBe(buildDay(info.buildTime));
    let head: string | null = null;
    try {
      head = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim();
    } catch {
      // Not a git checkout: the plugin says null too.
    }
    expect(info.docsCommit).toBe(head);
  });

  it('says null for the commit outside a git checkout', () => {
    expect(headCommit(os.tmpdir())).toBeNull();
  });

  it('writes what it knows as the module the components import', async () => {
    const createData = jest.fn(
      async (name: string) => `/site/.docusaurus/build-info/default/${name}`,
    );
    const content: BuildInfo = {buildTime: 1, docsCommit: 'abc'};
    await plugin().contentLoaded!({content, actions: {createData} as never});
    expect(createData).toHaveBeenCalledWith(
      'build.json',
      JSON.stringify(content),
    );
    expect(
      BUILD_INFO_MODULE.test(await createData.mock.results[0]!.value),
    ).toBe(true);
  });

  it('puts that module in a browser chunk of its own, and leaves the server bundle alone', () => {
    const configure = plugin().configureWebpack as unknown as Configure;
    const client = {optimization: {splitChunks: {cacheGroups: {common: {}}}}};
    const result = configure(client, false) as {
      optimization: {
        splitChunks: {
          cacheGroups: {buildInfo: {test: RegExp; enforce: boolean}};
        };
      };
    };
    const group = result.optimization.splitChunks.cacheGroups.buildInfo;
    expect(group.test).toBe(BUILD_INFO_MODULE);
    expect(group.enforce).toBe(true);
    expect(
      group.test.test(
        path.join('site', '.docusaurus', 'build-info', 'default', 'build.json'),
      ),
    ).toBe(true);
    expect(
      group.test.test(path.join('site', '.docusaurus', 'globalData.json')),
    ).toBe(false);
    expect(configure(client, true)).toEqual({});
  });

  it('stops the build when the browser bundle has no cache groups to add to', () => {
    const configure = plugin().configureWebpack as unknown as Configure;
    expect(() =>
      configure({optimization: {splitChunks: false}}, false),
    ).toThrow(/plugins\/build-info/);
  });
});
