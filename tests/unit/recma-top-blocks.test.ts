/**
 * plugins/preact/recmaTopBlocks: with the installed MDX, the blocks at the
 * top of a compiled page are handed to TopBlock unbuilt, and nothing else
 * changes. Fails when MDX's output no longer has the shape the plugin reads.
 */
import recmaTopBlocks, {
  BLOCK_COMPONENTS,
  TOP_BLOCK_LOCAL,
  TOP_BLOCK_SOURCE,
} from '../../plugins/preact/recmaTopBlocks';

interface Mdx {
  mdx: {
    compile: (
      source: string,
      options: {remarkPlugins?: unknown[]; recmaPlugins?: unknown[]},
    ) => Promise<{toString(): string}>;
  };
  gfm: {default: unknown};
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {mdx, gfm} = require('./support/mdx.cjs') as Mdx;

const PAGE = `# Title

A paragraph with \`code\`.

- an item

  a paragraph in the item

1. first

## Section

### Sub

#### Deeper

| a | b |
| - | - |
| 1 | 2 |

\`\`\`json
{"a": 1}
\`\`\`

<Note>a component</Note>

> a quote
`;

async function compile(withPlugin: boolean): Promise<string> {
  const file = await mdx.compile(PAGE, {
    remarkPlugins: [gfm.default],
    recmaPlugins: withPlugin ? [recmaTopBlocks] : [],
  });
  return String(file);
}

/** The top-level `_components.<tag>` calls of a compiled page, in order. */
function wrappedTags(code: string): string[] {
  const pattern = new RegExp(
    `_jsxs?\\(${TOP_BLOCK_LOCAL}, \\{\\s*render: \\(\\) => _jsxs?\\(_components\\.(\\w+)`,
    'g',
  );
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

describe('recmaTopBlocks', () => {
  it("hands each top-level block whose component is a part to TopBlock, in the page's order", async () => {
    const code = await compile(true);
    expect(wrappedTags(code)).toEqual([
      'p',
      'ul',
      'ol',
      'h2',
      'h3',
      'h4',
      'table',
      'pre',
    ]);
    expect(code).toContain(
      `import {TopBlock as ${TOP_BLOCK_LOCAL}} from "${TOP_BLOCK_SOURCE}";`,
    );
    // Not the title, a component, a quote, or a paragraph inside the list.
    expect(code).toMatch(/children: \[_jsx\(_components\.h1,/);
    expect(code).toMatch(/_jsx\(Note, \{/);
    expect(code).toMatch(/_jsxs?\(_components\.blockquote, \{/);
    expect(code).toMatch(
      /_jsxs?\(_components\.li, \{\s*children: \["\\n", _jsx\(_components\.p,/,
    );
    for (const tag of wrappedTags(code))
      expect(BLOCK_COMPONENTS.has(tag)).toBe(true);
  });

  it('changes nothing but the wrapping and its import', async () => {
    const plain = await compile(false);
    const wrapped = await compile(true);
    expect(plain).not.toContain(TOP_BLOCK_LOCAL);
    const unwrapped = wrapped
      .replace(/^import \{TopBlock as .*\n/m, '')
      .replace(
        new RegExp(
          `_jsxs?\\(${TOP_BLOCK_LOCAL}, \\{\\s*render: \\(\\) => `,
          'g',
        ),
        '',
      );
    // Each wrapper added `\n})` around its block: strip by counting.
    const strip = (code: string) => code.replace(/\s+/g, '');
    const extra = wrappedTags(wrapped).length;
    expect(strip(unwrapped).length - strip(plain).length).toBe(extra * 2);
  });

  it('leaves a module without a page function as it is', () => {
    const program = {type: 'Program', sourceType: 'module', body: []};
    recmaTopBlocks()(program as never);
    expect(program.body).toEqual([]);
  });
});
