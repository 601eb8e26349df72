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

export default function remarkReferenceTables() {
  return (tree: Root): void => {
    const visit = (node: Root | RootContent): void => {
      if (node.type === 'table') {
        const layout = layoutOf(node);
        if (layout) rewrite(node, layout);
        return;
      }
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}
