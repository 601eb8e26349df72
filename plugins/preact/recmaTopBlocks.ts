import type {
  CallExpression,
  Expression,
  ImportDeclaration,
  Program,
  SpreadElement,
} from 'estree';

/**
 * A recma plugin for the docs' Markdown: the blocks at the top of a page's
 * content are built in their own turns, not in the content's.
 *
 * The function MDX compiles a page into (`_createMdxContent`) returns one
 * fragment that holds every element of the page, so the content's turn
 * (plugins/preact/HydrateInTurn) built them all: about 2,000 elements on
 * an API reference page, each through preact/compat's prop normalisation,
 * while the blocks themselves waited for turns of their own. This plugin
 * wraps each top-level block of that fragment whose component is a part
 * (a paragraph, list, heading, table, code block, admonition or
 * collapsible; src/theme/MDXComponents.tsx) in `TopBlock`, with the block
 * as a function: `_jsx(_OpenListTopBlock, {render: () => _jsx(_components.p, …)})`.
 * `TopBlock` calls it in the block's own turn, or at once where it is not at
 * the top of a doc's content or the page is not hydrating; the element and
 * its markup are the same.
 *
 * The compiled shape it expects (MDX 3, `recmaBuildJsx` output): a
 * top-level `function _createMdxContent` whose body returns
 * `_jsx(_Fragment, {children: …})` or `_jsxs(…)`, with blocks as
 * `_jsx(_components.<tag>, …)` calls. A module without that shape is left as
 * it is; tests/unit/recma-top-blocks.test.ts compiles a page with the
 * installed MDX and fails when the shape is gone.
 */

/**
 * The components of src/theme/MDXComponents.tsx that are parts, no more and
 * no fewer (tests/unit/mdx-parts.test.tsx).
 */
export const BLOCK_COMPONENTS = new Set([
  'p',
  'ul',
  'ol',
  'h2',
  'h3',
  'h4',
  'table',
  'pre',
  'admonition',
  'details',
]);

/** Where TopBlock comes from, and its name in the compiled module. */
export const TOP_BLOCK_SOURCE = '@site/plugins/preact/HydrateInTurn';
export const TOP_BLOCK_LOCAL = '_OpenListTopBlock';

const JSX_CALLEES = new Set(['_jsx', '_jsxs']);

/** `_jsx(_components.<tag>, …)` with a tag of BLOCK_COMPONENTS. */
function isBlock(
  node: Expression | SpreadElement | null,
): node is CallExpression {
  if (node?.type !== 'CallExpression') return false;
  const {callee, arguments: args} = node;
  if (callee.type !== 'Identifier' || !JSX_CALLEES.has(callee.name))
    return false;
  const type = args[0];
  if (
    type?.type !== 'MemberExpression' ||
    type.object.type !== 'Identifier' ||
    type.object.name !== '_components'
  )
    return false;
  const {property} = type;
  const name = type.computed
    ? property.type === 'Literal' && typeof property.value === 'string'
      ? property.value
      : undefined
    : property.type === 'Identifier'
      ? property.name
      : undefined;
  return name !== undefined && BLOCK_COMPONENTS.has(name);
}

/**
 * `_jsx(_OpenListTopBlock, {render: () => block})`, called as the block is
 * (`_jsx` or `_jsxs`, whichever the module imports).
 */
function wrap(block: CallExpression): CallExpression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: {...block.callee},
    arguments: [
      {type: 'Identifier', name: TOP_BLOCK_LOCAL},
      {
        type: 'ObjectExpression',
        properties: [
          {
            type: 'Property',
            kind: 'init',
            method: false,
            shorthand: false,
            computed: false,
            key: {type: 'Identifier', name: 'render'},
            value: {
              type: 'ArrowFunctionExpression',
              expression: true,
              async: false,
              generator: false,
              params: [],
              body: block,
            },
          },
        ],
      },
    ],
  };
}

/** The fragment `_createMdxContent` returns: its `children` property's value. */
function fragmentChildren(program: Program) {
  for (const statement of program.body) {
    if (
      statement.type !== 'FunctionDeclaration' ||
      statement.id?.name !== '_createMdxContent'
    )
      continue;
    for (const inner of statement.body.body) {
      if (inner.type !== 'ReturnStatement') continue;
      const call = inner.argument;
      if (
        call?.type !== 'CallExpression' ||
        call.callee.type !== 'Identifier' ||
        !JSX_CALLEES.has(call.callee.name) ||
        call.arguments[0]?.type !== 'Identifier' ||
        call.arguments[0].name !== '_Fragment' ||
        call.arguments[1]?.type !== 'ObjectExpression'
      )
        return undefined;
      for (const property of call.arguments[1].properties)
        if (
          property.type === 'Property' &&
          !property.computed &&
          property.key.type === 'Identifier' &&
          property.key.name === 'children'
        )
          return property;
      return undefined;
    }
  }
  return undefined;
}

/** Wraps the top-level blocks of one compiled page; returns how many. */
export function wrapTopBlocks(program: Program): number {
  const children = fragmentChildren(program);
  if (!children) return 0;
  let wrapped = 0;
  const value = children.value as Expression;
  if (value.type === 'ArrayExpression') {
    value.elements = value.elements.map((element) => {
      if (!isBlock(element)) return element;
      wrapped += 1;
      return wrap(element);
    });
  } else if (isBlock(value)) {
    children.value = wrap(value);
    wrapped = 1;
  }
  if (wrapped > 0) {
    const declaration: ImportDeclaration = {
      type: 'ImportDeclaration',
      attributes: [],
      specifiers: [
        {
          type: 'ImportSpecifier',
          imported: {type: 'Identifier', name: 'TopBlock'},
          local: {type: 'Identifier', name: TOP_BLOCK_LOCAL},
        },
      ],
      source: {type: 'Literal', value: TOP_BLOCK_SOURCE},
    };
    program.body.unshift(declaration);
  }
  return wrapped;
}

/** The recma plugin (unified's attacher). */
export default function recmaTopBlocks() {
  return (tree: Program) => {
    wrapTopBlocks(tree);
  };
}
