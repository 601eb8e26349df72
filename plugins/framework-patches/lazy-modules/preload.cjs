'use strict';
// Given to the build's Node with `--require` (scripts/build.mjs), so that it
// runs first in every thread of the build: the main thread and Docusaurus's
// rendering threads (worker threads inherit the process's options). It acts
// only on the requests listed in STAND_INS. See the README of
// plugins/framework-patches. CommonJS: Node loads it before anything could
// compile it.

const Module = require('node:module');
const path = require('node:path');

/**
 * Exports that stand for a module not yet loaded: the keys of `own` are
 * answered from it, and reading any other key (or asking which keys there
 * are) loads the module with `load` and answers from its exports. So code
 * that reads only `own` never loads the module, and code that reads more
 * gets what the module would have given it.
 * @param {() => object} load
 * @param {Record<string, unknown>} [own]
 */
function lazyExports(load, own = {}) {
  let real;
  const module = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => (Object.hasOwn(own, key) ? own[key] : module()[key]),
      has: (_, key) => Object.hasOwn(own, key) || key in module(),
      ownKeys: () => Reflect.ownKeys(module()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(module(), key);
        // A proxy may not report a key its (empty) target lacks as fixed.
        return descriptor && {...descriptor, configurable: true};
      },
    },
  );
}

/** A file's path ends with these parts (either separator). */
const endsWith = (...parts) =>
  new RegExp(
    `[\\\\/]${parts.map((part) => part.replace(/\./g, '\\.')).join('[\\\\/]')}$`,
  );

/**
 * Requests the build's modules make for more than they use: the module that
 * makes it (by its file), what it asks for, and what it gets instead, given
 * a loader of the real module and the real module's file.
 */
const STAND_INS = [
  {
    // The renderer reads one function, getHtmlMinifier, from the bundler
    // package, whose index loads the whole bundler: webpack's compiler,
    // Babel, the progress bar, the copy plugin (about 1 s of each rendering
    // thread's start on the bench's machine).
    parent: endsWith('@docusaurus', 'core', 'lib', 'ssg', 'ssgRenderer.js'),
    request: '@docusaurus/bundler',
    standIn: (load, file) =>
      lazyExports(load, {
        getHtmlMinifier: (...args) =>
          require(
            path.join(path.dirname(file), 'minifyHtml.js'),
          ).getHtmlMinifier(...args),
      }),
  },
  {
    // The HTML minifier's module loads Terser's HTML minifier at its top
    // (with clean-css and Terser), and calls it only when HTML is not
    // minified with SWC. In the main thread too, where the bundler's index
    // loads it.
    parent: endsWith('@docusaurus', 'bundler', 'lib', 'minifyHtml.js'),
    request: 'html-minifier-terser',
    standIn: (load) => lazyExports(load),
  },
  // The main thread loads Docusaurus's Babel package (the bundler's index
  // does, for its JavaScript loader's options), whose index loads the
  // extractor of translatable strings, which loads Babel's compiler at its
  // top. Only `docusaurus write-translations` extracts. The extractor asks
  // for each with tslib's __importDefault or reads it as a namespace: the
  // stand-in says what the real module says of `__esModule`
  // (tests/unit/lazy-modules.test.ts compares).
  ...['@babel/core', '@babel/generator', '@babel/traverse'].map((request) => ({
    parent: endsWith(
      '@docusaurus',
      'babel',
      'lib',
      'babelTranslationsExtractor.js',
    ),
    request,
    standIn: (load) => lazyExports(load, {__esModule: true}),
  })),
];

/** Makes Node's `require` answer the requests of STAND_INS with stand-ins. */
function install() {
  const load = Module._load;
  const made = new Map();
  Module._load = function loadWithStandIns(request, parent, isMain) {
    const entry =
      typeof parent?.filename === 'string' &&
      STAND_INS.find(
        (s) => s.request === request && s.parent.test(parent.filename),
      );
    if (!entry) return load.apply(this, arguments);
    const file = Module._resolveFilename(request, parent, isMain);
    if (!made.has(file))
      made.set(
        file,
        entry.standIn(() => load.call(this, request, parent, isMain), file),
      );
    return made.get(file);
  };
}

install();

module.exports = {lazyExports, STAND_INS};
