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
