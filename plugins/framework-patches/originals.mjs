// The framework files our patches and swizzles depend on, and their recorded
// contents. A Docusaurus or React upgrade that changes one of them fails
// tests/unit/framework-patches.test.ts, naming what to re-read; after
// checking, `npm run patches:record` records the new contents.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..');
export const RECORD = path.join(HERE, 'originals.json');
const require = createRequire(path.join(ROOT, 'package.json'));

/** Internal modules the patches in this folder substitute. */
export const PATCH_TARGETS = {
  'render-html': ['@docusaurus/core/lib/client/renderToHtml.js'],
  'prism-highlight': [
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
    '@docusaurus/theme-classic/lib/prism-include-languages.js',
  ],
  'lazy-routes': [
    '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    '@docusaurus/core/lib/client/preload.js',
  ],
  'shallow-memo': [
    '@docusaurus/theme-common/lib/utils/reactUtils.js',
    '@docusaurus/theme-common/lib/hooks/useMutationObserver.js',
  ],
  // Replaced in the browser bundle: the package, by request. Its ES module
  // build (the dispatcher's init and the provider's registry the stand-in
  // wraps), and the two modules that request it.
  'helmet-hydration': [
    'react-helmet-async/lib/index.module.js',
    '@docusaurus/core/lib/client/clientEntry.js',
    '@docusaurus/core/lib/client/exports/Head.js',
  ],
  // Not replaced: answered. The one file whose tslib request the bundles
  // resolve to our helpers.
  'tslib-helpers': ['@docusaurus/utils-common/lib/index.js'],
  // Not replaced: completed. The manifest writer, where Docusaurus puts it,
  // what a route component reports, and how a page's scripts are chosen.
  'page-scripts': [
    'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
    '@docusaurus/core/lib/webpack/client.js',
    '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    '@docusaurus/core/lib/ssg/ssgTemplate.js',
    '@docusaurus/core/lib/ssg/ssgParams.js',
    // What a page's scripts are read from (`stableManifest`: `file` only).
    'react-loadable-ssr-addon-v5-slorber/lib/getBundles.js',
  ],
  // Not replaced: the registry is transformed in the browser bundle. Who
  // reads an entry's request, and where that reader is rendered.
  'client-registry': [
    'react-loadable/lib/index.js',
    '@docusaurus/core/lib/client/serverEntry.js',
    '@docusaurus/core/lib/client/clientEntry.js',
  ],
  // Replaced in the browser bundle: the two generated modules the route
  // components read. Who reads them and how, the key format, how the server
  // render's reports reach the page template.
  'route-data': [
    '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    '@docusaurus/core/lib/client/docusaurus.js',
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    '@docusaurus/core/lib/ssg/ssgTemplate.js',
    'react-loadable/lib/index.js',
  ],
  // Not replaced: left out of the client config. Where it is added, what it
  // adds, and its one reader.
  'chunk-asset': [
    '@docusaurus/core/lib/webpack/client.js',
    '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    '@docusaurus/core/lib/client/docusaurus.js',
  ],
  // Not replaced: the generated site config is trimmed in the browser
  // bundle. Its generator.
  'client-config': ['@docusaurus/core/lib/server/codegen/codegen.js'],
  // Not replaced: the generated global data is ordered in the browser
  // bundle. Where plugins' global data is collected, and its generator.
  'global-data': [
    '@docusaurus/core/lib/server/plugins/plugins.js',
    '@docusaurus/core/lib/server/codegen/codegen.js',
  ],
  // Not replaced: wrapped. The function buildLocale calls to render pages
  // (through its module's exports), what it is given and returns, how
  // buildLocale uses the result and clears the output folder, where pages
  // are written.
  'ssg-cache': [
    '@docusaurus/core/lib/ssg/ssgExecutor.js',
    '@docusaurus/core/lib/ssg/ssgParams.js',
    '@docusaurus/core/lib/ssg/ssgGlobalResult.js',
    '@docusaurus/core/lib/ssg/ssgUtils.js',
    '@docusaurus/core/lib/commands/build/buildLocale.js',
  ],
  // Not replaced: given again. Where Docusaurus makes its JS minimizer, and
  // the minimizer plugin whose options and defaults the patch mirrors.
  'stable-runtime': [
    '@docusaurus/bundler/lib/minification.js',
    '@rspack/core/dist/index.js',
  ],
  // Not replaced: asked for the way Rspack 2 reads it. The server config,
  // and where its export is read.
  'server-library': [
    '@docusaurus/core/lib/webpack/server.js',
    '@docusaurus/core/lib/ssg/ssgRenderer.js',
  ],
  // Not replaced: the server config's chunk file names, set in the base
  // config both bundles share.
  'server-chunks': ['@docusaurus/core/lib/webpack/base.js'],
  // Not replaced: answered and wrapped. The module whose function empties
  // the output folder, buildLocale's order (clear, bundle, render, delete
  // the server bundle, postBuild), where the server bundle is written, and
  // how a locale's output folder follows from its base URL.
  'reuse-output': [
    '@docusaurus/core/lib/commands/utils/clearPath.js',
    '@docusaurus/core/lib/commands/build/buildLocale.js',
    '@docusaurus/core/lib/webpack/server.js',
    '@docusaurus/core/lib/server/site.js',
    '@docusaurus/core/lib/server/i18n.js',
  ],
  // Rewritten: one line added at the start of matchPath (both bundles);
  // react-router-config's two exports given with an index (server bundle).
  'route-match': [
    'react-router/esm/react-router.js',
    'react-router-config/esm/react-router-config.js',
  ],
  // Rewritten in the browser bundle: Link's intent listeners and its
  // visibility observer taken out.
  'link-intent': ['@docusaurus/core/lib/client/exports/Link.js'],
  // Not replaced: answered in every thread. The renderer's request and its
  // one use, the bundler's index that exports that function, the minifier's
  // module, the pool that starts the threads (with no Node options of its
  // own, so they inherit the build's --require), and the extractor of
  // translatable strings, which requires Babel's compiler at its top.
  'lazy-modules': [
    '@docusaurus/core/lib/ssg/ssgRenderer.js',
    '@docusaurus/bundler/lib/index.js',
    '@docusaurus/bundler/lib/minifyHtml.js',
    '@docusaurus/core/lib/ssg/ssgExecutor.js',
    '@docusaurus/babel/lib/babelTranslationsExtractor.js',
  ],
  // Not replaced: run without (scripts/lib/docusaurus-cli.mjs). The CLI's
  // entry, and the update check it runs before the command, whose Node
  // version check the site's entry keeps.
  'cli-entry': [
    '@docusaurus/core/bin/docusaurus.mjs',
    '@docusaurus/core/bin/beforeCli.mjs',
  ],
  // Not replaced: derived from. The default page template, and where the
  // `ssrTemplate` option takes its place.
  'paint-first': [
    '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    '@docusaurus/core/lib/ssg/ssgParams.js',
  ],
};

