import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {createRequire} from 'node:module';

const require = createRequire(__filename);
const {
  findChromium,
  launchOptions,
  INSTALL_HINT,
} = require('./scripts/chromium.cjs');

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

// The config is evaluated again in every worker; the ports chosen by the main
// process travel to them through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_VARIANT_PORT ??= freePort();
process.env.E2E_CSP_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
/** The English build with the alternative settings (runtime contributors…). */
const variantPort = Number(process.env.E2E_VARIANT_PORT);
/** The main build again, with deploy/nginx.conf's security headers (CSP). */
const cspPort = Number(process.env.E2E_CSP_PORT);
const browser = findChromium();
if (!browser) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records each action's DOM and a screencast, and on two busy
    // cores that made the browser tests about 15 % slower (77 tests: 213 and
    // 216 s without, 240 and 262 s with 'retain-on-failure'; 2026-11-29).
    // It is recorded for a retry only (retries run when CI is set); to
    // investigate a failure locally: npx playwright test <file> --trace on.
    trace: 'on-first-retry',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The browser is started through scripts/chromium-launch.sh, which
        // switches off features that only cost time here (chromium.cjs).
        launchOptions: launchOptions(browser.path),
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs --port ${variantPort} --dir build-variant`,
      url: `http://127.0.0.1:${variantPort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.mjs --port ${cspPort} --csp`,
      url: `http://127.0.0.1:${cspPort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
