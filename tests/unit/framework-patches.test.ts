/**
 * Tripwires for the places where the site stands in for Docusaurus or React
 * internals (plugins/framework-patches) and for the theme swizzles
 * (src/theme/README.md). They fail with what to re-read when an upgrade
 * changes what those places rely on.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  PATCH_TARGETS,
  RECORD,
  ROOT,
  readmeSwizzles,
  resolveFramework,
  sha256,
  SWIZZLE_HOMES,
  swizzleConfig,
  SWIZZLE_RELIES_ON,
  themeOriginal,
  watchedFiles,
} from '../../plugins/framework-patches/originals.mjs';
import {DOCUSAURUS_RENDER_TO_HTML} from '../../plugins/framework-patches/render-html';
import {
  PRISM_STARTUP,
  THEME_CODE_BLOCK_CONTENT,
} from '../../plugins/framework-patches/prism-highlight';
import {COMPONENT_CREATOR_REQUEST} from '../../plugins/framework-patches/lazy-routes';
import {
  ORIGINAL_ALIAS,
  THEME_REACT_UTILS,
} from '../../plugins/framework-patches/shallow-memo';
import {
  HELMET_REQUEST,
  ORIGINAL_ALIAS as HELMET_ORIGINAL_ALIAS,
} from '../../plugins/framework-patches/helmet-hydration';
import {MANIFEST_FILE} from '../../plugins/framework-patches/page-scripts';
import {
  HELPERS,
  UTILS_COMMON_INDEX,
} from '../../plugins/framework-patches/tslib-helpers';
import * as tslibHelpers from '../../plugins/framework-patches/tslib-helpers/helpers';
import {REGISTRY_MODULE} from '../../plugins/framework-patches/client-registry';
import {CONFIG_MODULE} from '../../plugins/framework-patches/client-config';
import {GLOBAL_DATA_MODULE} from '../../plugins/framework-patches/global-data';
import {SCRIPTS_LOOP} from '../../plugins/framework-patches/paint-first';
import {REQUESTS as ROUTE_DATA_REQUESTS} from '../../plugins/framework-patches/route-data';
import {CHUNK_ASSET_PLUGIN} from '../../plugins/framework-patches/chunk-asset';
import {
  installSSGCache,
  SSG_EXECUTOR,
  SSG_PARAMS,
} from '../../plugins/framework-patches/ssg-cache';
import {JS_MINIMIZER} from '../../plugins/framework-patches/stable-runtime';
import {
  CLEAR_PATH,
  installReuseOutput,
  SERVER_DIR,
} from '../../plugins/framework-patches/reuse-output';
import {SERVER_LIBRARY} from '../../plugins/framework-patches/server-library';
import {
  REACT_ROUTER_CONFIG_MODULE,
  REACT_ROUTER_MODULE,
} from '../../plugins/framework-patches/route-match';
import {ANCHOR as MATCH_PATH_ANCHOR} from '../../plugins/framework-patches/route-match/loader.cjs';
import {ANCHORS as ROUTE_CONFIG_ANCHORS} from '../../plugins/framework-patches/route-match/configLoader.cjs';
import {LINK_MODULE} from '../../plugins/framework-patches/link-intent';
import {
  LISTENERS as LINK_LISTENERS,
  OBSERVER as LINK_OBSERVER,
} from '../../plugins/framework-patches/link-intent/loader.cjs';
import {STAND_INS} from '../../plugins/framework-patches/lazy-modules/preload.cjs';

const resolve = (file: string) => resolveFramework(file);
const source = (file: string) => fs.readFileSync(resolve(file), 'utf8');
/** The `module` entry of the package whose `esm/` folder holds `file`. */
const moduleEntry = (file: string) =>
  (
    JSON.parse(
      fs.readFileSync(
        path.join(path.dirname(file), '..', 'package.json'),
        'utf8',
      ),
    ) as {module: string}
  ).module;
const record = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as {
  files: Record<string, string>;
};

/**
 * The client code of Docusaurus, its theme and content plugins, and of the
 * site (`src`, `plugins`), whose text matches: a file list, sorted.
 */
function clientFilesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  const scan = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') scan(full);
      } else if (
        /\.(m?js|tsx?)$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        pattern.test(fs.readFileSync(full, 'utf8'))
      )
        found.push(path.relative(ROOT, full).split(path.sep).join('/'));
    }
  };
  for (const dir of [
    'node_modules/@docusaurus/core/lib/client',
    'node_modules/@docusaurus/theme-classic/lib',
    'node_modules/@docusaurus/theme-common/lib',
    'node_modules/@docusaurus/plugin-content-docs/lib',
    'node_modules/@docusaurus/plugin-content-blog/lib',
    'src',
    'plugins',
  ])
    scan(path.join(ROOT, dir));
  return found.sort();
}

/** Components of ours that are not swizzles: new route components. */
const NEW_COMPONENTS = /^Posts\w+Page$/;

function swizzleFiles(home: string, dir = path.join(ROOT, home)): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return swizzleFiles(home, full);
    return entry.name.endsWith('.tsx')
      ? [path.relative(path.join(ROOT, home), full)]
      : [];
  });
}

