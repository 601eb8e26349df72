import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, PostCssOptions} from '@docusaurus/types';

/**
 * The folders of code that runs inside the bundler's loaders: our remark
 * plugins (`plugins/`) and the `src/lib` modules they import. A change
 * there changes how pages compile.
 */
export const BUILD_CODE = ['plugins', 'src/lib'];

interface PersistentCache {
  type?: string;
  buildDependencies?: string[];
}

interface CacheConfig {
  name?: string;
  mode?: string;
  cache?: unknown;
  experiments?: {cache?: boolean | PersistentCache};
}

/**
 * Gives the bundler's persistent cache (Rspack, `future.faster`) as Rspack 2
 * reads it, made to depend on our build-time code.
 *
 * Docusaurus 3 writes the settings the way of Rspack 1: `cache: true` beside
 * `experiments.cache`. Rspack 2 ignores `experiments.cache` (and says
 * nothing), so every build would be cold. It reads the settings from the
 * top-level `cache`, and keeps one cache per `name` (by default the config's
 * name and mode), so each locale gets a name of its own, or one locale's
 * build would replace the other's cache.
 *
 * Docusaurus lists only its own files and the site config as build
 * dependencies, so after a change to a remark plugin a warm build reused the
 * pages compiled by the old one (seen: the driver index kept its whole data
 * after plugins/driver-data learnt to trim it). Cold builds (CI) were never
 * affected. Stops the build if the cache settings no longer have the shape
 * this relies on, so an upgrade cannot silently drop the cache.
 */
export default function buildCachePlugin({siteDir, i18n}: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config) {
      persistentCache(
        config as CacheConfig,
        BUILD_CODE.map((dir) => path.join(siteDir, dir)),
        i18n.currentLocale,
      );
      return {};
    },
    configurePostCss(options) {
      // A function where Docusaurus's type says options: postcss-loader
      // takes both. A plugin whose configurePostCss ran after this one and
      // pushed to `plugins` would stop the build (none does).
      return postcssSetUpOnce(options) as unknown as PostCssOptions;
    },
  };
}

const requireHere = createRequire(__filename);

/**
 * PostCSS options as postcss-loader takes them: a function of the file it
 * processes, with the config search turned off beside it.
 */
export type PostCssOptionsFor = ((
  loaderContext?: unknown,
) => PostCssOptions) & {
  config: false;
};

/**
 * PostCSS options that postcss-loader can use as they are for every
 * stylesheet, set up when the first stylesheet needs them. As Docusaurus
 * gives them, postcss-loader searches the folders of each stylesheet for a
 * PostCSS config file (the site has none) and passes `postcss-preset-env` by
 * name, so PostCSS creates the preset again for each file, working out its
 * feature list each time. Together that was about 1.3 s of the main thread
 * in a cold build of one locale, while the bundler waited for it. Here the
 * search is turned off (`config: false`) and each plugin named with its
 * options is created once, as postcss-loader would create it
 * (`require(name)` with no options, `require(name)(options)` otherwise), so
 * the CSS is the same.
 *
 * Created on first use: postcss-loader takes the options as a function of
 * the file (and reads `config` from the function). A warm build takes every
 * stylesheet from the bundler's cache and never runs PostCSS, and loading
 * the preset with its 70 plugins and creating it took about 0.4 s of
 * setting up each build's bundler (measured 2026-12-01). Stops the build
 * if the options no longer have the shape this relies on.
 */
export function postcssSetUpOnce(
  options: PostCssOptions,
  load: (name: string) => unknown = requireHere,
): PostCssOptionsFor {
  if (!Array.isArray(options.plugins) || 'config' in options)
    throw new Error(
      'plugins/build-cache: the PostCSS options changed shape; re-read ' +
        '@docusaurus/bundler/lib/loaders/styleLoader.js.',
    );
  const create = (plugin: unknown) => {
    if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin;
    const [name, pluginOptions] = plugin as [string, object | undefined];
    type Creator = ((options?: object) => unknown) & {default?: Creator};
    let creator = load(name) as Creator;
    if (creator.default) creator = creator.default;
    if (typeof creator !== 'function')
      throw new Error(`plugins/build-cache: ${name} is not a PostCSS plugin`);
    return pluginOptions && Object.keys(pluginOptions).length > 0
      ? creator(pluginOptions)
      : creator();
  };
  let made: PostCssOptions | undefined;
  const forFile = () =>
    (made ??= {
      ...options,
      config: false,
      plugins: (options.plugins as unknown[]).map(create),
    });
  return Object.assign(forFile, {config: false as const});
}

/**
 * Moves Docusaurus's persistent cache settings (`experiments.cache`) to
 * `cache`, named after the bundle and `locale`, with `dirs` added to its
 * build dependencies. Leaves a config without a persistent cache as it is.
 */
export function persistentCache(
  config: CacheConfig,
  dirs: string[],
  locale: string,
): void {
  const cache = config.experiments?.cache;
  // Off (DOCUSAURUS_NO_PERSISTENT_CACHE, or webpack without faster).
  if (cache === undefined || cache === false) return;
  if (
    config.cache !== true ||
    typeof cache !== 'object' ||
    cache.type !== 'persistent' ||
    !Array.isArray(cache.buildDependencies) ||
    !config.name ||
    !config.mode
  )
    throw new Error(
      'plugins/build-cache: the bundler cache settings changed shape ' +
        '(cache, experiments.cache); re-read @docusaurus/core/lib/webpack/base.js.',
    );
  const buildDependencies = [...cache.buildDependencies];
  for (const dir of dirs)
    if (!buildDependencies.includes(dir)) buildDependencies.push(dir);
  delete config.experiments!.cache;
  config.cache = {
    ...cache,
    name: `${config.name}-${config.mode}-${locale}`,
    buildDependencies,
  };
}
