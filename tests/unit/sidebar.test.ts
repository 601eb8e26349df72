import {applySidebarRules, type SidebarNode} from '../../src/lib/sidebar';

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
