import fs from 'node:fs';
import path from 'node:path';
import data from '../../data/drivers.json';
import ourLabels from '../../data/driver-labels-zh.json';
import type {LoadContext} from '@docusaurus/types';
import homeDataPlugin, {homeDrivers} from '../../plugins/home-data';
import {
  DRIVER_PAGES,
  driverPagePath,
  type DriversData,
} from '../../src/lib/drivers';
import {OPENLIST_VERSION} from '../../src/lib/version';

const ROOT = path.join(__dirname, '..', '..');
const EN_DIR = path.join(ROOT, 'docs/guide/drivers');
const ZH_DIR = path.join(
  ROOT,
  'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/drivers',
);

/**
 * Drivers in data/drivers.json that no page documents yet. Each one still
 * needs a page (or a section of a shared page) in both languages and an entry
 * in DRIVER_PAGES (src/lib/drivers.ts). Remove a name when its page lands; the
 * test fails while a listed driver is documented, so this list only shrinks
 * and is empty when every driver has a page.
 *
 * Empty since every driver of OpenList v4.1.5 has a page. When a sync adds a
 * driver, either write its page or list it here until the page exists.
 */
const UNDOCUMENTED: string[] = [];

interface Usage {
  driver: string | undefined;
  common: boolean;
  notes: string[];
}

/** Index of the bracket closing the one at `open`, skipping JS strings. */
function closing(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unbalanced brackets from ${open}`);
}

/** Keys of a JS object literal whose values are strings or nested literals. */
function topLevelKeys(literal: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = true;
  for (let i = 0; i < literal.length; i++) {
    const c = literal[i]!;
    if (/\s/.test(c)) continue;
    if (c === '"' || c === "'" || c === '`') {
      const start = i;
      for (i++; i < literal.length && literal[i] !== c; i++)
        if (literal[i] === '\\') i++;
      if (depth === 1 && expectKey) {
        keys.push(JSON.parse(`"${literal.slice(start + 1, i)}"`) as string);
        expectKey = false;
      }
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 1) expectKey = true;
    else if (depth === 1 && expectKey && /[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(literal.slice(i))!;
      keys.push(m[0]);
      i += m[0].length - 1;
      expectKey = false;
    }
  }
  return keys;
}

/** Every <DriverFields …/> element of a page with the note keys it names. */
function usages(src: string): Usage[] {
  const out: Usage[] = [];
  for (const m of src.matchAll(/<DriverFields\b/g)) {
    const end = src.indexOf('/>', m.index);
    let attrs = src.slice(m.index, end);
    const notesAt = attrs.indexOf('notes={');
    let notes: string[] = [];
    if (notesAt !== -1) {
      const open = m.index + notesAt + 'notes='.length;
      const close = closing(src, open);
      const inner = src.slice(open + 1, close).trim();
      if (inner.startsWith('{')) notes = topLevelKeys(inner);
      else if (/^[A-Za-z_$][\w$]*$/.test(inner)) {
        // notes={name}: the page defines `export const name = {…}`.
        const decl = new RegExp(`export const ${inner}\\s*=\\s*\\{`).exec(src);
        if (!decl)
          throw new Error(`notes object ${inner} is not defined in the page`);
        const at = decl.index + decl[0].length - 1;
        notes = topLevelKeys(src.slice(at, closing(src, at) + 1));
      } else throw new Error(`cannot read notes={${inner}}`);
      attrs = src.slice(m.index, src.indexOf('/>', close));
    }
    out.push({
      driver: /driver="([^"]+)"/.exec(attrs)?.[1],
      common: /\bcommon\b(?!\w)/.test(attrs.replace(/notes=\{[\s\S]*$/, '')),
      notes,
    });
  }
  return out;
}

function pagesIn(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir))
    if (/\.mdx?$/.test(f))
      out.set(
        f.replace(/\.mdx?$/, ''),
        fs.readFileSync(path.join(dir, f), 'utf8'),
      );
  return out;
}

const en = pagesIn(EN_DIR);
const zh = pagesIn(ZH_DIR);
const drivers = new Map(data.drivers.map((d) => [d.name, d]));
const typed = data as DriversData;
const commonKeys = new Set(data.common.map((c) => c.json));

