/**
 * The docs versions: src/lib/version.ts is the one list, versions.json (the
 * file `docusaurus docs:version` keeps) agrees with it, and each older
 * version's pages read that version's own data snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DOCS_VERSIONS,
  docsVersion,
  OPENLIST_VERSION,
} from '../../src/lib/version';

const ROOT = path.resolve(__dirname, '../..');
const older = DOCS_VERSIONS.filter((v) => v.name !== 'current');

function files(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** Every docs page of a version, in both languages. */
function pagesOf(name: string): string[] {
  const dirs =
    name === 'current'
      ? ['docs', 'i18n/zh-CN/docusaurus-plugin-content-docs/current']
      : [
          `versioned_docs/version-${name}`,
          `i18n/zh-CN/docusaurus-plugin-content-docs/version-${name}`,
        ];
  return dirs.flatMap((dir) =>
    files(path.join(ROOT, dir)).filter((f) => /\.mdx?$/.test(f)),
  );
}

describe('docs versions', () => {
  it('lists the current docs first, then versions.json in its order', () => {
    const file = path.join(ROOT, 'versions.json');
    const versionsJson = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[])
      : [];
    expect(DOCS_VERSIONS[0]).toMatchObject({name: 'current', path: ''});
    expect(DOCS_VERSIONS[0]!.tag).toBe(OPENLIST_VERSION);
    expect(older.map((v) => v.name)).toEqual(versionsJson);
    for (const version of DOCS_VERSIONS) {
      expect(version.tag).toMatch(/^v\d+\.\d+\.\d+$/);
      expect(version.date).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    }
    expect(docsVersion('no-such-version')).toBe(DOCS_VERSIONS[0]);
  });

  it('has, for each older version, its pages in both languages and its data snapshot', () => {
    for (const version of older) {
      const dataDir = path.join(ROOT, 'data/versions', version.tag);
      for (const file of [
        'drivers.json',
        'openlist-config.json',
        'api-routes.json',
      ])
        expect([
          version.tag,
          file,
          fs.existsSync(path.join(dataDir, file)),
        ]).toEqual([version.tag, file, true]);
      expect(pagesOf(version.name).length).toBeGreaterThan(50);
    }
    // Nothing is left of a version that is no longer listed.
    const dir = path.join(ROOT, 'versioned_docs');
    const frozen = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    expect(frozen.sort()).toEqual(older.map((v) => `version-${v.name}`).sort());
  });

  it.each(DOCS_VERSIONS.map((v) => [v.name, v] as const))(
    'version %s: every page that shows driver data imports its own version of it',
    (name, version) => {
      const expected =
        name === 'current'
          ? '@site/data/drivers.json'
          : `@site/data/versions/${version.tag}/drivers.json`;
      const users = pagesOf(name).filter((file) =>
        /<Driver(Fields|Index)\b/.test(fs.readFileSync(file, 'utf8')),
      );
      expect(users.length).toBeGreaterThan(10);
      for (const file of users) {
        const text = fs.readFileSync(file, 'utf8');
        const imports = [
          ...text.matchAll(
            /^import \w+ from '(@site\/data\/[^']*drivers\.json)';$/gm,
          ),
        ].map((m) => m[1]);
        expect([path.relative(ROOT, file), imports]).toEqual([
          path.relative(ROOT, file),
          [expected],
        ]);
        // Each table is given that data.
        for (const use of text.matchAll(/<Driver(?:Fields|Index)\b[^>]*>/g))
          expect(use[0]).toContain('data={drivers}');
      }
    },
  );
});
