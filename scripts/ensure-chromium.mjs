// Makes sure a Chromium, and a font for Chinese text, exist before Playwright
// starts. As root on a machine with apt-get it installs what is missing
// (Debian's `chromium`, `fonts-noto-cjk`); otherwise it explains how.
// Without a Chinese font the tests still run, with a warning: the Chinese
// pages are then laid out with empty boxes for their characters.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {
  findChromium,
  INSTALL_HINT,
  chineseFont,
  CHINESE_FONT_PACKAGE,
  CHINESE_FONT_HINT,
} = require('./chromium.cjs');

const canInstall =
  process.getuid?.() === 0 &&
  ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => existsSync(p));

let found = findChromium();
let font = chineseFont();
const missing = [
  ...(found ? [] : ['chromium']),
  ...(font ? [] : [CHINESE_FONT_PACKAGE]),
];
if (missing.length && canInstall) {
  console.log(`Installing ${missing.join(' and ')} with apt-get…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    // dpkg's progress goes to standard output: only errors are shown.
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  } catch (error) {
    // Without the font the tests can still run (with the warning below).
    if (!found) throw error;
    console.warn(`apt-get failed: ${error.message}`);
  }
  found = findChromium();
  font = chineseFont();
}
if (!found) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Browser tests use ${found.path} (${found.source}).`);
if (font) console.log(`Chinese text is drawn in ${font}.`);
else console.warn(CHINESE_FONT_HINT);
