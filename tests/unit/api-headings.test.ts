import type {Heading, Root} from 'mdast';
import remarkApiHeadings, {
  PART_CLASS,
  ROUTE_CLASS,
} from '../../plugins/api-headings/remark';

const heading = (
  depth: 1 | 2 | 3 | 4,
  code: string | null,
  text = '',
): Heading => ({
  type: 'heading',
  depth,
  children: [
    ...(code === null ? [] : [{type: 'inlineCode' as const, value: code}]),
    ...(text ? [{type: 'text' as const, value: text}] : []),
  ],
});

const classes = (tree: Root) =>
  tree.children.map(
    (node) =>
      (node.data as {hProperties?: {className?: string}} | undefined)
        ?.hProperties?.className ?? null,
  );

describe('remarkApiHeadings', () => {
  test.each([2, 3] as const)(
    'marks an endpoint at level %i and the headings of its parts, until the next section',
    (depth) => {
      const tree: Root = {
        type: 'root',
        children: [
          heading(2, null, 'Section'),
          heading(depth, 'POST /api/fs/move'),
          {type: 'paragraph', children: [{type: 'text', value: 'Moves.'}]},
          heading((depth + 1) as 3 | 4, null, 'Request body'),
          heading((depth + 1) as 3 | 4, null, 'Errors'),
          heading(depth, 'GET /api/me', ' '),
          heading((depth + 1) as 3 | 4, null, 'Response'),
          heading(2, null, 'Next section'),
          heading(3, null, 'Not a part'),
        ],
      };
      remarkApiHeadings()(tree);
      expect(classes(tree)).toEqual([
        null,
        ROUTE_CLASS,
        null,
        PART_CLASS,
        PART_CLASS,
        ROUTE_CLASS,
        PART_CLASS,
        null,
        null,
      ]);
    },
  );

  test('leaves headings alone that only mention a route', () => {
    const tree: Root = {
      type: 'root',
      children: [
        heading(2, 'POST /api/fs/move', ' and copy'),
        heading(3, null, 'Request'),
        heading(3, null, 'Response'),
      ],
    };
    remarkApiHeadings()(tree);
    expect(classes(tree)).toEqual([null, null, null]);
  });

  test('marks only pages of the API reference', () => {
    const page = (): Root => ({
      type: 'root',
      children: [heading(3, 'undone'), heading(4, null, 'Response')],
    });
    for (const file of [
      '/site/docs/api/task.md',
      '/site/i18n/zh-CN/docusaurus-plugin-content-docs/current/api/fs/read.md',
      '/site/versioned_docs/version-4.1.5/api/admin/user.md',
    ]) {
      const tree = page();
      remarkApiHeadings()(tree, {path: file});
      expect({file, classes: classes(tree)}).toEqual({
        file,
        classes: [ROUTE_CLASS, PART_CLASS],
      });
    }
    const outside = page();
    remarkApiHeadings()(outside, {
      path: '/home/me/api/openlist-docs/docs/guide/web-ui.md',
    });
    expect(classes(outside)).toEqual([null, null]);
    const config = page();
    remarkApiHeadings()(config, {
      path: '/site/docs/configuration/config-file.md',
    });
    expect(classes(config)).toEqual([null, null]);
  });

  test('keeps the id the headings plugin gave', () => {
    const route = heading(3, 'ANY /api/fs/list');
    route.data = {hProperties: {id: 'any-api-fs-list'}} as Heading['data'];
    remarkApiHeadings()({type: 'root', children: [route]});
    expect(
      (route.data as {hProperties: Record<string, unknown>}).hProperties,
    ).toEqual({id: 'any-api-fs-list', className: ROUTE_CLASS});
  });
});
