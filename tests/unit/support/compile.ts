import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';

/** Runs one Rspack compilation of `config`; rejects on its errors. */
export async function compile(config: object): Promise<void> {
  const compiler = rspack(config as never);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors())
        return reject(new Error(stats.toString('errors-only')));
      compiler.close(() => resolve());
    }),
  );
}

/**
 * A temporary project folder holding `files` (path → text; folders are
 * made as needed) for the tests of one file: made before they run, removed
 * after. Returns its path.
 */
export function projectFolder(
  prefix: string,
  files: Record<string, string>,
): () => string {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), text);
    }
  });
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  return () => dir;
}

/**
 * A browser bundle's config as Docusaurus sets it for production: the
 * `main` entry (./entry.js of `dir`), files named by content hash under
 * `folder` of `dir/out`, minified by `minimizer`, the runtime in a chunk of
 * its own.
 */
export function browserBundleConfig(
  dir: string,
  minimizer: unknown[],
  folder = '',
) {
  return {
    mode: 'production' as const,
    context: dir,
    entry: {main: './entry.js'},
    output: {
      path: path.join(dir, 'out'),
      filename: `${folder}[name].[contenthash:8].js`,
      chunkFilename: `${folder}[id].[contenthash:8].js`,
      clean: true,
    },
    optimization: {
      minimize: true,
      minimizer,
      realContentHash: true,
      runtimeChunk: {name: (entry: {name: string}) => `runtime~${entry.name}`},
    },
    plugins: [] as unknown[],
  };
}