/**
 * Framework files a swizzle re-implements or renders directly, though
 * Docusaurus rates that swizzle safe: src/theme/CodeBlock is the theme's
 * CodeBlock/index.js without its remount after hydration, and renders the
 * two content components that file chooses between.
 */
export const SWIZZLE_RELIES_ON = [
  '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/Element.js',
];

/**
 * Where swizzles live: the site's own theme folder, and the theme folders
 * of local plugins (a feature's swizzles live with the feature). A plugin
 * theme imports the classic theme's component as @theme-init/…, the site's
 * own as @theme-original/….
 */
export const SWIZZLE_HOMES = [
  {
    dir: 'src/theme',
    readme: 'src/theme/README.md',
    original: '@theme-original',
  },
  {
    dir: 'plugins/posts/theme',
    readme: 'plugins/posts/README.md',
    original: '@theme-init',
  },
];

/**
 * The rows of the swizzle tables: the swizzle file (relative to its home),
 * the component name, what we do (wrap, replace, extend), Docusaurus's
 * rating, and the home.
 * @returns {{file: string, name: string, verb: string, rating: string | null, home: typeof SWIZZLE_HOMES[number]}[]}
 */
export function readmeSwizzles() {
  const rows = [];
  for (const home of SWIZZLE_HOMES) {
    const readme = fs.readFileSync(path.join(ROOT, home.readme), 'utf8');
    for (const line of readme.split('\n')) {
      const match = /^\| `([^`]+\.tsx)` \| ([^|]+) \|/.exec(line);
      if (!match) continue;
      const [, file, kind] = match;
      rows.push({
        file,
        name: file.replace(/(\/index)?\.tsx$/, ''),
        verb: /^\w+/.exec(kind.trim())[0],
        rating: /\b(safe|unsafe|forbidden)\b/.exec(kind)?.[1] ?? null,
        home,
      });
    }
  }
  return rows;
}

/**
 * How Docusaurus rates swizzling each classic theme component.
 * @returns {Record<string, {actions: Record<string, string>}>}
 */
export function swizzleConfig() {
  return require('@docusaurus/theme-classic/lib/getSwizzleConfig.js').default()
    .components;
}

/** The classic theme's file for a component name. */
export function themeOriginal(name) {
  for (const candidate of [`${name}/index.js`, `${name}.js`]) {
    const file = `@docusaurus/theme-classic/lib/theme/${candidate}`;
    try {
      require.resolve(file);
      return file;
    } catch {
      // try the next form
    }
  }
  return null;
}

/** Every framework file whose contents are recorded. */
export function watchedFiles() {
  const files = [...Object.values(PATCH_TARGETS).flat(), ...SWIZZLE_RELIES_ON];
  for (const row of readmeSwizzles()) {
    if (row.rating !== 'unsafe') continue;
    const original = themeOriginal(row.name);
    if (original) files.push(original);
  }
  return [...new Set(files)].sort();
}

/**
 * A framework file's path. Files a package's `exports` does not list (the
 * theme-common internals) are read from the installed package's folder.
 */
export function resolveFramework(file) {
  try {
    return require.resolve(file);
  } catch (error) {
    const installed = path.join(ROOT, 'node_modules', file);
    if (fs.existsSync(installed)) return installed;
    throw error;
  }
}

export function sha256(file) {
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(resolveFramework(file)))
    .digest('hex');
}

export function installedVersion(pkg) {
  return require(`${pkg}/package.json`).version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const record = {
    $comment: [
      'Recorded contents (sha256) of the framework files that the patches in',
      'this folder substitute and that src/theme replaces or wraps unsafely.',
      'Written by npm run patches:record after re-reading each changed file.',
    ],
    versions: Object.fromEntries(
      ['@docusaurus/core', '@docusaurus/theme-classic', 'react-dom'].map(
        (pkg) => [pkg, installedVersion(pkg)],
      ),
    ),
    files: Object.fromEntries(watchedFiles().map((f) => [f, sha256(f)])),
  };
  fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `Recorded ${Object.keys(record.files).length} files in ${path.relative(ROOT, RECORD)}.`,
  );
}
