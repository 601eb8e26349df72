#!/usr/bin/env node
/**
 * Extract configuration facts from an OpenList source tree and write them to
 * data/openlist-config.json: config.json keys, command line commands and
 * flags, and admin setting items.
 *
 *   npm run sync:config -- /path/to/OpenList --tag v4.1.5
 *
 * --tag names the release the tree was made from (recorded in the JSON).
 * The parsing lives in scripts/lib/openlist-config.ts (unit-tested); this file
 * compiles it with the installed @swc/core, reads the Go files and writes JSON.
 */
import {readFileSync, readdirSync, existsSync, statSync} from 'node:fs';
import {join, dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {transformFileSync} from '@swc/core';
import {writeOrCheck} from './lib/write-or-check.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

function usage(message) {
  console.error(message);
  console.error(
    'usage: npm run sync:config -- <OpenList source dir> [--tag <tag>] [--out <file>]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let out = join(root, 'data/openlist-config.json');
// The tag a source archive was made from is not inside it; say it with --tag.
let version = null;
let check = false;
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out')
    out = resolve(args[++i] ?? usage('--out needs a file'));
  else if (args[i] === '--check') check = true;
  else if (args[i] === '--tag')
    version = args[++i] ?? usage('--tag needs a tag');
  else positional.push(args[i]);
}
if (positional.length !== 1)
  usage('give exactly one OpenList source directory');
const src = resolve(positional[0]);
if (!existsSync(join(src, 'internal/conf/config.go')))
  usage(`${src} does not look like an OpenList source tree`);

const {code} = transformFileSync(join(here, 'lib/openlist-config.ts'), {
  jsc: {parser: {syntax: 'typescript'}, target: 'es2022'},
  module: {type: 'es6'},
  sourceMaps: false,
});
const lib = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);

const read = (path) => readFileSync(join(src, path), 'utf8');

// config.json
const configSource = read('internal/conf/config.go');
const structs = lib.parseStructs(configSource);
const defaults = lib.parseDefaultConfig(configSource);
const configKeys = lib.configKeys(structs, defaults);

// commands
const cmdFiles = readdirSync(join(src, 'cmd'))
  .filter((name) => name.endsWith('.go') && !name.endsWith('_test.go'))
  .sort()
  .map((name) => ({name: `cmd/${name}`, source: read(`cmd/${name}`)}));
const commands = lib.parseCommands(cmdFiles);

// settings
const ctx = {
  conf: lib.parseConstants(read('internal/conf/const.go')),
  model: lib.parseConstants(read('internal/model/setting.go')),
  configKeys,
  structs,
  locals: {
    token: 'random token generated at first start (dev_token with --dev)',
    siteVersion:
      'version, commit, frontend version and build time of the running binary',
  },
};
const settings = lib.parseInitialSettings(
  read('internal/bootstrap/data/setting.go'),
  ctx,
);
const toolDir = 'internal/offline_download';
const toolItems = [];
for (const tool of readdirSync(join(src, toolDir)).sort()) {
  if (tool === 'tool' || !statSync(join(src, toolDir, tool)).isDirectory())
    continue;
  for (const file of readdirSync(join(src, toolDir, tool)).sort()) {
    if (!file.endsWith('.go')) continue;
    const text = read(`${toolDir}/${tool}/${file}`);
    if (/func\s*\([^)]*\)\s*Items\(\)\s*\[\]model\.SettingItem/.test(text))
      toolItems.push(...lib.parseToolItems(text, ctx));
  }
}
// InitialSettings appends the tool items sorted by key, before dev items.
toolItems.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
const regular = settings.filter((s) => s.source !== 'dev');
const dev = settings.filter((s) => s.source === 'dev');
const all = [...regular, ...toolItems, ...dev];
const handlerItems = lib.parseHandlerItems(
  read('server/handles/offline_download.go'),
  ctx,
  new Set(all.map((s) => s.key)),
);
const settingItems = [...all, ...handlerItems].map((s) => ({
  ...s,
  page: lib.settingPageOf(s.group),
}));

const seen = new Set();
for (const s of settingItems) {
  if (seen.has(s.key)) throw new Error(`duplicate setting key ${s.key}`);
  seen.add(s.key);
}

const data = {
  source: {
    project: 'OpenListTeam/OpenList',
    version,
    files: [
      'internal/conf/config.go',
      'internal/conf/const.go',
      'internal/model/setting.go',
      'internal/bootstrap/data/setting.go',
      'internal/offline_download/*/*.go',
      'server/handles/offline_download.go',
      ...cmdFiles.map((f) => f.name),
    ],
  },
  envPrefix: 'OPENLIST_',
  configKeys,
  commands,
  settingGroups: lib.settingGroupPages,
  settings: settingItems,
};
if (check) process.exit(writeOrCheck(out, data, true, 'sync-config') ? 0 : 1);
writeOrCheck(out, data, false, 'sync-config');
console.log(
  `wrote ${out}: ${configKeys.length} config keys, ${commands.length} commands, ` +
    `${commands.reduce((n, c) => n + c.flags.length, 0)} flags, ${settingItems.length} settings`,
);
