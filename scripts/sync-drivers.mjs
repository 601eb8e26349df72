#!/usr/bin/env node
// Regenerates data/drivers.json from an OpenList source checkout.
//
//   npm run sync:drivers -- <openlist-checkout> [--frontend <openlist-frontend-checkout>] [--version v4.1.5]
//                            [--zh-labels data/driver-labels-zh.json]
//
// It reads drivers/all.go (which packages are registered), every registered
// package's meta.go (driver.Config literals and Addition structs; the other
// files of the package only to see which Addition a driver type returns),
// internal/driver/config.go, internal/driver/item.go, internal/model/storage.go
// and internal/op/driver.go (the common form items). With --frontend it adds
// the English UI labels of src/lang/en/drivers.json and storages.json, and
// the Chinese label, help and option names of src/lang/zh-CN (or zh) when the
// checkout has them; data/driver-labels-zh.json supplies our own translation
// where those files have none (such texts are listed in `zh.ours`).
// It stops with an error on any Go construct it does not understand, and on a
// form item left without a Chinese label.

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
  parseConfigMethods,
  variantOf,
  parseStorageFields,
  registeredPackages,
} from './lib/drivers.mjs';
import {parseOurLabels, zhTextsFor} from './lib/driver-labels-zh.mjs';
import {writeOrCheck} from './lib/write-or-check.mjs';

/** Packages never written to the data: the skeleton for new drivers. */
const EXCLUDED_PACKAGES = new Set(['template']);

/**
 * @param {string[]} argv
 * @returns {{source: string, frontend?: string, version?: string, out: string, zhLabels: string, check: boolean}}
 */
