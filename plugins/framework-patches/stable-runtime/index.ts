import type {Plugin} from '@docusaurus/types';

/**
 * The browser's runtime (`runtime~main.<hash>.js`) minified once the chunk
 * hashes it lists are final, so that one commit gives one runtime whether
 * the bundler's persistent cache was cold or warm.
 *
 * The runtime is the one script that lists every chunk's content hash (to
 * build chunk addresses). The minifier runs before the bundler computes the
 * final hashes from the minified files (`realContentHash`), so it sees
 * provisional ones, and those differ between a build with a cold cache and
 * one with a warm cache (the final hashes do not). SWC's name mangler picks
 * short names by how often each character occurs in the code, the hex
 * digits of the hashes included: measured 2026-11-28, the runtime of a cold
 * build and that of the next (warm) build of the same commit differed only
 * in two local names swapped (`c`, `d`), so its file name changed. Every
 * page's HTML names the runtime, so a rebuild after a cold build rendered
 * every page again (../ssg-cache), and returning readers downloaded the
 * runtime again after a deploy with no change.
 *
 * Here Docusaurus's JS minimizer (`SwcJsMinimizerRspackPlugin`, made by
 * `@docusaurus/bundler`'s `getRspackMinimizers`) is given again with the
 * same options, the runtime excluded; the runtime is minified right after
 * the final hashes are written into it (`processAssets`, stage
 * `OPTIMIZE_HASH` + 1), with Rspack's own SWC (`rspack.experiments.swc.
 * minify`) and the options the minimizer passes to it. The runtime's file
 * name keeps the hash of its content before minification, which is as
 * stable. Stops the build if the minimizer is missing or takes an
 * `exclude` already.
 */
export const RUNTIME_ASSET = /(^|\/)runtime~[^/]*\.js$/;
export const JS_MINIMIZER = 'SwcJsMinimizerRspackPlugin';

interface MinimizerOptions {
  compress?: boolean | Record<string, unknown>;
  mangle?: boolean | Record<string, unknown>;
  ecma?: unknown;
  format?: Record<string, unknown>;
  module?: boolean;
}
/** What SWC's minify is given for the runtime. */
export interface SwcOptions {
  compress: boolean | Record<string, unknown>;
  mangle: boolean | Record<string, unknown>;
  ecma: unknown;
  format: Record<string, unknown>;
  module: boolean | undefined;
}
interface JsMinimizerArgs {
  exclude?: unknown;
  minimizerOptions?: MinimizerOptions & Record<string, unknown>;
  [option: string]: unknown;
}
interface BuiltinPlugin {
  constructor: {name: string};
  _args?: [JsMinimizerArgs?];
}
interface Source {
  source(): string | Buffer;
}
interface Compilation {
  hooks: {
    processAssets: {
      tapPromise(
        options: {name: string; stage: number},
        fn: () => Promise<void>,
      ): void;
    };
  };
  getAssets(): {name: string; source: Source}[];
  updateAsset(
    name: string,
    source: Source,
    info: Record<string, unknown>,
  ): void;
}
export interface Rspack {
  SwcJsMinimizerRspackPlugin: new (options: JsMinimizerArgs) => unknown;
  Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number};
  sources: {RawSource: new (code: string) => Source};
  experiments: {
    swc: {minify(code: string, options: object): Promise<{code: string}>};
  };
}
interface HookedCompiler {
  hooks: {
    thisCompilation: {
      tap(name: string, fn: (compilation: Compilation) => void): void;
    };
  };
}
interface Config {
  optimization?: {minimize?: boolean; minimizer?: unknown[]};
}

/**
 * The options Rspack's minimizer plugin hands SWC for a file, from the
 * plugin's own options (mirrors its `raw()`: two compress passes, no
 * comments). Docusaurus always gives `ecma`; without it, Rspack 2 would
 * take the target's version, which this does not mirror.
 */
export function swcOptions(options: MinimizerOptions = {}): SwcOptions {
  let compress = options.compress ?? true;
  if (compress && typeof compress === 'object')
    compress = {passes: 2, ...compress};
  else if (compress) compress = {passes: 2};
  return {
    compress,
    mangle: options.mangle ?? true,
    ecma: options.ecma ?? 5,
    format: {comments: false, ...options.format},
    module: options.module,
  };
}

/**
 * Swaps the client config's JS minimizer for one that leaves the runtime
 * out; returns the options the runtime is to be minified with.
 */
export function excludeRuntime(config: Config, rspack: Rspack): SwcOptions {
  const minimizers = config.optimization?.minimizer ?? [];
  const index = minimizers.findIndex(
    (plugin) =>
      typeof plugin === 'object' &&
      plugin !== null &&
      (plugin as BuiltinPlugin).constructor.name === JS_MINIMIZER,
  );
  const args = (minimizers[index] as BuiltinPlugin | undefined)?._args;
  if (index < 0 || !Array.isArray(args))
    throw new Error(
      `stable-runtime: the client config has no ${JS_MINIMIZER} with its options; re-read plugins/framework-patches/stable-runtime.`,
    );
  const options = args[0] ?? {};
  if (options.exclude !== undefined)
    throw new Error(
      `stable-runtime: ${JS_MINIMIZER} already excludes files; re-read plugins/framework-patches/stable-runtime.`,
    );
  minimizers[index] = new rspack.SwcJsMinimizerRspackPlugin({
    ...options,
    exclude: RUNTIME_ASSET,
  });
  return swcOptions(options.minimizerOptions);
}

/** The bundler plugin that minifies the runtime after the final hashes. */
export function minifyRuntimeLate(rspack: Rspack, options: SwcOptions) {
  return {
    apply(compiler: unknown) {
      (compiler as HookedCompiler).hooks.thisCompilation.tap(
        'stable-runtime',
        (compilation) => {
          compilation.hooks.processAssets.tapPromise(
            {
              name: 'stable-runtime',
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
            },
            async () => {
              for (const {name, source} of compilation.getAssets()) {
                if (!RUNTIME_ASSET.test(name)) continue;
                const {code} = await rspack.experiments.swc.minify(
                  source.source().toString(),
                  options,
                );
                compilation.updateAsset(
                  name,
                  new rspack.sources.RawSource(code),
                  {
                    minimized: true,
                  },
                );
              }
            },
          );
        },
      );
    },
  };
}

export default function stableRuntimePlugin(): Plugin {
  return {
    name: 'stable-runtime',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || currentBundler.name !== 'rspack') return {};
      // `docusaurus build --no-minify`: nothing is minified.
      if ((config as Config).optimization?.minimize === false) return {};
      const rspack = currentBundler.instance as unknown as Rspack;
      const options = excludeRuntime(config as Config, rspack);
      return {plugins: [minifyRuntimeLate(rspack, options)]};
    },
  };
}
