/**
 * Docusaurus's command line as its own entry (`@docusaurus/core/bin/
 * docusaurus.mjs`) runs it, without the update check that entry runs first
 * (`bin/beforeCli.mjs`). `npm run build` starts Docusaurus through this file
 * (scripts/build.mjs); `npm start` and the other commands use Docusaurus's.
 *
 * The update check loads update-notifier, boxen and execa: measured on
 * 2026-12-01, importing Docusaurus's core took 0.84-1.07 s, and 1.1-1.4 s
 * with the check's module, in every build; and once an hour it starts a
 * process that asks the npm registry for a newer Docusaurus. The site pins
 * Docusaurus and re-reads what its patches rely on at each upgrade
 * (plugins/framework-patches), so the notice is left to `npm start`. The
 * check's other part, Docusaurus's required Node version, is kept.
 * tests/unit/framework-patches.test.ts fails if Docusaurus's entry starts
 * doing anything this file does not.
 */
import {createRequire} from 'node:module';
import {inspect} from 'node:util';
import {logger} from '@docusaurus/logger';
import {runCLI} from '@docusaurus/core/lib/index.js';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import {exitWhenIdle} from './exit-when-idle.mjs';

const require = createRequire(import.meta.url);
const corePackage = require.resolve('@docusaurus/core/package.json');
const required = require(corePackage).engines.node;
// semver as Docusaurus resolves it: its dependency, not the site's.
const semver = createRequire(corePackage)('semver');

/** A failed command: the whole chain of causes, and the versions. */
function fail(error) {
  logger.error(inspect(error, {depth: Infinity}));
  logger.info(`Docusaurus ${DOCUSAURUS_VERSION} on Node.js ${process.version}`);
  process.exit(1);
}

if (!semver.satisfies(process.version, required)) {
  logger.error(
    `Docusaurus needs Node.js ${required}; this is ${process.version}.`,
  );
  process.exit(1);
}

// Each command sets its own (`build`: production); these are the defaults.
process.env.BABEL_ENV ??= 'development';
process.env.NODE_ENV ??= 'development';

process.on('unhandledRejection', fail);

try {
  await runCLI(process.argv);
} catch (error) {
  fail(error);
}

// After the last command's work, the process ends without freeing the
// bundler's compilers first (see the file): about 1.2 s of every build.
exitWhenIdle();
