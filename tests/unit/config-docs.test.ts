/**
 * The Configuration pages must document exactly what OpenList defines:
 * every config.json key, every command and flag, and every admin setting in
 * data/openlist-config.json (extracted by scripts/sync-config.mjs), in both
 * English and Chinese, and nothing that does not exist.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

interface ConfigKey {
  path: string;
  type: string;
  default: unknown;
  env: string | null;
}
interface Flag {
  name: string;
  shorthand: string | null;
  type: string;
  default: unknown;
  persistent: boolean;
}
interface Command {
  path: string;
  aliases: string[];
  flags: Flag[];
}
interface Setting {
  key: string;
  default: string | {dynamic: string};
  type: string;
  page: string;
}
interface Data {
  configKeys: ConfigKey[];
  commands: Command[];
  settings: Setting[];
}

const root = join(__dirname, '../..');
const data = JSON.parse(
  readFileSync(join(root, 'data/openlist-config.json'), 'utf8'),
) as Data;

const locales = {
  en: join(root, 'docs/configuration'),
  'zh-CN': join(
    root,
    'i18n/zh-CN/docusaurus-plugin-content-docs/current/configuration',
  ),
};

function read(locale: keyof typeof locales, page: string): string {
  return readFileSync(join(locales[locale], page), 'utf8');
}

/** Text outside fenced code blocks. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Stands in for an escaped pipe (`\|`) while a table row is split. */
const PIPE = '\uE000';

/** Markdown tables as arrays of cell arrays, the header row first. */
function tables(markdown: string): string[][][] {
  const result: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of prose(markdown).split('\n')) {
    if (line.startsWith('|')) {
      const cells = line
        .replaceAll('\\|', PIPE)
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replaceAll(PIPE, '|'));
      if (cells.every((c) => /^-+$/.test(c))) continue;
      if (!current) {
        current = [];
        result.push(current);
      }
      current.push(cells);
    } else current = null;
  }
  return result;
}

/** Rows (header excluded) of tables whose first header cell is in `heads`. */
function rows(markdown: string, heads: string[]): string[][] {
  return tables(markdown)
    .filter((t) => heads.includes(t[0]![0]!))
    .flatMap((t) => t.slice(1));
}