describe('framework patches', () => {
  it('render-html: Docusaurus still renders pages in the module it replaces, with the Node stream renderer', () => {
    const [target] = PATCH_TARGETS['render-html'];
    expect(DOCUSAURUS_RENDER_TO_HTML.test(resolve(target!))).toBe(true);
    const code = source(target!);
    expect(code).toMatch(/export async function renderToHtml\(/);
    // If Docusaurus stops using it, the patch (and its reason) may be gone.
    expect(code).toMatch(/renderToPipeableStream/);
  });

  it('prism-highlight: the theme code block still imports Highlight from prism-react-renderer, and the start-up module still exists', () => {
    const [content, startup] = PATCH_TARGETS['prism-highlight'];
    expect(THEME_CODE_BLOCK_CONTENT.test(resolve(content!))).toBe(true);
    expect(source(content!)).toMatch(
      /import \{\s*Highlight\s*\} from 'prism-react-renderer'/,
    );
    expect(PRISM_STARTUP.test(resolve(startup!))).toBe(true);
  });

  it('prism-highlight: the render function still returns <Pre><Code>{lines}</Code></Pre>, and Code still passes its props on to <code>', () => {
    // src/components/CodeBlock/Highlight.tsx (StaticLines) swaps the lines
    // of that Code element for the server's markup while a page hydrates.
    const code = source(PATCH_TARGETS['prism-highlight'][0]!);
    expect(code).toMatch(/<Pre\b[^>]*>\s*<Code>\s*\{lines\.map\(/);
    expect(code).toMatch(
      /function Code\(props\)[\s\S]*?<code\s+\{\.\.\.props\}/,
    );
  });

  it('lazy-routes: the route table still makes every route component with ComponentCreator(path, hash), a loadable component that preload() loads', () => {
    const [creator, codegen, preload] = PATCH_TARGETS['lazy-routes'];
    // The generated routes.js imports it under the request the patch
    // redirects, and calls it once per route.
    const generator = source(codegen!);
    const request = /import ComponentCreator from '([^']+)'/.exec(generator);
    expect(request && COMPONENT_CREATOR_REQUEST.test(request[1]!)).toBe(true);
    expect(generator).toMatch(
      /ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/,
    );
    // The original is still a default export taking (path, hash) and
    // returning react-loadable components, whose static preload() the
    // stand-in forwards to.
    const original = source(creator!);
    expect(original).toMatch(
      /export default function ComponentCreator\(path, hash\)/,
    );
    expect(original).toMatch(/return Loadable\.Map\(/);
    // Docusaurus preloads a route through its component's preload(): the
    // stand-in creates the real component then.
    expect(source(preload!)).toMatch(
      /match\.route\.component\.preload\?\.\(\)/,
    );
  });

  it('shallow-memo: the theme module it replaces still orders keys with localeCompare, and our stand-in exports everything it does', async () => {
    const [reactUtils, mutationObserver] = PATCH_TARGETS['shallow-memo'];
    expect(THEME_REACT_UTILS.test(resolve(reactUtils!))).toBe(true);
    const original = source(reactUtils!);
    // Once the theme stops using localeCompare here, the patch can go.
    expect(original).toMatch(
      /export function useShallowMemoObject\(obj\)[^]*?localeCompare/,
    );
    // The hook the code blocks reach it through still imports it from there.
    expect(source(mutationObserver!)).toMatch(
      /import \{[^}]*useShallowMemoObject[^}]*\} from '\.\.\/utils\/reactUtils'/,
    );
    // Every export of the original is still there in the stand-in, which
    // takes them over by `export *`; the overridden hook keeps its meaning.
    const names = [...original.matchAll(/export function (\w+)/g)].map(
      (m) => m[1],
    );
    expect(names).toContain('useShallowMemoObject');
    const standIn = fs.readFileSync(
      path.join(ROOT, 'plugins/framework-patches/shallow-memo/reactUtils.ts'),
      'utf8',
    );
    expect(standIn).toContain(`export * from '${ORIGINAL_ALIAS}'`);
  });

  it('helmet-hydration: a <Head> still adds itself before its first emitChange, through the registry the provider builds', () => {
    const [helmet, clientEntry, head] = PATCH_TARGETS['helmet-hydration'];
    const original = source(helmet!);
    // The dispatcher's init: added to the registry, then its own
    // emitChange, which the stand-in hides while the page hydrates.
    expect(original).toMatch(
      /\.init=function\(\)\{this\.rendered\|\|\(this\.rendered=!0,this\.props\.context\.helmetInstances\.add\(this\),this\.emitChange\(\)\)\}/,
    );
    // The provider keeps that registry on its instance, as `helmetData`.
    expect(original).toMatch(/\.helmetData=new \w+\(/);
    expect(original).toMatch(/helmetInstances:\{get:/);
    // The two modules that request the package, by the name replaced.
    const request = /from ['"]react-helmet-async['"]/;
    expect(source(clientEntry!)).toMatch(request);
    expect(source(clientEntry!)).toMatch(/import \{ HelmetProvider \}/);
    expect(source(head!)).toMatch(request);
    // provider.tsx stands in for the `Helmet` that @docusaurus/Head renders.
    expect(source(head!)).toMatch(/import \{ Helmet \}/);
    expect(HELMET_REQUEST.test('react-helmet-async')).toBe(true);
    // The stand-in takes over every other export.
    const standIn = fs.readFileSync(
      path.join(
        ROOT,
        'plugins/framework-patches/helmet-hydration/provider.tsx',
      ),
      'utf8',
    );
    expect(standIn).toContain(`export * from '${HELMET_ORIGINAL_ALIAS}'`);
  });

  it('tslib-helpers: utils-common still requires tslib, and uses no helper ours lacks', () => {
    const [index] = PATCH_TARGETS['tslib-helpers'];
    expect(UTILS_COMMON_INDEX.test(resolve(index!))).toBe(true);
    // The file the rule matches requires tslib; once it stops, the patch
    // can go.
    expect(source(index!)).toMatch(/= require\("tslib"\)/);
    // Every helper any file of the package calls is one ours provides: a
    // file that starts requiring tslib with another helper fails here.
    const lib = path.dirname(resolve(index!));
    const used = new Set(
      fs
        .readdirSync(lib)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => [
          ...fs
            .readFileSync(path.join(lib, file), 'utf8')
            .matchAll(/\btslib_\d+\.(\w+)/g),
        ])
        .map((match) => match[1]),
    );
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(HELPERS).toContain(helper);
    expect(Object.keys(tslibHelpers).sort()).toEqual([...HELPERS].sort());
  });

  it("tslib-helpers: our helpers answer as tslib's", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const tslib = require('tslib') as Record<
      string,
      (value: unknown) => unknown
    >;
    const esModule = {__esModule: true, default: 1};
    const values: unknown[] = [
      esModule,
      {default: 2},
      () => 3,
      'text',
      0,
      null,
      undefined,
      {__esModule: false},
    ];
    for (const name of HELPERS)
      for (const value of values)
        expect(
          (tslibHelpers as Record<string, (value: unknown) => unknown>)[name]!(
            value,
          ),
        ).toEqual(tslib[name]!(value));
    expect(tslibHelpers.__importDefault(esModule)).toBe(esModule);
  });

  it('page-scripts: the manifest is still keyed by chunk name and written where the patch completes it, while route components still report their requests', () => {
    const [addon, clientConfig, creator, template, params] =
      PATCH_TARGETS['page-scripts'];
    // Keyed by chunk name (or id) under webpack 5 and Rspack: the gap the
    // patch fills. Once it keys by request, the patch can go.
    expect(source(addon!)).toMatch(
      /if \(!WEBPACK_5\)[^]*?if \(origins\.size === 0\) \{\s*return \[names\[0\] \|\| id\];/,
    );
    // Written by the client bundle into the generated files folder, and read
    // from there before pages are rendered.
    expect(source(clientConfig!)).toMatch(
      new RegExp(
        `path_1\\.default\\.join\\(generatedFilesDir, '${MANIFEST_FILE}'\\)[^]*?new react_loadable_ssr_addon_v5_slorber_1\\.default\\(\\{\\s*filename: clientManifestPath`,
      ),
    );
    expect(source(params!)).toMatch(/readJSON\(clientManifestPath/);
    // A route component reports the second field of its registry entries.
    expect(source(creator!)).toMatch(/modules\.push\(chunkRegistry\[1\]\)/);
    // A page's scripts are the manifest's files for the entry points and the
    // modules the page's render reported.
    expect(source(template!)).toMatch(
      /\[\.\.\.manifest\.entrypoints, \.\.\.Array\.from\(modules\)\][^]*?getBundles\)\(manifest, modulesToBeLoaded\)/,
    );
  });

  it('client-registry: only a Capture, rendered on the server alone, reads the requests the browser bundle drops', () => {
    const [loadable, serverEntry, clientEntry] =
      PATCH_TARGETS['client-registry'];
    // react-loadable reads a component's modules only to report them to a
    // Capture above it, and nowhere else.
    const library = source(loadable!);
    expect(library.match(/opts\.modules/g)).toHaveLength(2);
    expect(library).toMatch(
      /if \(this\.context && Array\.isArray\(opts\.modules\)\) \{\s*opts\.modules\.forEach\(function \(moduleName\) \{\s*_this2\.context\.report\(moduleName\);/,
    );
    // Docusaurus renders a Capture on the server, never in the browser.
    expect(source(serverEntry!)).toMatch(/<Loadable\.Capture report=/);
    expect(source(clientEntry!)).not.toMatch(/Capture/);
    // The loader's rule finds the generated registry.
    expect(
      REGISTRY_MODULE.test(path.join(ROOT, '.docusaurus', 'registry.js')),
    ).toBe(true);
  });

  it('route-data: route components still read the registry and chunk names only by these requests, keyed as the patch keys them, and reports still reach the template as files', () => {
    const [creator, docusaurus, codegen, template, loadable] =
      PATCH_TARGETS['route-data'];
    const original = source(creator!);
    // The two requests the browser bundle answers with ours.
    const requests = (text: string) =>
      [...text.matchAll(/^import \w+ from '(@generated\/[^']+)';$/gm)].map(
        (m) => m[1]!,
      );
    expect(requests(original)).toEqual([
      '@generated/routesChunkNames',
      '@generated/registry',
    ]);
    for (const request of requests(original))
      expect(ROUTE_DATA_REQUESTS.test(request)).toBe(true);
    // Read when a route component is made (after ../route-data's routeReady),
    // by the key `${path}-${hash}`, entry by entry.
    expect(original).toMatch(
      /const chunkNames = routesChunkNames\[`\$\{path\}-\$\{hash\}`\];/,
    );
    expect(original).toMatch(/const chunkRegistry = registry\[chunkName\];/);
    expect(source(codegen!)).toMatch(
      /const routeKey = `\$\{routePath\}-\$\{routeHash\}`;/,
    );
    // The only other reader: prefetch, which src/clientModules/intentPrefetch
    // turns off (it reads chunk names only, and finds fewer).
    expect(requests(source(docusaurus!))).toContain(
      '@generated/routesChunkNames',
    );
    expect(source(docusaurus!)).not.toMatch(/@generated\/registry/);
    // A loadable reports its modules to the server's Capture, and the page's
    // scripts are the `file` of each reported name's assets.
    expect(source(loadable!)).toMatch(/_this2\.context\.report\(moduleName\)/);
    expect(source(template!)).toMatch(
      /const scripts = \(bundles\.js \?\? \[\]\)\.map\(\(b\) => b\.file\);/,
    );
  });

  it('route-data: no other client module of Docusaurus, its theme or the site reads the registry or the chunk names', () => {
    expect(
      clientFilesMatching(/['"]@generated\/(registry|routesChunkNames)['"]/),
    ).toEqual([
      'node_modules/@docusaurus/core/lib/client/docusaurus.js',
      'node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js',
    ]);
  });

  it("chunk-asset: the client config still adds the plugin, whose table only Docusaurus's prefetch reads, and the site still turns that prefetch off", () => {
    const [clientConfig, plugin, docusaurus] = PATCH_TARGETS['chunk-asset'];
    expect(source(clientConfig!)).toMatch(
      /new ChunkAssetPlugin_1\.default\(\),/,
    );
    expect(source(plugin!)).toMatch(
      new RegExp(`class ${CHUNK_ASSET_PLUGIN} \\{`),
    );
    expect(source(plugin!)).toMatch(
      /const DocusaurusGetChunkAssetFn = '__webpack_require__\.gca';/,
    );
    // Its one reader: prefetch, which skips a chunk without an asset.
    const prefetch = source(docusaurus!);
    expect(prefetch).toMatch(
      /const chunkAsset = __webpack_require__\.gca\(chunkName\);[^]*?if \(chunkAsset && !chunkAsset\.includes\('undefined'\)\)/,
    );
    expect(clientFilesMatching(/__webpack_require__\.gca\(/)).toEqual([
      'node_modules/@docusaurus/core/lib/client/docusaurus.js',
    ]);
    // The site answers prefetch with nothing (src/clientModules/intentPrefetch).
    expect(
      fs.readFileSync(
        path.join(ROOT, 'src/clientModules/intentPrefetch.ts'),
        'utf8',
      ),
    ).toMatch(/prefetch\(\) \{\s*return false;\s*\}/);
  });

  it('client-config: Docusaurus still writes the site config as one JSON export, where the loader looks for it', () => {
    const [codegen] = PATCH_TARGETS['client-config'];
    const generator = source(codegen!);
    expect(generator).toMatch(
      /`\$\{utils_1\.DEFAULT_CONFIG_FILE_NAME\}\.mjs`[^]*?export default \$\{JSON\.stringify\(siteConfig, null, 2\)\};/,
    );
    expect(
      CONFIG_MODULE.test(
        path.join(ROOT, '.docusaurus', 'docusaurus.config.mjs'),
      ),
    ).toBe(true);
  });

  it('global-data: Docusaurus still collects allContentLoaded global data as plugins finish, and writes it as JSON where the loader looks for it', () => {
    const [plugins, codegen] = PATCH_TARGETS['global-data'];
    // If Docusaurus collects it in plugin order, the patch may be removed.
    expect(source(plugins!)).toMatch(
      /await Promise\.all\(plugins\.map\(async \(plugin\) => \{[^]*?allGlobalData\[plugin\.name\]\[plugin\.options\.id\] = pluginGlobalData;/,
    );
    expect(source(codegen!)).toMatch(
      /'globalData\.json', JSON\.stringify\(globalData, null, 2\)\)/,
    );
    expect(
      GLOBAL_DATA_MODULE.test(
        path.join(ROOT, '.docusaurus', 'globalData.json'),
      ),
    ).toBe(true);
  });

  it('cli-entry: Docusaurus’s entry still only sets the default environment, reports unhandled rejections, runs the update check, then the command; the check still ends with the Node version check the site’s entry keeps', () => {
    const [entry, beforeCli] = PATCH_TARGETS['cli-entry'];
    const code = source(entry!)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    // Each statement outside the error handler, in order.
    const body = code.slice(code.indexOf("process.on('unhandledRejection'"));
    expect(code).toMatch(
      /process\.env\.BABEL_ENV \?\?= 'development';\s*process\.env\.NODE_ENV \?\?= 'development';/,
    );
    expect(body.replace(/\s+/g, ' ').trim()).toBe(
      "process.on('unhandledRejection', handleError); try { await beforeCli(); await runCLI(process.argv); } catch (e) { handleError(e); }",
    );
    const check = source(beforeCli!);
    expect(check).toMatch(
      /if \(!semver\.satisfies\(process\.version, requiredVersion\)\) \{[\s\S]*?process\.exit\(1\);\s*\}\s*\}\s*$/,
    );
    expect(check).toMatch(/engines: \{node: requiredVersion\}/);
  });

  it('paint-first: the default page template still lists scripts in the loop the patch replaces, and `ssrTemplate` still takes its place', () => {
    const [template, params] = PATCH_TARGETS['paint-first'];
    expect(source(template!)).toMatch(SCRIPTS_LOOP);
    expect(source(params!)).toMatch(
      /ssgTemplateContent: props\.siteConfig\.ssrTemplate \?\? ssgTemplate_html_1\.default/,
    );
  });

  it('ssg-cache: buildLocale still renders pages by calling executeSSG through its module, clears the output folder first, and hands the result on', () => {
    const [executor, params, globalResult, utils, buildLocale] =
      PATCH_TARGETS['ssg-cache'];
    expect(executor).toBe(SSG_EXECUTOR);
    expect(params).toBe(SSG_PARAMS);
    // The wrapper takes executeSSG's place in the exports object, which
    // buildLocale reads at each call.
    const exec = source(executor!);
    expect(exec).toMatch(/exports\.executeSSG = executeSSG;/);
    expect(exec).toMatch(
      /async function executeSSG\(\{ props, serverBundlePath, clientManifestPath, router, \}\)/,
    );
    const build = source(buildLocale!);
    expect(build).toMatch(
      /\(0, ssgExecutor_1\.executeSSG\)\(\{\s*props,\s*serverBundlePath,\s*clientManifestPath,\s*router,\s*\}\)/,
    );
    // Its result is all postBuild and the broken-links check get from it.
    expect(build).toMatch(
      /const \{ collectedData \} = await logger_1\.PerfLogger\.async\('SSG'/,
    );
    // The output folder is emptied before bundling (or, with reuse-output,
    // rid after rendering of what this build did not write), so pages put
    // back are the only pages.
    expect(build).toMatch(/\(0, clearPath_1\.default\)\(outDir\)/);
    // The result is plain data (it crosses worker threads), so it can be
    // stored.
    expect(source(globalResult!)).toMatch(/return \{ collectedData \};/);
    // Everything the renderer is given, with the two paths the key leaves
    // out.
    const paramsCode = source(params!);
    expect(paramsCode).toMatch(
      /async function createSSGParams\(\{ props, serverBundlePath, clientManifestPath, \}\)/,
    );
    expect(paramsCode).toMatch(/outDir: props\.outDir,/);
    expect(paramsCode).toMatch(/\n\s+serverBundlePath,\n/);
    // Pages are written under the output folder only.
    expect(source(utils!)).toMatch(
      /const filePath = path_1\.default\.join\(params\.outDir, filename\);/,
    );
  });

  it('ssg-cache: installs once around the real executeSSG', () => {
    const load = createRequire(path.join(ROOT, 'package.json'));
    const before = (load(SSG_EXECUTOR) as {executeSSG: unknown}).executeSSG;
    installSSGCache(ROOT);
    const wrapped = (load(SSG_EXECUTOR) as {executeSSG: unknown}).executeSSG;
    expect(wrapped).not.toBe(before);
    installSSGCache(ROOT);
    expect((load(SSG_EXECUTOR) as {executeSSG: unknown}).executeSSG).toBe(
      wrapped,
    );
  });

  it('stable-runtime: Docusaurus still makes its Rspack JS minimizer from the faster options, with no exclude', () => {
    const [minification, rspack] = PATCH_TARGETS['stable-runtime'];
    const code = source(minification!);
    expect(code).toMatch(
      new RegExp(
        `new rspack\\.${JS_MINIMIZER}\\(\\{\\s*minimizerOptions: \\{\\s*minify: true,[^}]*ecma: swcJsMinimizerOptions\\.ecma,\\s*\\.\\.\\.swcJsMinimizerOptions,\\s*\\},\\s*\\}\\)`,
      ),
    );
    // Rspack's defaults that swcOptions mirrors: two compress passes, no
    // comments. Its default ecma (the target's, else 5) is not mirrored:
    // Docusaurus always gives one (matched above).
    const bundler = source(rspack!);
    expect(bundler).toMatch(
      /SwcJsMinimizerRspackPlugin = base_create\([^]{0,200}compress = options\?\.minimizerOptions\?\.compress \?\? !0, mangle = options\?\.minimizerOptions\?\.mangle \?\? !0, ecma = options\?\.minimizerOptions\?\.ecma \?\? [^\n]*, format = \{\s*comments: !1,/,
    );
    expect(bundler).toMatch(/passes: 2,\s*\.\.\.compress/);
  });

  it('server-library: the server config still asks for a CommonJS module with libraryTarget, and the renderer still takes its default export', () => {
    const [server, renderer] = PATCH_TARGETS['server-library'];
    expect(source(server!)).toMatch(
      new RegExp(`libraryTarget: '${SERVER_LIBRARY}',`),
    );
    expect(source(renderer!)).toMatch(/serverEntry\.default/);
  });

  it('reuse-output: buildLocale still clears the output folder through clearPath, then bundles, renders, deletes the server bundle and runs postBuild, in that order', () => {
    const [clearPath, buildLocale, server, site, i18n] =
      PATCH_TARGETS['reuse-output'];
    expect(clearPath).toBe(CLEAR_PATH);
    // Answered through the module's exports, which buildLocale reads at
    // each call.
    expect(source(clearPath!)).toMatch(/exports\.default = clearPath;/);
    const build = source(buildLocale!);
    expect(build).toMatch(/\(0, clearPath_1\.default\)\(outDir\)/);
    const order = [
      /\(0, clearPath_1\.default\)\(outDir\)/,
      /\(0, bundler_1\.compile\)\(/,
      /\(0, ssgExecutor_1\.executeSSG\)\(/,
      /await cleanupServerBundle\(serverBundlePath\);/,
      /executePluginsPostBuild\(\{ plugins, props, collectedData \}\)/,
    ].map((pattern) => build.search(pattern));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // A server bundle already set aside is no error.
    expect(build).toMatch(
      /await fs_extra_1\.default\.rm\(serverDir, \{ recursive: true, force: true \}\);/,
    );
    // Where the server bundle goes.
    expect(source(server!)).toMatch(
      new RegExp(
        `const outputDir = path_1\\.default\\.join\\(props\\.outDir, '${SERVER_DIR}'\\);`,
      ),
    );
    // A locale's folder is the site's joined with its base URL less the
    // site's, and a locale's inferred base URL adds its name to the site's.
    const siteCode = source(site!);
    expect(siteCode).toMatch(
      /const outDirBaseUrl = baseUrl\.replace\(initialSiteConfig\.baseUrl, '\/'\);\s*const outDir = path_1\.default\.join\(path_1\.default\.resolve\(siteDir, baseOutDir\), outDirBaseUrl\);/,
    );
    expect(source(i18n!)).toMatch(
      /config\.baseUrl,\s*addLocaleSegment \? locale : '',/,
    );
  });

  it('reuse-output: installs once around the real clearPath and executeSSG', () => {
    const load = createRequire(path.join(ROOT, 'package.json'));
    const clear = () => (load(CLEAR_PATH) as {default: unknown}).default;
    const exec = () => (load(SSG_EXECUTOR) as {executeSSG: unknown}).executeSSG;
    const before = [clear(), exec()];
    const state = installReuseOutput(ROOT);
    const wrapped = [clear(), exec()];
    expect(wrapped[0]).not.toBe(before[0]);
    expect(wrapped[1]).not.toBe(before[1]);
    expect(installReuseOutput(ROOT)).toBe(state);
    expect([clear(), exec()]).toEqual(wrapped);
  });

  it('ssg-cache and reuse-output: a second locale wraps executeSSG no further', () => {
    // Both wrap the same function, one around the other, and every locale
    // installs them again in the config's order.
    const load = createRequire(path.join(ROOT, 'package.json'));
    const exec = () => (load(SSG_EXECUTOR) as {executeSSG: unknown}).executeSSG;
    installSSGCache(ROOT);
    installReuseOutput(ROOT);
    const first = exec();
    installSSGCache(ROOT);
    installReuseOutput(ROOT);
    expect(exec()).toBe(first);
  });

  it("server-chunks: the base config still names both bundles' chunk files with their name and content hash", () => {
    const [base] = PATCH_TARGETS['server-chunks'];
    // The server override replaces this; were it gone, so would the reason.
    expect(source(base!)).toMatch(
      /chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/,
    );
  });

  it("route-match: react-router's module is the bundles' entry, with one matchPath that compiles a static path with path-to-regexp's options", () => {
    const [module] = PATCH_TARGETS['route-match'];
    const file = resolve(module!);
    expect(REACT_ROUTER_MODULE.test(file)).toBe(true);
    const code = source(module!);
    expect(code.split(MATCH_PATH_ANCHOR)).toHaveLength(2);
    // The check assumes what matchPath does with a path: one path-to-regexp
    // pattern per path, with exact as `end`, and a null when it fails.
    expect(code).toMatch(/import pathToRegexp from 'path-to-regexp';/);
    expect(code).toMatch(
      /compilePath\$1\(path, \{\s*end: exact,\s*strict: strict,\s*sensitive: sensitive\s*\}\)[^]{0,200}var match = regexp\.exec\(pathname\);\s*if \(!match\) return null;/,
    );
    expect(moduleEntry(file)).toBe('esm/react-router.js');
  });

  it("route-match: react-router-config's module is the bundles' entry, whose two functions try a level's routes in turn, the first match winning", () => {
    const [, module] = PATCH_TARGETS['route-match'];
    const file = resolve(module!);
    expect(REACT_ROUTER_CONFIG_MODULE.test(file)).toBe(true);
    const code = source(module!);
    for (const anchor of ROUTE_CONFIG_ANCHORS)
      expect(code.split(anchor)).toHaveLength(2);
    // What levelIndex.cjs does in their place: the first route that
    // matches (some), its children after it; a Switch of one Route per
    // route, keyed by its key or place, with path, exact and strict.
    expect(code).toMatch(
      /routes\.some\(function \(route\) \{\s*var match = route\.path \? matchPath\(pathname, route\) : branch\.length \? branch\[branch\.length - 1\]\.match[^]{0,120}: Router\.computeRootMatch\(pathname\);/,
    );
    expect(code).toMatch(
      /React\.createElement\(Switch, switchProps, routes\.map\(function \(route, i\) \{\s*return React\.createElement\(Route, \{\s*key: route\.key \|\| i,\s*path: route\.path,\s*exact: route\.exact,\s*strict: route\.strict,\s*render:/,
    );
    expect(moduleEntry(file)).toBe('esm/react-router-config.js');
    // react-router's Switch tests a child's path (or from) with the child's
    // own props, and a child without one takes the router's match.
    const router = source(PATCH_TARGETS['route-match'][0]!);
    expect(router).toMatch(
      /var path = child\.props\.path \|\| child\.props\.from;\s*match = path \? matchPath\(location\.pathname, _extends\(\{\}, child\.props, \{\s*path: path\s*\}\)\) : context\.match;/,
    );
  });

  it('link-intent: Link has one pair of intent listeners that only preload, and one visibility observer that only prefetches', () => {
    const [module] = PATCH_TARGETS['link-intent'];
    expect(LINK_MODULE.test(resolve(module!))).toBe(true);
    const code = source(module!);
    expect(code.split(LINK_LISTENERS)).toHaveLength(2);
    expect(code.split(LINK_OBSERVER)).toHaveLength(2);
    // What the listeners did, which src/clientModules/intentPrefetch.ts does
    // from the document: preload the link's page, once.
    expect(code).toMatch(
      /const onInteractionEnter = \(\) => \{\s*if \(!preloaded\.current && targetLink != null\) \{\s*window\.docusaurus\.preload\(targetLink\);\s*preloaded\.current = true;\s*\}\s*\};/,
    );
    // What the observer did, which intentPrefetch turns off: prefetch.
    expect(code).toMatch(
      /ioRef\.current = new window\.IntersectionObserver\([^]{0,600}window\.docusaurus\.prefetch\(targetLink\);/,
    );
    expect(code.match(/onInteractionEnter/g)).toHaveLength(3);
  });

  it("lazy-modules: the renderer still reads only the HTML minifier from the bundler, whose module calls Terser only on request, in threads that inherit the build's options; the extractor calls Babel only in its functions", () => {
    const [renderer, index, minifyHtml, executor, extractor] =
      PATCH_TARGETS['lazy-modules'];
    const [bundler, terser, ...babel] = STAND_INS;
    // Babel's compiler: required at the extractor's top as the stand-ins
    // assume, used only inside its functions.
    const extractorCode = source(extractor!);
    const firstFunction = extractorCode.indexOf('\nasync function ');
    expect(firstFunction).toBeGreaterThan(0);
    expect(babel.map((entry) => entry.request)).toEqual([
      '@babel/core',
      '@babel/generator',
      '@babel/traverse',
    ]);
    for (const entry of babel) {
      expect(entry.parent.test(resolve(extractor!))).toBe(true);
      const name = `${entry.request.replace(/^@babel\//, '')}_1`;
      const requires = extractorCode.match(
        new RegExp(
          `const ${name} = (tslib_1\\.__importDefault\\()?require\\("${entry.request}"\\)\\)?;`,
          'g',
        ),
      );
      expect(requires).toHaveLength(1);
      const uses = [
        ...extractorCode.matchAll(new RegExp(`\\b${name}\\b`, 'g')),
      ];
      expect(uses.length).toBeGreaterThan(1);
      expect(uses[0]!.index).toBeLessThan(firstFunction);
      for (const use of uses.slice(1))
        expect(use.index).toBeGreaterThan(firstFunction);
    }
    // The stand-ins answer requests from these files.
    expect(bundler!.parent.test(resolve(renderer!))).toBe(true);
    expect(terser!.parent.test(resolve(minifyHtml!))).toBe(true);
    // A renderer that read more would load the whole index again (correct,
    // but the gain would be gone).
    const rendererCode = source(renderer!);
    expect(rendererCode).toMatch(
      new RegExp(`const bundler_1 = require\\("${bundler!.request}"\\);`),
    );
    expect([...new Set(rendererCode.match(/bundler_1\.\w+/g))]).toEqual([
      'bundler_1.getHtmlMinifier',
    ]);
    expect(source(index!)).toMatch(
      /var minifyHtml_1 = require\("\.\/minifyHtml"\);\s*Object\.defineProperty\(exports, "getHtmlMinifier", \{ enumerable: true, get: function \(\) \{ return minifyHtml_1\.getHtmlMinifier; \} \}\);/,
    );
    // Terser's minifier: required at the top, called in one function.
    const minifier = source(minifyHtml!);
    expect(minifier).toMatch(
      new RegExp(
        `const html_minifier_terser_1 = require\\("${terser!.request}"\\);`,
      ),
    );
    const uses = [...minifier.matchAll(/html_minifier_terser_1\b/g)].map(
      (match) => match.index,
    );
    expect(uses).toHaveLength(2);
    const terserFunction = minifier.indexOf('async function getTerserMinifier');
    const swcFunction = minifier.indexOf('async function getSwcMinifier');
    expect(uses[1]).toBeGreaterThan(terserFunction);
    expect(uses[1]).toBeLessThan(swcFunction);
    // The rendering threads' pool gives them no Node options of its own.
    const pool = /new Tinypool\(\{[^]*?\n {8}\}\);/.exec(source(executor!));
    expect(pool?.[0]).toMatch(/runtime: 'worker_threads'/);
    expect(pool?.[0]).not.toMatch(/execArgv/);
  });

  it('CodeBlock: the theme still remounts every block after hydration, choosing between the two contents src/theme/CodeBlock renders', () => {
    const [codeBlock, ...contents] = SWIZZLE_RELIES_ON;
    const code = source(codeBlock!);
    // If the remount is gone upstream, src/theme/CodeBlock can wrap the
    // original again.
    expect(code).toMatch(/key=\{String\(isBrowser\)\}/);
    for (const content of contents) {
      const name = /Content\/(\w+)\.js$/.exec(content!)![1];
      expect(code).toContain(`from '@theme/CodeBlock/Content/${name}'`);
    }
  });

  it('every file the patches and unsafe swizzles rely on is unchanged since it was last read', () => {
    const watched = watchedFiles();
    expect(Object.keys(record.files).sort()).toEqual(watched);
    const changed = watched.filter(
      (file) => record.files[file] !== sha256(file),
    );
    // On failure the diff shows what to do.
    const help = changed.length
      ? 'These framework files changed (an upgrade?). Re-read each against the patch or swizzle that depends on it (plugins/framework-patches/README.md, src/theme/README.md), adapt ours, then run npm run patches:record.'
      : '';
    expect({changed, help}).toEqual({changed: [], help: ''});
  });
});

describe('theme swizzles (src/theme/README.md, plugins/posts/README.md)', () => {
  const rows = readmeSwizzles();
  const config = swizzleConfig();

  it('lists every swizzle of each home, and nothing else', () => {
    for (const home of SWIZZLE_HOMES) {
      const files = swizzleFiles(home.dir)
        .filter((file) => !NEW_COMPONENTS.test(file.split(path.sep)[0]!))
        .map((file) => file.split(path.sep).join('/'))
        .sort();
      const listed = rows
        .filter((row) => row.home === home)
        .map((row) => row.file)
        .sort();
      expect([home.readme, listed]).toEqual([home.readme, files]);
    }
  });

  it('a wrap imports its original and a replacement does not; each stands for a theme component that exists', () => {
    for (const row of rows) {
      const code = fs.readFileSync(
        path.join(ROOT, row.home.dir, row.file),
        'utf8',
      );
      const importsOriginal = code.includes(
        `'${row.home.original}/${row.name}'`,
      );
      expect([row.file, importsOriginal]).toEqual([
        row.file,
        row.verb === 'wrap' || row.verb === 'extend',
      ]);
      if (row.name !== 'Root') {
        expect([row.file, themeOriginal(row.name)]).not.toEqual([
          row.file,
          null,
        ]);
      }
    }
  });

  it('rates each swizzle as Docusaurus does', () => {
    for (const row of rows) {
      if (row.name === 'Root') continue;
      const actions = config[row.name]?.actions ?? {};
      const action = row.verb === 'replace' ? 'eject' : 'wrap';
      expect([row.file, row.rating]).toEqual([
        row.file,
        actions[action] ?? 'unsafe',
      ]);
    }
  });
});

describe('code comments', () => {
  /** Code the site owns (not generated data, docs pages or dependencies). */
  function codeFiles(dir: string): string[] {
    return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return codeFiles(full);
      return /\.(tsx?|mjs|cjs|js|css)$/.test(entry.name) ? [full] : [];
    });
  }

  it('state rules in words: no "§N" pointing into a spec outside the repository', () => {
    const files = ['src', 'plugins', 'scripts', 'tests'].flatMap((dir) =>
      codeFiles(path.join(ROOT, dir)),
    );
    expect(files.length).toBeGreaterThan(50);
    const cited = files.filter((file) =>
      /§\s*\d/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(cited.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