function parseArgs(argv) {
  /** @type {{source?: string, frontend?: string, version?: string, out?: string, zhLabels?: string, check?: boolean}} */
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--frontend') args.frontend = argv[++i];
    else if (a === '--version') args.version = argv[++i];
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--check') args.check = true;
    else if (a === '--zh-labels') args.zhLabels = argv[++i];
    else if (a?.startsWith('--')) throw new Error(`unknown option ${a}`);
    else args.source = a;
  }
  if (!args.source) {
    throw new Error(
      'usage: node scripts/sync-drivers.mjs <openlist-checkout> [--frontend <frontend-checkout>] [--version <tag>] [--out <file>] [--zh-labels <file>] [--check]',
    );
  }
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  return {
    source: args.source,
    frontend: args.frontend,
    version: args.version,
    out: args.out ?? path.join(root, 'data', 'drivers.json'),
    zhLabels: args.zhLabels ?? path.join(root, 'data', 'driver-labels-zh.json'),
    check: Boolean(args.check),
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
  const configMethods = parseConfigMethods(configGo);
  const storageFields = parseStorageFields(
    read(src('internal/model/storage.go')),
  );

  /** @type {Record<string, unknown>} */
  let feDrivers = {};
  /** @type {Record<string, unknown>} */
  let feCommon = {};
  /** @type {{drivers: Record<string, unknown>, common: unknown} | undefined} */
  let feZh;
  if (args.frontend) {
    const lang = path.join(args.frontend, 'src/lang/en');
    feDrivers = JSON.parse(read(path.join(lang, 'drivers.json')));
    const storages = JSON.parse(read(path.join(lang, 'storages.json')));
    feCommon = /** @type {Record<string, unknown>} */ (storages.common ?? {});
    // Released builds carry zh-CN (from Crowdin); early sources had zh.
    const zhDir = ['zh-CN', 'zh']
      .map((l) => path.join(args.frontend ?? '', 'src/lang', l))
      .find((d) => fs.existsSync(path.join(d, 'drivers.json')));
    if (zhDir) {
      feZh = {
        drivers: JSON.parse(read(path.join(zhDir, 'drivers.json'))),
        common: JSON.parse(read(path.join(zhDir, 'storages.json'))).common,
      };
    } else {
      console.warn(
        `sync-drivers: ${args.frontend} has no src/lang/zh-CN; no Chinese labels written`,
      );
    }
  }
  const ours = parseOurLabels(JSON.parse(read(args.zhLabels)));
  /** @type {string[]} */
  const unusedOurs = [];
  /**
   * @param {{json: string, help: string, options: string[]}} item
   * @param {unknown} zhSection
   * @param {unknown} enSection
   * @param {Record<string, import('./lib/driver-labels-zh.mjs').OurEntry>} ourForm
   * @param {string} where
   */
  const addZh = (item, zhSection, enSection, ourForm, where) => {
    if (!feZh) return;
    const {texts, unused} = zhTextsFor(
      item,
      zhSection,
      enSection,
      ourForm[item.json],
      where,
    );
    /** @type {Record<string, unknown>} */ (item).zh = texts;
    for (const part of unused)
      unusedOurs.push(
        `${where}.${item.json}.${part}: the language file translates it`,
      );
  };

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
    d.common = commonItemsFor(d.config, mainItems, configMethods);
    for (const f of d.additional) {
      const label = labelFor(feDrivers, d.name, f.json);
      if (label) /** @type {Record<string, unknown>} */ (f).label = label;
      addZh(
        f,
        feZh?.drivers[d.name],
        feDrivers[d.name],
        ours.drivers[d.name] ?? {},
        d.name,
      );
    }
  }
  drivers.sort((a, b) => a.name.localeCompare(b.name, 'en'));

  // One entry per common key. Where getMainItems adds a key under several
  // conditions (webdav_policy, web_proxy), the entry holds the default and
  // options of the ordinary variant, and proxyOnlyVariant / preferProxyVariant
  // those of drivers that must or prefer to proxy.
  /** @type {Record<string, unknown>[]} */
  const common = [];
  for (const item of mainItems) {
    const storage = storageFields.find((s) => s.json === item.json);
    if (!storage)
      throw new Error(`common item ${item.json} is not a Storage field`);
    const variant = variantOf(item);
    const fields = {...item};
    delete (/** @type {Partial<typeof item>} */ (fields).when);
    const label =
      typeof feCommon[item.json] === 'string' ? feCommon[item.json] : undefined;
    /** @type {Record<string, any>} */
    let entry = common.find((c) => c.json === item.json) ?? {};
    if (!common.includes(entry)) {
      entry = {...fields, goType: storage.goType, ...(label ? {label} : {})};
      entry._variants = {};
      common.push(entry);
    }
    if (entry._variants[variant])
      throw new Error(`common item ${item.json}: two ${variant} variants`);
    entry._variants[variant] = fields;
  }
  for (const entry of /** @type {Record<string, any>[]} */ (common)) {
    const v = entry._variants;
    delete entry._variants;
    const base = v.base ?? v.proxyOnly;
    for (const k of ['type', 'required', 'help'])
      for (const other of Object.values(v))
        if (other[k] !== base[k])
          throw new Error(`common item ${entry.json}: variants differ in ${k}`);
    entry.default = base.default;
    entry.options = base.options;
    if (v.base && v.proxyOnly)
      entry.proxyOnlyVariant = {
        default: v.proxyOnly.default,
        options: v.proxyOnly.options,
      };
    if (v.preferProxy)
      entry.preferProxyVariant = {
        default: v.preferProxy.default,
        options: v.preferProxy.options,
      };
  }
  for (const item of common)
    addZh(
      /** @type {{json: string, help: string, options: string[]}} */ (item),
      feZh?.common,
      feCommon,
      ours.common,
      'common',
    );
  if (feZh) {
    const forms = new Map(drivers.map((d) => [d.name, d.additional]));
    forms.set('common', /** @type {any} */ (common));
    for (const [name, form] of [
      ...Object.entries(ours.drivers),
      ['common', ours.common],
    ]) {
      const items = forms.get(/** @type {string} */ (name));
      for (const key of Object.keys(form))
        if (!items?.some((i) => i.json === key))
          unusedOurs.push(`${name}.${key}: no such form item`);
    }
    for (const u of unusedOurs)
      console.warn(`sync-drivers: ${args.zhLabels}: ${u}; the entry can go`);
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
  if (args.check) {
    if (!writeOrCheck(args.out, data, true, 'sync-drivers')) process.exit(1);
    return;
  }
  writeOrCheck(args.out, data, false, 'sync-drivers');
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
