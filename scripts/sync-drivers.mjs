#!/usr/bin/env node
// Regenerates data/drivers.json from an OpenList source checkout.
//
//   npm run sync:drivers -- <openlist-checkout> [--frontend <openlist-frontend-checkout>] [--version v4.1.5]
//
// It reads drivers/all.go (which packages are registered), every registered
// package's meta.go (driver.Config literals and Addition structs; the other
// files of the package only to see which Addition a driver type returns),
// internal/driver/config.go, internal/driver/item.go, internal/model/storage.go
// and internal/op/driver.go (the common form items). With --frontend it adds
// the English UI labels of src/lang/en/drivers.json and storages.json.
// It stops with an error on any Go construct it does not understand.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  commonItemsFor,
  labelFor,
  parseConfTypes,
  parseConfigFields,
  parseDriverPackage,
  parseLinkCacheModes,
  parseMainItems,
  parseStorageFields,
  registeredPackages,
} from './lib/drivers.mjs';

/** Packages never written to the data: the skeleton for new drivers. */
const EXCLUDED_PACKAGES = new Set(['template']);

/**
 * @param {string[]} argv
 * @returns {{source: string, frontend?: string, version?: string, out: string}}
 */
function parseArgs(argv) {
  /** @type {{source?: string, frontend?: string, version?: string, out?: string}} */
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--frontend') args.frontend = argv[++i];
    else if (a === '--version') args.version = argv[++i];
    else if (a === '--out') args.out = argv[++i];
    else if (a?.startsWith('--')) throw new Error(`unknown option ${a}`);
    else args.source = a;
  }
  if (!args.source) {
    throw new Error(
      'usage: node scripts/sync-drivers.mjs <openlist-checkout> [--frontend <frontend-checkout>] [--version <tag>] [--out <file>]',
    );
  }
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  return {
    source: args.source,
    frontend: args.frontend,
    version: args.version,
    out: args.out ?? path.join(root, 'data', 'drivers.json'),
  };
}

/** @param {string} file */
function read(file) {
  return fs.readFileSync(file, 'utf8');
}

/**
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function readPackage(dir) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of fs.readdirSync(dir).sort()) {
    if (name.endsWith('.go') && !name.endsWith('_test.go'))
      files[name] = read(path.join(dir, name));
  }
  return files;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const src = (/** @type {string} */ rel) => path.join(args.source, rel);

  const configGo = read(src('internal/driver/config.go'));
  const configFields = parseConfigFields(configGo);
  const linkCacheModes = parseLinkCacheModes(configGo);
  const confTypes = parseConfTypes(read(src('internal/conf/const.go')));
  const mainItems = parseMainItems(
    read(src('internal/op/driver.go')),
    confTypes,
  );
  const storageFields = parseStorageFields(
    read(src('internal/model/storage.go')),
  );

  /** @type {Record<string, unknown>} */
  let feDrivers = {};
  /** @type {Record<string, unknown>} */
  let feCommon = {};
  if (args.frontend) {
    const lang = path.join(args.frontend, 'src/lang/en');
    feDrivers = JSON.parse(read(path.join(lang, 'drivers.json')));
    const storages = JSON.parse(read(path.join(lang, 'storages.json')));
    feCommon = /** @type {Record<string, unknown>} */ (storages.common ?? {});
  }

  const packages = registeredPackages(read(src('drivers/all.go'))).filter(
    (p) => !EXCLUDED_PACKAGES.has(p),
  );
  const drivers = packages.flatMap((pkg) =>
    parseDriverPackage(
      pkg,
      readPackage(src(`drivers/${pkg}`)),
      configFields,
      linkCacheModes,
    ),
  );
  const seen = new Set();
  for (const d of drivers) {
    if (seen.has(d.name))
      throw new Error(`driver name ${d.name} registered twice`);
    seen.add(d.name);
    d.common = commonItemsFor(d.config);
    for (const f of d.additional) {
      const label = labelFor(feDrivers, d.name, f.json);
      if (label) /** @type {Record<string, unknown>} */ (f).label = label;
    }
  }
  drivers.sort((a, b) => a.name.localeCompare(b.name, 'en'));

  // One entry per common key; webdav_policy has a proxy-only variant.
  /** @type {Record<string, unknown>[]} */
  const common = [];
  for (const item of mainItems) {
    const storage = storageFields.find((s) => s.json === item.json);
    if (!storage)
      throw new Error(`common item ${item.json} is not a Storage field`);
    const existing = common.find((c) => c.json === item.json);
    const label =
      typeof feCommon[item.json] === 'string' ? feCommon[item.json] : undefined;
    if (existing) {
      existing.proxyOnlyVariant = {
        default: existing.default,
        options: existing.options,
      };
      existing.default = item.default;
      existing.options = item.options;
      continue;
    }
    common.push({...item, goType: storage.goType, ...(label ? {label} : {})});
  }

  const data = {
    $comment:
      'Generated by scripts/sync-drivers.mjs from the OpenList source; do not edit by hand.',
    openlistVersion: args.version ?? null,
    configFields,
    storageFields,
    common,
    drivers,
  };
  fs.mkdirSync(path.dirname(args.out), {recursive: true});
  fs.writeFileSync(args.out, `${JSON.stringify(data, null, 2)}\n`);
  console.log(
    `${drivers.length} drivers from ${packages.length} packages -> ${args.out}`,
  );
}

try {
  main();
} catch (e) {
  console.error(`sync-drivers: ${/** @type {Error} */ (e).message}`);
  process.exit(1);
}
