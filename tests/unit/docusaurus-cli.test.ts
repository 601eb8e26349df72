/**
 * scripts/lib/docusaurus-cli.mjs: Docusaurus's command line without its
 * update check, as `npm run build` starts it (scripts/build.mjs).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';

// The entry scripts/build.mjs starts.
import {DOCUSAURUS as ENTRY} from '../../scripts/build.mjs';

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(__filename);
const DOCUSAURUS_BIN = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
const VERSION = (require('@docusaurus/core/package.json') as {version: string})
  .version;

/**
 * Runs `entry` with these arguments in a bare environment: no CI variables
 * and no NODE_ENV (either turns the update check off), and a configuration
 * folder of its own, where the check keeps its state. The npm registry is a
 * closed local port: the check Docusaurus's entry starts in the background
 * reaches nothing. Returns the output and what the run left in the folder.
 */
function run(entry: string, args: string[]) {
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-cli-'));
  try {
    const result = spawnSync(process.execPath, [entry, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: config,
        XDG_CONFIG_HOME: config,
        npm_config_registry: 'http://127.0.0.1:9/',
      },
    });
    const left = fs.readdirSync(config, {recursive: true}).map(String);
    return {...result, left};
  } finally {
    fs.rmSync(config, {recursive: true, force: true});
  }
}

describe('the build’s Docusaurus command line', () => {
  test('runs Docusaurus’s commands', () => {
    const {status, stdout} = run(ENTRY, ['--version']);
    expect(status).toBe(0);
    expect(stdout.trim()).toBe(VERSION);
  });

  test('runs no update check, which Docusaurus’s own entry does', () => {
    const checked = (left: string[]) =>
      left.some((file) => file.includes('update-notifier'));
    // Docusaurus's entry keeps the check's state in the folder…
    const theirs = run(DOCUSAURUS_BIN, ['--version']);
    expect(theirs.status).toBe(0);
    expect(checked(theirs.left)).toBe(true);
    // …this one never starts the check.
    const ours = run(ENTRY, ['--version']);
    expect(ours.status).toBe(0);
    expect(checked(ours.left)).toBe(false);
  });

  test('a failing command exits with an error and says why', () => {
    const {status, stderr, stdout} = run(ENTRY, [
      'build',
      '--config',
      'no-such-config.ts',
    ]);
    expect(status).toBe(1);
    expect(stdout + stderr).toMatch(/no-such-config\.ts/);
  });
});
