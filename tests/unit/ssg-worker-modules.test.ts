/**
 * plugins/framework-patches/ssg-worker-modules: in a worker thread started
 * with the preload, Docusaurus's renderer loads no more of the bundler than
 * its HTML minifier, and minifies as it does without the preload.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {lazyExports} from '../../plugins/framework-patches/ssg-worker-modules/preload.cjs';
import {nodeOptions, PRELOAD} from '../../scripts/build.mjs';

const ROOT = path.resolve(__dirname, '../..');

interface Report {
  /** Modules of the bundler's index a renderer never uses, once loaded. */
  heavy: string[];
  /** The sample, and the HTML each minifier made of it. */
  input: string;
  swc: string;
  terser: string;
}

/**
 * Loads Docusaurus's renderer in a worker thread as a rendering thread
 * does, asks for the bundler as the renderer does (its own request, from
 * its module), and minifies a sample with each minifier the bundler offers.
 */
function renderThread(execArgv: string[]): Promise<Report> {
  const code = `
    const Module = require('node:module');
    const {parentPort, workerData} = require('node:worker_threads');
    const load = Module.createRequire(workerData.root + '/package.json');
    const rendererFile = load.resolve('@docusaurus/core/lib/ssg/ssgRenderer.js');
    load(rendererFile);
    const renderer = require.cache[rendererFile];
    const bundler = Module._load('@docusaurus/bundler', renderer, false);
    const loaded = () => Object.keys(require.cache);
    const heavy = loaded().filter((file) =>
      /[\\\\/](webpack[\\\\/]lib[\\\\/]Compiler\\.js|@docusaurus[\\\\/]babel[\\\\/]|webpackbar[\\\\/]|html-minifier-terser[\\\\/])/.test(file));
    const html = '<!DOCTYPE html><html><head><title> A </title></head><body><p class="x"  id="y">One  <b>two</b></p><script>var a = 1 ;</script></body></html>';
    (async () => {
      const swc = (await (await bundler.getHtmlMinifier({type: 'swc'})).minify(html)).code;
      const terser = (await (await bundler.getHtmlMinifier({type: 'terser'})).minify(html)).code;
      parentPort.postMessage({heavy, input: html, swc, terser});
    })().catch((error) => { throw error; });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      execArgv,
      workerData: {root: ROOT},
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

test('a rendering thread loads none of the bundler it does not use, and minifies the same', async () => {
  const [plain, patched] = await Promise.all([
    renderThread([]),
    renderThread(['--require', PRELOAD]),
  ]);
  // Without the preload the renderer's request loads the whole index (the
  // test would pass for nothing if it did not).
  expect(plain.heavy.length).toBeGreaterThan(0);
  expect(patched.heavy).toEqual([]);
  expect(patched.swc).toBe(plain.swc);
  expect(patched.swc.length).toBeLessThan(patched.input.length);
  // Terser's minifier still works when asked for, loaded at that moment.
  expect(patched.terser).toBe(plain.terser);
  expect(patched.terser.length).toBeLessThan(patched.input.length);
}, 60_000);

test('builds give the preload to every thread', () => {
  expect(nodeOptions({})).toEqual(
    expect.arrayContaining(['--require', PRELOAD]),
  );
  expect(nodeOptions({DOCUSAURUS_PERF_LOGGER: 'true'})).toEqual([
    '--require',
    PRELOAD,
  ]);
});

describe('lazyExports', () => {
  test('answers its own keys without loading the module, any other key from the module, loaded once', () => {
    const load = jest.fn(() => ({a: 1, b: 2}));
    const own = () => 'own';
    const exports = lazyExports(load, {own}) as Record<string, unknown>;
    expect(exports.own).toBe(own);
    expect('own' in exports).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(exports.a).toBe(1);
    expect('b' in exports).toBe(true);
    expect(Object.keys(exports)).toEqual(['a', 'b']);
    expect({...exports}).toEqual({a: 1, b: 2});
    expect(load).toHaveBeenCalledTimes(1);
  });
});
