// Finds the Chromium used by the browser tests and the benchmark.
// Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's own download.
const {execFileSync} = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

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

/**
 * Chromium features switched off wherever the tests and the benchmark start
 * it. Every new window of Chromium (156, Debian's, here) preloads the
 * address bar's suggestion popups as two WebUI pages
 * (chrome://omnibox-popup.top-chrome), and every Playwright context is a new
 * window: that renderer took about 1.4 s of processor time per test, beside
 * the page under test. Without it a page's load and hydration took 1.2 s
 * instead of 1.8 s (18 loads, 2026-11-29).
 * Unknown names are ignored by Chromium, so an older one starts as before;
 * tests/e2e/browser.spec.ts fails if a newer one brings the popups back.
 */
const CHROMIUM_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright and Lighthouse start instead of the browser itself: it adds
 * CHROMIUM_OFF to their own --disable-features list (Chromium keeps only the
 * last such switch), then starts the browser named in launchEnv.
 */
const LAUNCHER = path.join(__dirname, 'chromium-launch.sh');

/** The environment LAUNCHER needs to start `binary` (a found path). */
function launchEnv(binary) {
  return {
    OPENLIST_DOCS_CHROMIUM: binary,
    OPENLIST_DOCS_CHROMIUM_OFF: CHROMIUM_OFF.join(','),
  };
}

/** Playwright's launch options for `binary`: through LAUNCHER, our flags. */
function launchOptions(binary) {
  return {
    executablePath: LAUNCHER,
    args: CHROMIUM_ARGS,
    env: {...process.env, ...launchEnv(binary)},
  };
}

function playwrightChromium() {
  try {
    const {chromium} = require('playwright-core');
    const file = chromium.executablePath();
    return file && fs.existsSync(file) ? file : null;
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

/**
 * Debian's package of the fonts Android and most Linux systems draw Chinese
 * with (Noto Sans CJK). Readers' systems all have a Chinese font.
 */
const CHINESE_FONT_PACKAGE = 'fonts-noto-cjk';

/**
 * The family Chromium's font library (fontconfig) draws Simplified Chinese
 * sans-serif text with, or null when no installed font covers Simplified
 * Chinese, or fontconfig's tools are missing. Without one, Chromium draws
 * each Chinese character as a narrow empty box (twelve characters at 16 px:
 * 70 px wide instead of 192), so a layout test does not see the page
 * readers see; and looking for a font for each run of Chinese text made the
 * first layout of the Chinese driver index on a phone take 108-117 ms
 * instead of 59-67 ms (three loads each, 2026-11-29).
 */
function chineseFont(
  run = (command, args) =>
    execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
) {
  try {
    if (!run('fc-list', [':lang=zh-cn', 'family']).trim()) return null;
    const family = run('fc-match', [
      '--format=%{family[0]}',
      'sans-serif:lang=zh-cn',
    ]).trim();
    return family || null;
  } catch {
    return null;
  }
}

const CHINESE_FONT_HINT = [
  'No font for Chinese text found: Chinese pages will show empty boxes.',
  `  Debian/Ubuntu:  sudo apt-get install -y ${CHINESE_FONT_PACKAGE}`,
].join('\n');

const INSTALL_HINT = [
  'No Chromium found for the browser tests.',
  'Install one, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
].join('\n');

module.exports = {
  findChromium,
  CHROMIUM_ARGS,
  CHROMIUM_OFF,
  LAUNCHER,
  launchEnv,
  launchOptions,
  INSTALL_HINT,
  chineseFont,
  CHINESE_FONT_PACKAGE,
  CHINESE_FONT_HINT,
};
