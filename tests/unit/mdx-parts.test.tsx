/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * src/theme/MDXComponents and plugins/preact/recmaTopBlocks agree: the
 * compiled page hands TopBlock exactly the blocks whose component is a part
 * of the MDX map, a component that hydrates in a turn of its own. TopBlock
 * hydrates a block in its own turn as well, which keeps the server's markup
 * only when the block renders one element; a part is written to render one
 * (plugins/preact/HydrateInTurn), any other component of the map is not
 * known to. A part left out of the plugin's list would be built in the
 * content's turn again.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {act} from 'preact/test-utils';
import {hydrateRoot} from 'react-dom/client';
import {TopLevelBlocks} from '@site/plugins/preact/HydrateInTurn';
import {BLOCK_COMPONENTS} from '@site/plugins/preact/recmaTopBlocks';

/**
 * Tags of the theme's MDX map that hold content (its void ones, such as
 * img, cannot hold the probe).
 */
const TAGS = [
  'a',
  'admonition',
  'blockquote',
  'code',
  'details',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
];

// The theme's map as elements of the same tag ("admonition" a <div>): what
// is under test is which entries the site's map makes parts.
jest.mock(
  '@theme-original/MDXComponents',
  () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {createElement} = require('react') as typeof React;
    const map: Record<string, unknown> = {};
    for (const tag of TAGS) {
      const element = /^[a-z][a-z0-9]*$/.test(tag) && tag !== 'admonition';
      map[tag] = ({children}: {children?: React.ReactNode}) =>
        createElement(element ? tag : 'div', null, children);
    }
    return {__esModule: true, default: map};
  },
  {virtual: true},
);
jest.mock('@site/src/components/ScrollTable', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {createElement} = require('react') as typeof React;
  return {
    __esModule: true,
    default: ({children}: {children?: React.ReactNode}) =>
      createElement('table', null, children),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const MDXComponents = require('@site/src/theme/MDXComponents')
  .default as Record<string, React.ComponentType<{children?: React.ReactNode}>>;

const probe = jest.fn();
function Probe() {
  probe();
  return <span>probe</span>;
}

/**
 * Whether the map's component for `tag`, at the top of a doc's content,
 * waits for a turn of its own when the page hydrates.
 */
async function hydratesInTurn(tag: string): Promise<boolean> {
  const Component = MDXComponents[tag]!;
  const tree = (
    <main>
      <TopLevelBlocks>
        <Component>
          <Probe />
        </Component>
      </TopLevelBlocks>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  probe.mockClear();
  hydrateRoot(container, tree);
  // The task the first pass runs in (plugins/preact/client.ts).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const waited = probe.mock.calls.length === 0;
  // Let the page finish before the next one.
  for (let i = 0; i < 20 && probe.mock.calls.length === 0; i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(probe).toHaveBeenCalled();
  container.remove();
  return waited;
}

describe("recmaTopBlocks' blocks are the MDX map's parts", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-parts-hydrated');
  });

  it('has a component in the map for every block it hands over', () => {
    for (const tag of BLOCK_COMPONENTS)
      expect(MDXComponents).toHaveProperty(tag);
  });

  it.each(TAGS)(
    '%s: a part exactly when recmaTopBlocks lists it',
    async (tag) => {
      expect({tag, part: await hydratesInTurn(tag)}).toEqual({
        tag,
        part: BLOCK_COMPONENTS.has(tag),
      });
    },
  );
});