describe('driver pages', () => {
  it('use driver data of the OpenList version the site describes', () => {
    // Regenerate with npm run sync:drivers when the version changes.
    expect(data.openlistVersion).toBe(OPENLIST_VERSION);
  });

  it('documents every driver in data/drivers.json, in both languages', () => {
    const documented = new Set<string>();
    for (const [slug, src] of en) {
      const twin = zh.get(slug);
      for (const u of usages(src)) {
        if (!u.driver) continue;
        if (twin && usages(twin).some((t) => t.driver === u.driver))
          documented.add(u.driver);
      }
    }
    const missing = [...drivers.keys()]
      .filter((n) => !documented.has(n))
      .sort();
    expect(missing).toEqual([...UNDOCUMENTED].sort());
  });

  it('maps each documented driver to the page and section that has it', () => {
    for (const [name, {page, anchor}] of Object.entries(DRIVER_PAGES)) {
      expect(drivers.has(name)).toBe(true);
      for (const pages of [en, zh]) {
        const src = pages.get(page);
        expect(src).toBeDefined();
        expect(usages(src!).some((u) => u.driver === name)).toBe(true);
        if (anchor) expect(src).toContain(`{#${anchor}}`);
      }
    }
    for (const [slug, src] of en)
      for (const u of usages(src))
        if (u.driver) expect(DRIVER_PAGES[u.driver]?.page).toBe(slug);
  });

  it('names only fields that exist in the data', () => {
    const problems: string[] = [];
    for (const [lang, pages] of [
      ['en', en],
      ['zh-CN', zh],
    ] as const) {
      for (const [slug, src] of pages) {
        for (const u of usages(src)) {
          let known: Set<string>;
          if (u.common) known = commonKeys;
          else {
            const d = u.driver ? drivers.get(u.driver) : undefined;
            if (!d) {
              problems.push(`${lang}/${slug}: unknown driver ${u.driver}`);
              continue;
            }
            known = new Set(d.additional.map((f) => f.json));
          }
          for (const key of u.notes)
            if (!known.has(key))
              problems.push(
                `${lang}/${slug}: ${u.driver ?? 'common'} has no field ${key}`,
              );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes every driver, and only real ones, on the index page', () => {
    for (const pages of [en, zh]) {
      const src = pages.get('index');
      expect(src).toBeDefined();
      const decl = /export const about\s*=\s*\{/.exec(src!);
      expect(decl).not.toBeNull();
      const at = decl!.index + decl![0].length - 1;
      const keys = topLevelKeys(src!.slice(at, closing(src!, at) + 1));
      expect([...keys].sort()).toEqual([...drivers.keys()].sort());
    }
  });

  it('reads note keys the way pages write them', () => {
    const src = `<DriverFields driver="S3" notes={{
  bucket: 'The bucket, e.g. "media"',
  "access_key_id": 'Key, {not a key: here}',
  UploadThread: \`three\`,
}} />`;
    expect(usages(src)).toEqual([
      {
        driver: 'S3',
        common: false,
        notes: ['bucket', 'access_key_id', 'UploadThread'],
      },
    ]);
    const page = `export const notes = {
  bucket: 'It\\'s {the} bucket',
  region: "r",
};

<DriverFields driver="S3" notes={notes} />`;
    expect(usages(page)[0]?.notes).toEqual(['bucket', 'region']);
    expect(() =>
      usages('<DriverFields driver="S3" notes={missing} />'),
    ).toThrow(/not defined/);
    expect(
      usages('<DriverFields common notes={{mount_path: "x"}} />')[0],
    ).toMatchObject({
      common: true,
      notes: ['mount_path'],
    });
  });

  it('shows every field of a zh-CN table with a Chinese label and help', () => {
    const cjk = /[\u3400-\u9fff]/;
    // A label without Chinese characters must be a term the Chinese
    // interface keeps as is (Cookie, URL, Cloud ID), not an English phrase
    // the language file has not translated yet (Refresh token). Header
    // names such as User-Agent count as terms.
    const term = /^[A-Z0-9][A-Za-z0-9-]*(?: [A-Z0-9][A-Za-z0-9-]*)*$/;
    const problems: string[] = [];
    let shown = 0;
    for (const [slug, src] of zh) {
      for (const u of usages(src)) {
        const fields = u.common
          ? typed.common
          : typed.drivers.find((d) => d.name === u.driver)?.additional;
        for (const f of fields ?? []) {
          shown++;
          const where = `${slug}: ${u.driver ?? 'common'}.${f.json}`;
          const label = f.zh?.label ?? '';
          if (!cjk.test(label) && !term.test(label))
            problems.push(`${where} label "${label}"`);
          if (f.help && !u.notes.includes(f.json)) {
            const help = f.zh?.help ?? '';
            if (!help || (!cjk.test(help) && /\s/.test(help.trim())))
              problems.push(`${where} help "${help}"`);
          }
          for (const o of Object.values(f.zh?.options ?? {}))
            if (!o) problems.push(`${where} empty option name`);
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('marks exactly the Chinese texts that come from our own translations', () => {
    const ours = ourLabels as {
      common?: Record<string, {label?: string; help?: string}>;
      drivers: Record<string, Record<string, {label?: string; help?: string}>>;
    };
    const forms: [string, typeof typed.common][] = [
      ['common', typed.common],
      ...typed.drivers.map(
        (d) => [d.name, d.additional] as [string, typeof typed.common],
      ),
    ];
    for (const [name, fields] of forms) {
      const map =
        name === 'common' ? (ours.common ?? {}) : (ours.drivers[name] ?? {});
      for (const f of fields) {
        for (const part of f.zh?.ours ?? []) {
          expect(f.zh?.[part]).toBe(map[f.json]?.[part]);
        }
      }
    }
  });
});

describe("the home page's driver list (plugins/home-data)", () => {
  it('lists every driver once, page order first, with its page or none', async () => {
    const plugin = homeDataPlugin({siteDir: ROOT} as LoadContext);
    const {drivers: listed} = (await plugin.loadContent!())!;
    const all = (data as DriversData).drivers.map(({name}) => name);
    expect(listed.map(({name}) => name).sort()).toEqual([...all].sort());
    for (const {name, path: to} of listed)
      expect(to).toBe(driverPagePath(name) ?? null);
    // The drivers with a page come in DRIVER_PAGES order, the rest after.
    const order = Object.keys(DRIVER_PAGES);
    const ranks = listed.map(({name}) =>
      order.includes(name) ? order.indexOf(name) : order.length,
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(homeDrivers(['b', 'a', order[0]!]).map(({name}) => name)).toEqual([
      order[0],
      'a',
      'b',
    ]);
  });
});
