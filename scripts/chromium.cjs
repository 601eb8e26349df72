// Finds the Chromium used by the browser tests and the benchmark.
// Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's own download.
const fs = require('node:fs');

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a sandbox-less, offline machine (see README, "Browser tests"). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightChromium() {
  try {
    const {chromium} = require('playwright-core');
    const path = chromium.executablePath();
    return path && fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Returns {path, source} or null when no browser exists. */
function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) {
      throw new Error(
        `CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.`,
      );
    }
    return {path: fromEnv, source: 'CHROMIUM_PATH'};
  }
  if (fs.existsSync(DEBIAN_CHROMIUM))
    return {path: DEBIAN_CHROMIUM, source: 'system'};
  const own = playwrightChromium();
  return own ? {path: own, source: 'playwright'} : null;
}

const INSTALL_HINT = [
  'No Chromium found for the browser tests.',
  'Install one, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
].join('\n');

module.exports = {findChromium, CHROMIUM_ARGS, INSTALL_HINT};
