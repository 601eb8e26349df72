import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

// scripts/chromium-launch.sh: what Playwright and Lighthouse start instead of
// Chromium. Here it starts a stand-in that prints each argument it received
// on a line of its own, so the command line Chromium would get can be read.
const {LAUNCHER, CHROMIUM_OFF, launchEnv} = createRequire(__filename)(
  '../../scripts/chromium.cjs',
) as {
  LAUNCHER: string;
  CHROMIUM_OFF: string[];
  launchEnv: (binary: string) => Record<string, string>;
};

let dir: string;
let standIn: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-launch-'));
  standIn = path.join(dir, 'chromium');
  fs.writeFileSync(
    standIn,
    '#!/bin/sh\nfor a in "$@"; do printf \'%s\\n\' "$a"; done\n',
    {mode: 0o755},
  );
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function launch(args: string[], env: Record<string, string>) {
  const out = execFileSync(LAUNCHER, args, {
    env: {PATH: process.env.PATH ?? '', ...env},
    encoding: 'utf8',
  });
  return out === '' ? [] : out.replace(/\n$/, '').split('\n');
}

test('merges every --disable-features list into one, ours last, and keeps the other arguments in order', () => {
  const got = launch(
    [
      '--headless',
      '--disable-features=Translate,MediaRouter',
      '--lang=zh-CN',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--disable-features=PaintHolding',
      '--no-sandbox',
    ],
    launchEnv(standIn),
  );
  expect(got).toEqual([
    '--headless',
    '--lang=zh-CN',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    '--no-sandbox',
    `--disable-features=Translate,MediaRouter,PaintHolding,${CHROMIUM_OFF.join(',')}`,
  ]);
});

test('adds our list when the caller passes none', () => {
  expect(launch(['--no-sandbox'], launchEnv(standIn))).toEqual([
    '--no-sandbox',
    `--disable-features=${CHROMIUM_OFF.join(',')}`,
  ]);
});

test('passes the arguments through unchanged when nothing is to be switched off', () => {
  const args = ['--disable-features=Translate', '--mute-audio'];
  expect(launch(args, {OPENLIST_DOCS_CHROMIUM: standIn})).toEqual([
    '--mute-audio',
    '--disable-features=Translate',
  ]);
  expect(launch([], {OPENLIST_DOCS_CHROMIUM: standIn})).toEqual([]);
});

test('says what is missing when it is started without a browser to start', () => {
  const run = spawnSync(LAUNCHER, ['--no-sandbox'], {
    env: {PATH: process.env.PATH ?? ''},
    encoding: 'utf8',
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('OPENLIST_DOCS_CHROMIUM');
});

test('the switched-off features are Chromium feature names', () => {
  expect(CHROMIUM_OFF.length).toBeGreaterThan(0);
  for (const name of CHROMIUM_OFF) expect(name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
});
