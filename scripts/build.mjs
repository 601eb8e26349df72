#!/usr/bin/env node
/**
 * `npm run build`: `docusaurus build` with each locale in its own Node
 * process, the default locale first (its build empties the output folder;
 * the others write into their sub-folders). Docusaurus builds the locales one
 * after the other in one process, which keeps the memory the first locale's
 * bundling took while the next one is built: a cold build of both locales
 * peaked at 2.6-2.8 GB that way and at 1.8-2.1 GB with a process per
 * locale, for 2-4 s more per extra locale (see `npm run bench`). Each
 * locale's address does not depend on how it is built: the config states
 * every locale's `baseUrl`.
 *
 * Arguments go to `docusaurus build`; with `--locale` (`-l`), that one
 * command runs as it is.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const DOCUSAURUS = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

/** The site's locales, the default one first (site.config.ts). */
export function localesToBuild() {
  // The same TypeScript loader Docusaurus loads its config with.
  const jiti = require('jiti')(import.meta.url, {interopDefault: true});
  const {site} = jiti(path.join(ROOT, 'site.config.ts'));
  return [site.lang, ...site.languages.filter((l) => l !== site.lang)];
}

/**
 * Node's options for a locale's build: `--expose-gc`, with which
 * plugins/build-memory frees the bundler's garbage before the pages are
 * rendered and before postBuild. Not with
 * Docusaurus's perf logger (DOCUSAURUS_PERF_LOGGER), which then collects
 * garbage before each of its measurements, in every rendering thread too:
 * static rendering took three times as long.
 */
export function nodeOptions(env = process.env) {
  return env.DOCUSAURUS_PERF_LOGGER === 'true' ? [] : ['--expose-gc'];
}

function docusaurusBuild(args) {
  const {status} = spawnSync(
    process.execPath,
    [...nodeOptions(), DOCUSAURUS, 'build', ...args],
    {cwd: ROOT, stdio: 'inherit'},
  );
  // null when it could not start or was killed by a signal.
  if (status !== 0) process.exit(status || 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const namesLocale = (arg) =>
    arg === '--locale' || arg === '-l' || arg.startsWith('--locale=');
  if (args.some(namesLocale)) docusaurusBuild(args);
  else
    for (const locale of localesToBuild())
      docusaurusBuild([...args, '--locale', locale]);
}
