/**
 * plugins/framework-patches/lazy-modules: in a worker thread started
 * with the preload, Docusaurus's renderer loads no more of the bundler than
 * its HTML minifier, and minifies as it does without the preload; in the
 * main thread, the bundler's and Babel's packages load neither Terser's
 * HTML minifier nor Babel's compiler until they are used.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {
  lazyExports,
  STAND_INS,
} from '../../plugins/framework-patches/lazy-modules/preload.cjs';
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

interface MainReport {
  /** Modules the main thread never uses in a build, once loaded. */
  heavy: string[];
  /** What the extractor of translatable strings found in a sample. */
  translations: unknown;
  /** The same, once it had run. */
  heavyAfter: string[];
}

/**
 * Loads in a Node process what Docusaurus's main thread loads of the
 * bundler and of Babel, then extracts the translatable strings of a sample
 * component as `docusaurus write-translations` does.
 */
function mainThread(execArgv: string[], sample: string): MainReport {
  const code = `
    const Module = require('node:module');
    const load = Module.createRequire(process.argv[1] + '/package.json');
    load('@docusaurus/bundler');
    const babel = load('@docusaurus/babel');
    const loaded = () => Object.keys(require.cache).filter((file) =>
      /[\\/](html-minifier-terser|clean-css|terser|@babel[\\/](core|generator|traverse))[\\/]/.test(file));
    const heavy = loaded();
    babel.extractAllSourceCodeFileTranslations([process.argv[2]], babel.getBabelOptions({isServer: true})).then(([translations]) => {
      process.stdout.write(JSON.stringify({heavy, translations, heavyAfter: loaded()}));
    });
  `;
  return JSON.parse(
    execFileSync(process.execPath, [...execArgv, '-e', code, ROOT, sample], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as MainReport;
}

test('the main thread loads neither Terser nor Babel until they are used, and extracts the same', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-modules-'));
  try {
    const sample = path.join(dir, 'Sample.jsx');
    fs.writeFileSync(
      sample,
      `import Translate, {translate} from '@docusaurus/Translate';
export default function Sample() {
  return <p title={translate({id: 'sample.title', message: 'A title'})}>
    <Translate id="sample.text" description="A sample">Some text</Translate>
  </p>;
}
`,
    );
    const plain = mainThread([], sample);
    const patched = mainThread(['--require', PRELOAD], sample);
    // Without the preload they are loaded at once (the test would pass for
    // nothing if they were not).
    expect(plain.heavy.length).toBeGreaterThan(0);
    expect(patched.heavy).toEqual([]);
    // Extracting loads Babel's compiler, and finds the same strings.
    expect(patched.heavyAfter.length).toBeGreaterThan(0);
    expect(patched.translations).toEqual(plain.translations);
    expect(patched.translations).toMatchObject({
      sourceCodeFilePath: sample,
      translations: {
        'sample.title': {message: 'A title'},
        'sample.text': {message: 'Some text', description: 'A sample'},
      },
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 60_000);

test('each stand-in says of __esModule what its real module says', () => {
  for (const {request, standIn} of STAND_INS) {
    const file = require.resolve(request, {
      paths: [path.dirname(require.resolve('@docusaurus/babel'))],
    });
    const real = jest.requireActual<{__esModule?: boolean}>(file);
    const stand = standIn(() => real, file) as {__esModule?: boolean};
    expect([request, Boolean(stand.__esModule)]).toEqual([
      request,
      Boolean(real.__esModule),
    ]);
  }
});

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
