/**
 * plugins/framework-patches/server-library: under Rspack 2 the server
 * bundle is a CommonJS module that exports its renderer, as Docusaurus
 * evaluates it.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {serverLibrary} from '../../plugins/framework-patches/server-library';
import {compile, projectFolder} from './support/compile';

// Docusaurus's renderer evaluates the bundle with the `eval` package, a
// dependency of @docusaurus/core rather than of this project: load it from
// there, so the test does not rely on npm hoisting it.
const fromCore = createRequire(
  require.resolve('@docusaurus/core/package.json'),
);
const evaluate = fromCore('eval') as (
  source: string,
  filename: string,
  scope: object,
  includeGlobals: boolean,
) => unknown;

/** The output settings of Docusaurus's server config (`webpack/server.js`). */
const docusaurusOutput = (dir: string) => ({
  path: dir,
  filename: 'server.bundle.js',
  libraryTarget: 'commonjs2',
});

describe('server-library', () => {
  const project = projectFolder('server-library-', {
    'entry.js':
      'export default function render(location) { return `<p>${location}</p>`; }\n',
  });

  async function bundle(patched: boolean): Promise<unknown> {
    const out = path.join(project(), patched ? 'patched' : 'as-given');
    const config = {
      mode: 'production' as const,
      target: 'node',
      context: project(),
      entry: './entry.js',
      output: docusaurusOutput(out) as Record<string, unknown>,
      optimization: {minimize: false},
    };
    if (patched) serverLibrary(config);
    await compile(config);
    // As Docusaurus's ssgRenderer evaluates it.
    const source = fs.readFileSync(path.join(out, 'server.bundle.js'), 'utf8');
    return evaluate(source, 'server.bundle.js', {}, true);
  }

  it('the bundle exports the renderer Docusaurus calls', async () => {
    const entry = (await bundle(true)) as {default?: (at: string) => string};
    expect(typeof entry.default).toBe('function');
    expect(entry.default!('/guide')).toBe('<p>/guide</p>');
  });

  it('is needed: as Docusaurus asks for it, the bundle exports nothing', async () => {
    const entry = (await bundle(false)) as {default?: unknown} | undefined;
    expect(entry?.default).toBeUndefined();
  });

  it('stops the build when the server config asks in another way', () => {
    expect(() => serverLibrary({output: {}})).toThrow(/re-read/);
    expect(() =>
      serverLibrary({
        output: {libraryTarget: 'commonjs2', library: {type: 'commonjs2'}},
      }),
    ).toThrow(/re-read/);
    expect(() => serverLibrary({})).toThrow(/re-read/);
  });
});
