/**
 * plugins/driver-data: a driver page's import of the whole driver data
 * becomes a constant with only the drivers (and common fields) its tables
 * show; any other use of the data keeps the import.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'acorn';
import type {Expression, Program, VariableDeclaration} from 'estree';
import type {Root, RootContent} from 'mdast';
import data from '../../data/drivers.json';
import remarkDriverData, {jsonToEstree} from '../../plugins/driver-data/remark';
import type {DriversData} from '../../src/lib/drivers';

const ROOT = path.join(__dirname, '..', '..');
const all = data as DriversData;

function esm(code: string): RootContent {
  const estree = Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
  }) as unknown as Program;
  return {type: 'mdxjsEsm', value: code, data: {estree}} as RootContent;
}

function fields(attributes: Record<string, string | true>): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'DriverFields',
    attributes: Object.entries(attributes).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value:
        value === true
          ? null
          : value.startsWith('{')
            ? {
                type: 'mdxJsxAttributeValueExpression',
                value: value.slice(1, -1),
              }
            : value,
    })),
    children: [],
  } as RootContent;
}

/** Evaluates the ESTree of a JSON value back into the value. */
function evaluate(node: Expression): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'ArrayExpression':
      return node.elements.map((e) => evaluate(e as Expression));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((p) => {
          if (p.type !== 'Property') throw new Error(p.type);
          return [
            (p.key as {value: string}).value,
            evaluate(p.value as Expression),
          ];
        }),
      );
    default:
      throw new Error(node.type);
  }
}

const IMPORTS =
  "import DriverFields from '@site/src/components/DriverFields';\nimport drivers from '@site/data/drivers.json';";

function run(children: RootContent[]): Program {
  const tree: Root = {type: 'root', children: [esm(IMPORTS), ...children]};
  remarkDriverData({siteDir: ROOT})(tree);
  return (tree.children[0]!.data as {estree: Program}).estree;
}

describe('driver data trimmed to the page', () => {
  const [first, second] = all.drivers;

  test('the import becomes a constant with the page’s drivers only', () => {
    const program = run([
      fields({data: '{drivers}', driver: first!.name, notes: '{notes}'}),
      fields({data: '{drivers}', driver: second!.name}),
    ]);
    expect(program.body[0]!.type).toBe('ImportDeclaration');
    const declaration = program.body[1] as VariableDeclaration;
    expect(declaration.type).toBe('VariableDeclaration');
    expect((declaration.declarations[0]!.id as {name: string}).name).toBe(
      'drivers',
    );
    const value = evaluate(
      declaration.declarations[0]!.init as Expression,
    ) as DriversData;
    expect(value.drivers).toEqual([first, second]);
    expect(value.common).toEqual([]);
    expect(value.openlistVersion).toBe(all.openlistVersion);
    expect(JSON.stringify(value).length).toBeLessThan(
      JSON.stringify(all).length / 10,
    );
  });

  test('the common table keeps the common fields', () => {
    const program = run([fields({data: '{drivers}', common: true})]);
    const declaration = program.body[1] as VariableDeclaration;
    const value = evaluate(
      declaration.declarations[0]!.init as Expression,
    ) as DriversData;
    expect(value.common).toEqual(all.common);
    expect(value.drivers).toEqual([]);
  });

  test('the index keeps every driver with its flags, and the named ones whole', () => {
    const index = {
      ...(fields({data: '{drivers}', about: '{about}'}) as object),
      name: 'DriverIndex',
    } as RootContent;
    const program = run([
      index,
      fields({data: '{drivers}', driver: first!.name}),
    ]);
    const declaration = program.body[1] as VariableDeclaration;
    const value = evaluate(
      declaration.declarations[0]!.init as Expression,
    ) as DriversData;
    expect(value.drivers.map(({name}) => name)).toEqual(
      all.drivers.map(({name}) => name),
    );
    expect(value.drivers[0]).toEqual(first);
    for (const [i, driver] of value.drivers.entries()) {
      expect(driver.config).toEqual(all.drivers[i]!.config);
      if (i > 0) expect(driver.additional).toEqual([]);
    }
    expect(JSON.stringify(value).length).toBeLessThan(
      JSON.stringify(all).length / 5,
    );
    // The index alone: every driver, none with its fields.
    const alone = evaluate(
      (run([index]).body[1] as VariableDeclaration).declarations[0]!
        .init as Expression,
    ) as DriversData;
    expect(alone.drivers).toHaveLength(all.drivers.length);
    expect(alone.drivers.every((d) => d.additional.length === 0)).toBe(true);
  });

  test('the word in the page’s own strings is not a use', () => {
    const program = run([
      esm("export const about = {S3: 'Like the other drivers, drivers'};"),
      fields({data: '{drivers}', driver: first!.name, notes: '{about}'}),
    ]);
    expect(program.body[1]!.type).toBe('VariableDeclaration');
  });

  test('any other use keeps the whole import', () => {
    const others: RootContent[][] = [
      // A component the plugin does not know.
      [
        {
          ...(fields({data: '{drivers}'}) as object),
          name: 'DriverChart',
        } as RootContent,
      ],
      // A driver named by an expression.
      [fields({data: '{drivers}', driver: '{name}'})],
      // The data in an expression of the page.
      [
        fields({data: '{drivers}', driver: first!.name}),
        {type: 'mdxFlowExpression', value: 'drivers.drivers.length'},
      ] as RootContent[],
      // In another attribute.
      [
        fields({data: '{drivers}', driver: first!.name}),
        fields({data: '{drivers}', driver: second!.name, notes: '{drivers}'}),
      ],
      // An export of the page that reads the data.
      [
        fields({data: '{drivers}', driver: first!.name}),
        esm('export const count = drivers.drivers.length;'),
      ],
      // Imported but not shown in a table.
      [],
    ];
    for (const children of others)
      expect(run(children).body.map((s) => s.type)).toEqual([
        'ImportDeclaration',
        'ImportDeclaration',
      ]);
  });

  test('JSON values round-trip through ESTree', () => {
    const value = {a: [1, 'two', true, null, {b: -3.5}], 'c-d': ''};
    expect(evaluate(jsonToEstree(value))).toEqual(value);
  });
});

describe('driver data order', () => {
  // The driver index sorts by name by position in this data
  // (src/components/DriverIndex), so every version's file must already be in
  // the order a reader expects: by name, ignoring case, as localeCompare has it.
  const files = [
    path.join(ROOT, 'data/drivers.json'),
    ...fs
      .readdirSync(path.join(ROOT, 'data/versions'))
      .map((version) =>
        path.join(ROOT, 'data/versions', version, 'drivers.json'),
      )
      .filter((file) => fs.existsSync(file)),
  ];

  test.each(files)('%s is in name order', (file) => {
    const names = (
      JSON.parse(fs.readFileSync(file, 'utf8')) as DriversData
    ).drivers.map((driver) => driver.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(
      [...names].sort((a, b) =>
        a.localeCompare(b, 'en', {sensitivity: 'base'}),
      ),
    );
  });
});
