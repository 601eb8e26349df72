import fs from 'node:fs';
import path from 'node:path';
import type {Expression, Program, Statement} from 'estree';
import type {Root, RootContent} from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import type {DriversData} from '../../src/lib/drivers';

/** The driver data files a page may import (current docs, older versions). */
const DATA_FILE = /^@site\/(data\/(?:versions\/[^/]+\/)?drivers\.json)$/;

/** The components whose use of the data this plugin understands. */
const FIELDS_COMPONENT = 'DriverFields';
const INDEX_COMPONENT = 'DriverIndex';
const COMPONENTS = new Set([FIELDS_COMPONENT, INDEX_COMPONENT]);

export interface RemarkDriverDataOptions {
  /** The site's folder: `@site/…` imports resolve from it. */
  siteDir: string;
}

/** A JSON value as an ESTree expression (what the data import evaluated to). */
export function jsonToEstree(value: unknown): Expression {
  if (value === null || typeof value !== 'object') {
    if (
      value !== null &&
      !['string', 'number', 'boolean'].includes(typeof value)
    )
      throw new Error(`Not a JSON value: ${String(value)}`);
    return {type: 'Literal', value: value as string | number | boolean | null};
  }
  if (Array.isArray(value))
    return {type: 'ArrayExpression', elements: value.map(jsonToEstree)};
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value).map(([key, item]) => ({
      type: 'Property',
      key: {type: 'Literal', value: key},
      value: jsonToEstree(item),
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
}

/**
 * What a page uses of the data: drivers by name (their tables), the common
 * fields, the list of every driver (the index: names and flags only).
 */
export interface Uses {
  drivers: Set<string>;
  common: boolean;
  index: boolean;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const attribute = (node: JsxElement, name: string) =>
  node.attributes.find(
    (a): a is MdxJsxAttribute =>
      a.type === 'mdxJsxAttribute' && a.name === name,
  );

/** Whether the element is one of ours with `data={local}`. */
function takesData(node: JsxElement, local: string): boolean {
  const value = attribute(node, 'data')?.value;
  return (
    node.name !== null &&
    COMPONENTS.has(node.name) &&
    typeof value === 'object' &&
    value?.value.trim() === local
  );
}

/**
 * The page's uses of the data imported as `local`, or null when one of them
 * is not `<DriverFields data={local} driver="…" />`, `… common />` or
 * `<DriverIndex data={local} />` (an expression, another component): then
 * the page keeps the whole file.
 */
export function dataUses(tree: Root, local: string): Uses | null {
  const uses: Uses = {drivers: new Set(), common: false, index: false};
  const name = local.replace(/\$/g, '\\$');
  const mention = new RegExp(`(^|[^\\w$.])${name}(?![\\w$])`);
  let understood = true;
  const visit = (node: Root | RootContent) => {
    if (!understood) return;
    if (
      node.type === 'mdxJsxFlowElement' ||
      node.type === 'mdxJsxTextElement'
    ) {
      const ours = takesData(node, local);
      if (ours && node.name === INDEX_COMPONENT) uses.index = true;
      else if (ours) {
        const driver = attribute(node, 'driver')?.value;
        const common = attribute(node, 'common');
        if (typeof driver === 'string') uses.drivers.add(driver);
        else if (
          common &&
          (common.value === null || common.value === undefined)
        )
          uses.common = true;
        else understood = false;
      }
      // Any other mention of the name (another component, an expression, an
      // attribute value) is a use this plugin cannot trim for.
      for (const a of node.attributes) {
        if (ours && a.type === 'mdxJsxAttribute' && a.name === 'data') continue;
        const text =
          a.type === 'mdxJsxExpressionAttribute'
            ? a.value
            : typeof a.value === 'object' && a.value
              ? a.value.value
              : '';
        if (mention.test(text)) understood = false;
      }
    }
    if (
      (node.type === 'mdxFlowExpression' ||
        node.type === 'mdxTextExpression') &&
      mention.test(node.value)
    )
      understood = false;
    if (node.type === 'mdxjsEsm' && namesIn(node.data?.estree, local))
      understood = false;
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return understood ? uses : null;
}

/**
 * Whether ESTree code refers to `name` (an identifier other than an import's
 * own binding): strings that merely contain the word do not count.
 */
export function namesIn(node: unknown, name: string): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((item) => namesIn(item, name));
  const typed = node as {type?: string; name?: string};
  if (typed.type === 'ImportDeclaration') return false;
  if (typed.type === 'Identifier') return typed.name === name;
  return Object.entries(node).some(
    ([key, value]) => key !== 'loc' && key !== 'range' && namesIn(value, name),
  );
}

/**
 * The part of the data a page's components read: DriverFields a driver's
 * fields (or the common ones), DriverIndex every driver's name and flags.
 */
export function trimData(data: DriversData, uses: Uses): DriversData {
  return {
    ...data,
    configFields: [],
    storageFields: [],
    common: uses.common ? data.common : [],
    drivers: data.drivers.flatMap((driver) =>
      uses.drivers.has(driver.name)
        ? [driver]
        : uses.index
          ? [{...driver, common: [], additional: []}]
          : [],
    ),
  };
}

/**
 * A driver page imports its version's whole driver data (data/drivers.json,
 * ~34 KB gz, every driver and field) to show one driver's table. When the
 * page uses the data only as `<DriverFields data={…} driver="…" />` (or
 * `common`) and `<DriverIndex data={…} />`, the import becomes a constant
 * holding what those read: the named drivers, the common fields when asked,
 * every driver's name and flags for the index.
 */
export default function remarkDriverData({siteDir}: RemarkDriverDataOptions) {
  const files = new Map<string, {mtimeMs: number; data: DriversData}>();
  const load = (relative: string): DriversData => {
    const file = path.join(siteDir, relative);
    const {mtimeMs} = fs.statSync(file);
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.data;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as DriversData;
    files.set(file, {mtimeMs, data});
    return data;
  };
  return (tree: Root): void => {
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      const program = node.data?.estree as Program | undefined;
      if (!program) continue;
      program.body = program.body.map((statement): typeof statement => {
        if (statement.type !== 'ImportDeclaration') return statement;
        const source = String(statement.source.value);
        const match = DATA_FILE.exec(source);
        const [specifier, ...others] = statement.specifiers;
        if (
          !match ||
          others.length > 0 ||
          specifier?.type !== 'ImportDefaultSpecifier'
        )
          return statement;
        const local = specifier.local.name;
        const uses = dataUses(tree, local);
        if (!uses || (uses.drivers.size === 0 && !uses.common && !uses.index))
          return statement;
        const declaration: Statement = {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: {type: 'Identifier', name: local},
              init: jsonToEstree(trimData(load(match[1]!), uses)),
            },
          ],
        };
        return declaration;
      });
    }
  };
}
