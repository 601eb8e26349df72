import type {
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';

/**
 * Reference tables laid out for reading (rendering only; the Markdown stays
 * the plain table the unit tests check against the OpenList source).
 *
 * A table whose header row is one of {@link LAYOUTS} (English or Chinese) is
 * rewritten to three columns: the key with its secondary facts (environment
 * variable, UI label, type…) stacked under it, then one short fact (default,
 * required), then the description. The table gets the class `ol-ref-table`
 * (src/css/custom.css: fixed column widths, the description ≥ 45 %, stacked
 * cards under 600 px), and each cell after the first a `data-label` with its
 * column name for the cards.
 *
 * (Break points inside inline code cannot be added here: the theme renders a
 * `<code>` whose children are not all text as a code block.)
 */

interface Layout {
  /** Which "since" table (data/since.json) names the keys of this table. */
  since?: 'config' | 'settings';
  /** Header cells, in order, in each language. */
  headers: {en: string[]; zh: string[]};
  /** Column shown first (the key). */
  key: number;
  /** Columns stacked under the key, one line each; a line may join columns. */
  stack: number[][];
  /** The short fact and the description, in this order. */
  rest: [number, number];
}

export const LAYOUTS: Layout[] = [
  {
    // config.json keys
    since: 'config',
    headers: {
      en: ['Key', 'Type', 'Default', 'Environment variable', 'What it does'],
      zh: ['配置项', '类型', '默认值', '环境变量', '作用'],
    },
    key: 0,
    stack: [[3], [1]],
    rest: [2, 4],
  },
  {
    // admin settings
    since: 'settings',
    headers: {
      en: ['Key', 'UI label', 'Type', 'Default', 'Visibility', 'Effect'],
      zh: ['键', '界面名称', '类型', '默认值', '可见性', '作用'],
    },
    key: 0,
    stack: [[1], [2, 4]],
    rest: [3, 5],
  },
  {
    // API request fields
    headers: {
      en: ['Name', 'Type', 'Required', 'Meaning'],
      zh: ['名称', '类型', '必填', '含义'],
    },
    key: 0,
    stack: [[1]],
    rest: [2, 3],
  },
  {
    // API response fields
    headers: {
      en: ['Name', 'Type', 'Always present', 'Meaning'],
      zh: ['名称', '类型', '总是返回', '含义'],
    },
    key: 0,
    stack: [[1]],
    rest: [2, 3],
  },
];

/** Plain text of phrasing content. */
function text(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) =>
      'value' in node
        ? node.value
        : 'children' in node
          ? text(node.children as PhrasingContent[])
          : '',
    )
    .join('')
    .trim();
}

function cellText(cell: TableCell | undefined): string {
  return cell ? text(cell.children) : '';
}

export function layoutOf(table: Table): Layout | undefined {
  const header = table.children[0]?.children.map(cellText) ?? [];
  return LAYOUTS.find(({headers}) =>
    [headers.en, headers.zh].some(
      (names) =>
        names.length === header.length &&
        names.every((name, i) => name === header[i]),
    ),
  );
}

/** A `<span class="…">` around phrasing content (mdast → hast via data). */
function span(className: string, children: PhrasingContent[]): PhrasingContent {
  return {
    type: 'emphasis',
    data: {hName: 'span', hProperties: {className: [className]}},
    children,
  };
}

/** Stacked line of one or more columns, joined by " · "; empty cells ("—") left out. */
function stackLine(
  cells: (TableCell | undefined)[],
  className: string,
): PhrasingContent | null {
  const parts = cells.filter(
    (cell): cell is TableCell =>
      cell !== undefined && !['', '—', '-'].includes(cellText(cell)),
  );
  if (parts.length === 0) return null;
  const children = parts.flatMap((cell, i) =>
    i === 0
      ? cell.children
      : [{type: 'text', value: ' · '} as PhrasingContent, ...cell.children],
  );
  return span(className, children);
}

function rewrite(table: Table, layout: Layout): void {
  const [header, ...body] = table.children as [TableRow, ...TableRow[]];
  const names = header.children.map(cellText);
  const row = (cells: TableCell[], isHeader: boolean): TableRow => {
    const first: PhrasingContent[] = [
      span('ol-ref-key', cells[layout.key]?.children ?? []),
    ];
    layout.stack.forEach((columns) => {
      const line = stackLine(
        columns.map((i) => cells[i]),
        'ol-ref-meta',
      );
      if (line) first.push(line);
    });
    const [fact, description] = layout.rest.map(
      (i) => cells[i] ?? {type: 'tableCell' as const, children: []},
    ) as [TableCell, TableCell];
    const labelled = (cell: TableCell, i: number): TableCell =>
      isHeader
        ? cell
        : {
            ...cell,
            data: {
              ...cell.data,
              hProperties: {
                ...cell.data?.hProperties,
                'data-label': names[i] ?? '',
              },
            },
          };
    return {
      type: 'tableRow',
      children: [
        {type: 'tableCell', children: first},
        labelled(fact, layout.rest[0]),
        labelled(description, layout.rest[1]),
      ],
    };
  };
  table.children = [
    row(header.children, true),
    ...body.map((r) => row(r.children, false)),
  ];
  table.align = [null, null, null];
  table.data = {
    ...table.data,
    hProperties: {
      ...table.data?.hProperties,
      className: ['ol-ref-table'],
    },
  };
}

