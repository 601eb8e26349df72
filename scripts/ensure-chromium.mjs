// Makes sure a Chromium exists before Playwright starts. As root on a machine
// with apt-get it installs Debian's `chromium`; otherwise it explains how.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {findChromium, INSTALL_HINT} = require('./chromium.cjs');

function hasAptGet() {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => existsSync(p));
}

let found = findChromium();
if (!found && process.getuid?.() === 0 && hasAptGet()) {
  console.log('No Chromium found; installing Debian chromium with apt-get…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  found = findChromium();
}
if (!found) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Browser tests use ${found.path} (${found.source}).`);
