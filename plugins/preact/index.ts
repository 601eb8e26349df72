import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

type Conditions = string | {[condition: string]: Conditions};

/**
 * The file a package exports at `subpath` for the `import` condition: its ES
 * module build. Every request for Preact is answered with the same build, so
 * the bundles hold one copy of it (a CommonJS `require` would otherwise get
 * Preact's CommonJS build, a second copy with its own hooks and contexts).
 */
export function esModuleOf(name: string, subpath: string): string {
  const manifest = require.resolve(`${name}/package.json`);
  const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports?: Record<string, Conditions>;
  };
  const entry = exports?.[subpath];
  const file =
    typeof entry === 'object' && typeof entry.import === 'string'
      ? entry.import
      : undefined;
  if (!file)
    throw new Error(
      `plugins/preact: ${name} exports no ES module at ${subpath}; re-read its package.json.`,
    );
  return path.join(path.dirname(manifest), file);
}

/**
 * What each React request is answered with, most specific first: a request
 * takes the first entry that is itself or a folder of it (`react` answers
 * `react/…` too, so a subpath this list lacks fails the build instead of
 * reaching React).
 */
export function aliases(): [string, string][] {
  const own = (file: string) => path.join(__dirname, file);
  return [
    ['react/jsx-runtime', esModuleOf('preact', './compat/jsx-runtime')],
    ['react/jsx-dev-runtime', esModuleOf('preact', './compat/jsx-dev-runtime')],
    ['react-dom/client', own('client.ts')],
    ['react-dom/server', esModuleOf('preact', './compat/server')],
    ['react-dom', esModuleOf('preact', './compat')],
    ['react', own('react.ts')],
    ['preact/compat/client', esModuleOf('preact', './compat/client')],
    ['preact/compat', esModuleOf('preact', './compat')],
    ['preact/hooks', esModuleOf('preact', './hooks')],
    ['preact/jsx-runtime', esModuleOf('preact', './jsx-runtime')],
    ['preact', esModuleOf('preact', '.')],
    [
      'preact-render-to-string/stream-node',
      esModuleOf('preact-render-to-string', './stream-node'),
    ],
    [
      'preact-render-to-string/stream',
      esModuleOf('preact-render-to-string', './stream'),
    ],
    ['preact-render-to-string', esModuleOf('preact-render-to-string', '.')],
  ];
}

/**
 * React replaced by Preact (`preact/compat`) in both bundles: the browser's
 * and the one that renders the static pages, so the pages are rendered and
 * hydrated by the same library. Measured 2026-11-28: main.js 116.4 → 81.0 KB
 * gzip, on every page. React's API is kept for every component, ours and
 * Docusaurus's; ./react.ts completes it where Preact differs (see there).
 */
export default function preactPlugin(): Plugin {
  return {
    name: 'preact',
    configureWebpack() {
      return {resolve: {alias: Object.fromEntries(aliases())}};
    },
  };
}