/** `code` → code; anything else unchanged. */
function code(cell: string): string | null {
  const m = /^`([^`]+)`$/.exec(cell);
  return m ? m[1]! : null;
}

describe.each(Object.keys(locales) as Array<keyof typeof locales>)(
  'configuration pages (%s)',
  (locale) => {
    describe('config-file.md', () => {
      const page = read(locale, 'config-file.md');
      const keyRows = rows(page, ['Key', '配置项']);
      const byKey = new Map(keyRows.map((r) => [code(r[0]!), r]));

      it('has a row for every config.json key', () => {
        const missing = data.configKeys
          .map((k) => k.path)
          .filter((p) => !byKey.has(p));
        expect(missing).toEqual([]);
      });

      it('documents no key that does not exist', () => {
        const known = new Set(data.configKeys.map((k) => k.path));
        const unknown = keyRows
          .map((r) => code(r[0]!))
          .filter((k) => !k || !known.has(k));
        expect(unknown).toEqual([]);
      });

      it('gives the type, default and environment variable of each key', () => {
        const wrong: string[] = [];
        for (const key of data.configKeys) {
          const row = byKey.get(key.path)!;
          if (code(row[1]!) !== key.type) wrong.push(`${key.path}: type`);
          if (row[3] !== (key.env ? `\`${key.env}\`` : '—'))
            wrong.push(`${key.path}: env`);
          const scalar =
            key.default === null ||
            typeof key.default !== 'object' ||
            Array.isArray(key.default);
          if (
            scalar &&
            key.default !== null &&
            !/^\[\][A-Z]/.test(key.type) &&
            row[2] !== `\`${JSON.stringify(key.default)}\``
          )
            wrong.push(`${key.path}: default ${row[2]}`);
        }
        expect(wrong).toEqual([]);
      });

      it('mentions only environment variables that exist', () => {
        const known = new Set(
          data.configKeys.flatMap((k) => (k.env ? [k.env] : [])),
        );
        known.add('OPENLIST_ADMIN_PASSWORD');
        const pages = [
          'index.md',
          'config-file.md',
          'cli.md',
          'database.md',
        ].map((p) => read(locale, p));
        const mentioned = pages.flatMap((p) =>
          [...p.matchAll(/\bOPENLIST_[A-Z0-9_]*[A-Z0-9]\b/g)].map((m) => m[0]),
        );
        expect(mentioned.filter((v) => !known.has(v))).toEqual([]);
      });
    });

    describe('cli.md', () => {
      const page = read(locale, 'cli.md');
      const headings = [...page.matchAll(/^#{2,3} `(openlist[^`]*)`$/gm)].map(
        (m) => m[1]!,
      );
      /** The text of a command's section, up to the next command heading. */
      const section = (path: string) => {
        const start = page.search(
          new RegExp(`^#{2,3} \`${path.replace(/ /g, ' ')}\`$`, 'm'),
        );
        if (start === -1) return '';
        const rest = page.slice(page.indexOf('\n', start));
        const end = rest.search(/^#{2,3} `openlist/m);
        return end === -1 ? rest : rest.slice(0, end);
      };

      it('has a heading for every command and none for unknown ones', () => {
        const paths = [...new Set(data.commands.map((c) => c.path))];
        expect([...headings].sort()).toEqual([...paths].sort());
      });

      it('lists every flag in its command section with the right facts', () => {
        const wrong: string[] = [];
        for (const cmd of data.commands) {
          const flagRows = rows(section(cmd.path), ['Flag', '参数']);
          for (const flag of cmd.flags) {
            const row = flagRows.find((r) => code(r[0]!) === `--${flag.name}`);
            if (!row) {
              wrong.push(`${cmd.path} --${flag.name}: missing`);
              continue;
            }
            const short = flag.shorthand ? `\`-${flag.shorthand}\`` : '—';
            if (row[1] !== short) wrong.push(`--${flag.name}: shorthand`);
            if (row[2] !== flag.type) wrong.push(`--${flag.name}: type`);
            const def =
              flag.default === '' ? null : `\`${String(flag.default)}\``;
            if (def && row[3] !== def) wrong.push(`--${flag.name}: default`);
            if (
              flag.persistent !==
              (row[4] !== 'this command' && row[4] !== '仅此命令')
            )
              wrong.push(`--${flag.name}: scope`);
          }
          const documented = flagRows.map((r) => code(r[0]!));
          for (const name of documented)
            if (!cmd.flags.some((f) => `--${f.name}` === name))
              wrong.push(`${cmd.path}: unknown flag ${name}`);
        }
        expect(wrong).toEqual([]);
      });

      it('mentions aliases', () => {
        for (const cmd of data.commands)
          for (const alias of cmd.aliases)
            expect(section(cmd.path)).toContain(
              `${cmd.path.split(' ').slice(0, -1).join(' ')} ${alias}`,
            );
      });
    });

    describe('settings/', () => {
      const pages = [...new Set(data.settings.map((s) => s.page))];

      it.each(pages)('%s.md documents exactly its settings', (slug) => {
        const page = read(locale, `settings/${slug}.md`);
        const documented = rows(page, ['Key', '键']).map((r) => code(r[0]!));
        const expected = data.settings
          .filter((s) => s.page === slug)
          .map((s) => s.key);
        expect([...documented].sort()).toEqual([...expected].sort());
      });

      it.each(pages)(
        '%s.md gives each setting its type and default',
        (slug) => {
          const page = read(locale, `settings/${slug}.md`);
          const byKey = new Map(
            rows(page, ['Key', '键']).map((r) => [code(r[0]!), r]),
          );
          const wrong: string[] = [];
          for (const s of data.settings.filter((x) => x.page === slug)) {
            const row = byKey.get(s.key)!;
            if (row[2] !== s.type) wrong.push(`${s.key}: type`);
            if (typeof s.default === 'string' && s.default !== '') {
              const inTable = row[3] === `\`${s.default}\``;
              const inBlock = page.includes(`\n${s.default}\n\`\`\``);
              if (!inTable && !inBlock) wrong.push(`${s.key}: default`);
            }
          }
          expect(wrong).toEqual([]);
        },
      );
    });

    it('every page has title, description and sidebar_position', () => {
      const files = [
        'index.md',
        'config-file.md',
        'cli.md',
        'database.md',
        'settings/index.md',
        ...[...new Set(data.settings.map((s) => s.page))].map(
          (p) => `settings/${p}.md`,
        ),
      ];
      for (const file of files) {
        const front = /^---\n([\s\S]*?)\n---/.exec(read(locale, file))?.[1];
        expect(front).toMatch(/^title: .+$/m);
        expect(front).toMatch(/^description: .+$/m);
        expect(front).toMatch(/^sidebar_position: \d+$/m);
      }
    });
  },
);

describe('both locales', () => {
  it('use the same headings anchors and tables in every page', () => {
    const files = [
      'config-file.md',
      'cli.md',
      'settings/index.md',
      ...[...new Set(data.settings.map((s) => s.page))].map(
        (p) => `settings/${p}.md`,
      ),
    ];
    for (const file of files) {
      const shape = (locale: keyof typeof locales) => {
        const text = read(locale, file);
        return {
          codeHeadings: [...text.matchAll(/^#+ (`[^`]+`)$/gm)].map((m) => m[1]),
          ids: [...text.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]),
          tableRows: tables(text).map((t) => t.length),
        };
      };
      expect({file, ...shape('zh-CN')}).toEqual({file, ...shape('en')});
    }
  });
});
