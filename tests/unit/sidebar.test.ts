import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {
  applySidebarRules,
  orderByTitle,
  type SidebarNode,
} from '../../src/lib/sidebar';

const doc = (id: string): SidebarNode => ({type: 'doc', id});
const docs = (n: number) => Array.from({length: n}, (_, i) => doc(`d${i}`));
const category = (label: string, items: SidebarNode[]): SidebarNode => ({
  type: 'category',
  label,
  items,
});

describe('sidebar rules', () => {
  it('collapses a leaf folder with more than 8 pages, opens the others', () => {
    const [big, eight, parent] = applySidebarRules([
      category('big', docs(9)),
      category('eight', docs(8)),
      category('parent', [...docs(12), category('child', docs(2))]),
    ]);
    expect(big!.collapsed).toBe(true);
    expect(eight!.collapsed).toBe(false);
    // Not a leaf (it holds a folder): open, however many pages.
    expect(parent!.collapsed).toBe(false);
  });

  it('renders folders to a depth below 5 and lifts deeper items up', () => {
    const deep = category('1', [
      category('2', [
        category('3', [category('4', [category('5', [doc('x')])])]),
      ]),
    ]);
    const [level1] = applySidebarRules([deep]);
    const level4 = level1!.items![0]!.items![0]!.items![0]!;
    expect(level4.label).toBe('4');
    expect(level4.items).toEqual([doc('x')]);
  });
});

describe('A–Z folders (customProps.order: "title")', () => {
  const docsOf = (titles: Record<string, string>) =>
    Object.entries(titles).map(([id, title]) => ({
      id,
      title,
      frontMatter: {},
    }));

  it('sorts by title with numbers in order, pinned pages first', () => {
    const folder: SidebarNode = {
      type: 'category',
      label: 'drivers',
      customProps: {order: 'title', pinned: ['common']},
      items: ['wopan', 'p115', 'common', 'p1234', 'alias', 'Azure'].map(doc),
    };
    const [sorted] = orderByTitle(
      [folder],
      docsOf({
        wopan: 'WoPan',
        p115: '115 Cloud',
        p1234: '1234 Drive',
        common: 'Common options',
        alias: 'alias',
        Azure: 'Azure Blob Storage',
      }),
    );
    expect(sorted!.items!.map((i) => i.id)).toEqual([
      'common',
      'p115',
      'p1234',
      'alias',
      'Azure',
      'wopan',
    ]);
  });

  it('leaves other folders in their order', () => {
    const folder = category('plain', [doc('b'), doc('a')]);
    const [same] = orderByTitle([folder], docsOf({a: 'A', b: 'B'}));
    expect(same!.items!.map((i) => i.id)).toEqual(['b', 'a']);
  });

  it('the storage drivers folder asks for it, and each driver page has its title as H1 (both languages)', () => {
    const root = join(__dirname, '../..');
    const category = JSON.parse(
      readFileSync(join(root, 'docs/guide/drivers/_category_.json'), 'utf8'),
    ) as {customProps?: {order?: string}};
    expect(category.customProps?.order).toBe('title');
    for (const dir of [
      'docs/guide/drivers',
      'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/drivers',
    ]) {
      for (const file of readdirSync(join(root, dir))) {
        if (!/\.mdx?$/.test(file)) continue;
        const text = readFileSync(join(root, dir, file), 'utf8');
        const title = /^title: "?(.+?)"?$/m.exec(text)?.[1];
        const label = /^sidebar_label: "?(.+?)"?$/m.exec(text)?.[1];
        const h1 = /^# (.+)$/m.exec(text)?.[1];
        expect({file: `${dir}/${file}`, h1}).toEqual({
          file: `${dir}/${file}`,
          h1: label ?? title,
        });
      }
    }
  });
});
