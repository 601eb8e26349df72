import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {InlineCode, Root, Table, TableCell, TableRow} from 'mdast';
import remarkReferenceTables, {
  LAYOUTS,
  isVersionedDoc,
} from '../../plugins/reference-tables/remark';

const cell = (value: string, code = false): TableCell => ({
  type: 'tableCell',
  children: [code ? {type: 'inlineCode', value} : {type: 'text', value}],
});
const row = (...cells: TableCell[]): TableRow => ({
  type: 'tableRow',
  children: cells,
});
const table = (...rows: TableRow[]): Table => ({
  type: 'table',
  align: rows[0]!.children.map(() => null),
  children: rows,
});
const run = (node: Table) => {
  const root: Root = {type: 'root', children: [node]};
  remarkReferenceTables()(root);
  return root.children[0] as Table;
};
/** The text of a node, its children's joined by "/". */
const show = (node: unknown): string => {
  const n = node as {value?: string; children?: unknown[]};
  if (n.value !== undefined) return n.value;
  return (n.children ?? []).map(show).join('/');
};

describe('reference tables', () => {
  it('stacks env and type under the key: three columns, default then description', () => {
    const [en] = LAYOUTS;
    const result = run(
      table(
        row(...en!.headers.en.map((h) => cell(h))),
        row(
          cell('scheme.http_port', true),
          cell('int', true),
          cell('5244', true),
          cell('OPENLIST_HTTP_PORT', true),
          cell('Port of the HTTP server.'),
        ),
        row(
          cell('dist_dir', true),
          cell('string', true),
          cell('""', true),
          cell('—'),
          cell('Folder of a custom frontend.'),
        ),
      ),
    );
    expect(result.data?.hProperties?.className).toEqual(['ol-ref-table']);
    const rows = result.children.map((r) => r.children.map(show));
    expect(rows[0]).toEqual([
      'Key/Environment variable/Type',
      'Default',
      'What it does',
    ]);
    expect(rows[1]).toEqual([
      'scheme.http_port/OPENLIST_HTTP_PORT/int',
      '5244',
      'Port of the HTTP server.',
    ]);
    // No environment variable: no empty line for it.
    expect(rows[2]![0]).toBe('dist_dir/string');
    expect(result.children[1]!.children[1]!.data?.hProperties).toEqual({
      'data-label': 'Default',
    });
  });

  it('recognises the Chinese headers and joins type and visibility of settings', () => {
    const settings = LAYOUTS[1]!;
    const result = run(
      table(
        row(...settings.headers.zh.map((h) => cell(h))),
        row(
          cell('site_title', true),
          cell('站点标题'),
          cell('string'),
          cell('OpenList', true),
          cell('public'),
          cell('网站标题。'),
        ),
      ),
    );
    expect(result.children[1]!.children.map(show)).toEqual([
      'site_title/站点标题/string/ · /public',
      'OpenList',
      '网站标题。',
    ]);
  });

  it('leaves other tables as they are', () => {
    const other = table(
      row(cell('Route'), cell('Who can call it')),
      row(cell('GET /api/task/copy/undone', true), cell('admins')),
    );
    const result = run(other);
    expect(result.data?.hProperties).toBeUndefined();
    expect(result.children[1]!.children.map(show)).toEqual([
      'GET /api/task/copy/undone',
      'admins',
    ]);
    const code = result.children[1]!.children[0]!.children[0] as InlineCode;
    expect(code.data).toBeUndefined();
  });
});

describe('the reference pages use the layouts', () => {
  const root = join(__dirname, '../..');
  const zh = 'i18n/zh-CN/docusaurus-plugin-content-docs/current';
  const pages = [
    'configuration/config-file.md',
    ...readdirSync(join(root, 'docs/configuration/settings'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `configuration/settings/${f}`),
    'api/task.md',
  ].flatMap((page) => [`docs/${page}`, `${zh}/${page}`]);
  const keyHeads = new Set(
    LAYOUTS.flatMap((l) => [l.headers.en[0], l.headers.zh[0]]),
  );

  it.each(pages)('%s: every key table is laid out', (page) => {
    const text = readFileSync(join(root, page), 'utf8').replace(
      /^```[\s\S]*?^```/gm,
      '',
    );
    const headers = text
      .split('\n')
      .filter(
        (line, i, lines) =>
          line.startsWith('|') && !lines[i - 1]!.startsWith('|'),
      )
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    const keyTables = headers.filter((h) => keyHeads.has(h[0]!));
    const known = (h: string[]) =>
      LAYOUTS.some(({headers: names}) =>
        [names.en, names.zh].some((n) => n.join('|') === h.join('|')),
      );
    expect(keyTables.filter((h) => !known(h))).toEqual([]);
    // Settings pages, config-file and the task page all have some.
    if (!page.endsWith('settings/index.md'))
      expect(keyTables.length).toBeGreaterThan(0);
  });
});

describe('since badges in reference tables', () => {
  const configTable = (): Table => {
    const layout = LAYOUTS.find((l) => l.since === 'config')!;
    return {
      type: 'table',
      children: [
        row(...layout.headers.en.map((h) => cell(h))),
        row(
          cell('mcp.enable', true),
          cell('bool'),
          cell('`false`'),
          cell('E'),
          cell('x'),
        ),
        row(
          cell('mcp.port', true),
          cell('int'),
          cell('1'),
          cell('E'),
          cell('x'),
        ),
      ],
    };
  };
  const options = {
    since: {config: {'mcp.enable': 'v9.1.0'}},
    removed: {config: {'mcp.old': 'v9.2.0', 'other.key': 'v9.2.0'}},
  };
  const run = (file: string) => {
    const root: Root = {type: 'root', children: [configTable()]};
    remarkReferenceTables(options)(root, {path: file});
    return JSON.stringify(root);
  };

  it('marks keys added since the oldest version, and notes removed keys of the same section', () => {
    const en = run('/site/docs/configuration/config-file.md');
    expect(en).toContain('Since v9.1.0');
    expect(en.match(/Since v/g)).toHaveLength(1);
    expect(en).toContain('Removed in v9.2.0: ');
    expect(en).toContain('"value":"mcp.old"');
    expect(en).not.toContain('other.key');
    const zh = run(
      '/site/i18n/zh-CN/docusaurus-plugin-content-docs/current/configuration/config-file.md',
    );
    expect(zh).toContain('自 v9.1.0 起');
    expect(zh).toContain('已在 v9.2.0 移除：');
  });

  it('leaves frozen versions alone', () => {
    for (const file of [
      '/site/versioned_docs/version-4.1.5/configuration/config-file.md',
      '/site/i18n/zh-CN/docusaurus-plugin-content-docs/version-4.1.5/configuration/config-file.md',
    ]) {
      expect(isVersionedDoc(file)).toBe(true);
      const out = run(file);
      expect(out).not.toContain('v9.');
    }
    expect(isVersionedDoc('/site/docs/configuration/config-file.md')).toBe(
      false,
    );
  });
});