/** Releases that added config keys and settings (data/since.json's `since`). */
export interface SinceOptions {
  config?: Record<string, string>;
  settings?: Record<string, string>;
}

/** The section of a config key path: what comes before its last dot. */
function sectionOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot === -1 ? '' : key.slice(0, dot);
}

/**
 * The note "Removed in vX.Y.Z: `a`, `b`." for the removed config keys of the
 * table's section (the section of its keys), or null when none; each key
 * is placed once (`placed` remembers them).
 */
function removedNote(
  table: Table,
  removed: Record<string, string>,
  placed: Set<string>,
  chinese: boolean,
): RootContent | null {
  const sections = new Set(
    table.children
      .slice(1)
      .flatMap((row) => row.children[0]?.children ?? [])
      .filter((n) => n.type === 'inlineCode')
      .map((n) => sectionOf(n.value)),
  );
  const byTag = new Map<string, string[]>();
  for (const [key, tag] of Object.entries(removed)) {
    if (placed.has(key) || !sections.has(sectionOf(key))) continue;
    placed.add(key);
    byTag.set(tag, [...(byTag.get(tag) ?? []), key]);
  }
  if (byTag.size === 0) return null;
  const children: PhrasingContent[] = [];
  for (const [tag, keys] of byTag) {
    if (children.length > 0) children.push({type: 'text', value: ' '});
    children.push({
      type: 'text',
      value: chinese ? `已在 ${tag} 移除：` : `Removed in ${tag}: `,
    });
    keys.forEach((key, i) => {
      if (i > 0) children.push({type: 'text', value: chinese ? '、' : ', '});
      children.push({type: 'inlineCode', value: key});
    });
    children.push({type: 'text', value: chinese ? '。' : '.'});
  }
  return {
    type: 'paragraph',
    data: {hProperties: {className: ['ol-removed']}},
    children,
  };
}

/**
 * Appends a "Since vX.Y.Z" badge after each inline-code key of the key cell
 * that the since table names.
 */
function addSinceBadges(
  table: Table,
  names: Record<string, string>,
  chinese: boolean,
): void {
  for (const row of table.children.slice(1)) {
    const cell = row.children[0];
    if (!cell) continue;
    cell.children = cell.children.flatMap((node) => {
      const tag = node.type === 'inlineCode' ? names[node.value] : undefined;
      if (!tag) return [node];
      const badge: PhrasingContent = {
        type: 'emphasis',
        data: {hName: 'span', hProperties: {className: ['ol-since']}},
        children: [
          {type: 'text', value: chinese ? `自 ${tag} 起` : `Since ${tag}`},
        ],
      };
      return [node, badge];
    });
  }
}

/** Whether a source file belongs to an older, frozen docs version. */
export function isVersionedDoc(filePath: string): boolean {
  return /[/\\](versioned_docs|docusaurus-plugin-content-docs[/\\]version-[^/\\]+)[/\\]/.test(
    filePath,
  );
}

export default function remarkReferenceTables(
  options: {since?: SinceOptions; removed?: SinceOptions} = {},
) {
  return (tree: Root, file?: {path?: string}): void => {
    const filePath = file?.path ?? '';
    // Badges describe the newest release, so frozen versions get none.
    const frozen = isVersionedDoc(filePath);
    const since = frozen ? undefined : options.since;
    const removedConfig = frozen ? undefined : options.removed?.config;
    const placed = new Set<string>();
    const chinese = /[/\\]i18n[/\\]zh/.test(filePath);
    const visit = (node: Root | RootContent): void => {
      if (!('children' in node)) return;
      for (let i = 0; i < node.children.length; i++) {
        const child = node.children[i]!;
        if (child.type !== 'table') {
          visit(child);
          continue;
        }
        const layout = layoutOf(child);
        if (!layout) continue;
        const names = layout.since ? since?.[layout.since] : undefined;
        if (names) addSinceBadges(child, names, chinese);
        const note =
          layout.since === 'config' && removedConfig
            ? removedNote(child, removedConfig, placed, chinese)
            : null;
        rewrite(child, layout);
        if (note) {
          (node.children as RootContent[]).splice(i + 1, 0, note);
          i++;
        }
      }
    };
    visit(tree);
  };
}
