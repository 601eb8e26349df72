import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {createRequire} from 'node:module';

const require = createRequire(__filename);
const {
  findChromium,
  CHROMIUM_ARGS,
  INSTALL_HINT,
} = require('./scripts/chromium.cjs');

// The config is evaluated again in every worker; the port chosen by the main
// process travels to them through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}
const port = Number(process.env.E2E_PORT);
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
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: browser.path, args: CHROMIUM_ARGS},
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
