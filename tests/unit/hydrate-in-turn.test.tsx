/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * plugins/preact/HydrateInTurn: parts of a server-rendered page that
 * hydrate after the rest, each in a task of its own, keeping the server's
 * markup and the server's ids.
 */
import React, {useId, useLayoutEffect, useState} from 'react';
import {renderToString} from 'react-dom/server';
import {act} from 'preact/test-utils';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {MemoryRouter} from 'react-router-dom';
import HydrateInTurn, {
  TopBlock,
  TopLevelBlocks,
  inTurnAtTop,
} from '@site/plugins/preact/HydrateInTurn';
import StaticIsland from '@site/src/components/StaticIsland';

/** Which components rendered, in order, with the id each got. */
let rendered: [string, string][] = [];

function Named({name}: {name: string}) {
  const id = useId();
  rendered.push([name, id]);
  return <i data-id={id}>{name}</i>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

const renderRow = jest.fn();
function Row() {
  renderRow();
  return (
    <tr>
      <td>row</td>
    </tr>
  );
}

const page = () => (
  <MemoryRouter>
    <main>
      <Named name="before" />
      <HydrateInTurn>
        <section>
          <Named name="part" />
          <HydrateInTurn>
            <p>
              <Named name="nested" />
            </p>
          </HydrateInTurn>
          <Counter />
          <StaticIsland as="table">
            <tbody>
              <Row />
            </tbody>
          </StaticIsland>
        </section>
      </HydrateInTurn>
      <Named name="after" />
    </main>
  </MemoryRouter>
);

/** The server's page in a container, as a browser receives it. */
function served(): {container: HTMLElement; html: string; ids: string[]} {
  rendered = [];
  const html = renderToString(page());
  const ids = rendered.map(([name, id]) => `${name} ${id}`);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  rendered = [];
  renderRow.mockClear();
  return {container, html, ids};
}

/** hydrateRoot, and the task its first pass runs in (plugins/preact/client.ts). */
async function hydrate(container: Element, tree: React.ReactNode) {
  hydrateRoot(container, tree);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The names rendered by a plain render (no hydration), in order. */
async function renderedPlainly(tree: React.ReactNode): Promise<string[]> {
  rendered = [];
  const container = document.createElement('div');
  await act(() => createRoot(container).render(tree));
  return rendered.map(([name]) => name);
}

/** Lets queued tasks run until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(done()).toBe(true);
}

describe('HydrateInTurn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-parts-hydrated');
  });

  it('hydrates its part after the rest of the page, a nested part after it', async () => {
    const {container} = served();
    const names = () => rendered.map(([name]) => name);
    const marked = () =>
      document.documentElement.getAttribute('data-parts-hydrated');
    await hydrate(container, page());
    expect(names()).toEqual(['before', 'after']);
    expect(marked()).toBeNull();
    await until(() => names().includes('nested'));
    expect(names()).toEqual(['before', 'after', 'part', 'nested']);
    // <html> says so once the last part has hydrated.
    await until(() => marked() === 'true');
  });

  it('does not wait for a part that was removed before its turn', async () => {
    // As the desktop outline is on a phone, once the window size is known.
    function ServerOnly({children}: {children: React.ReactNode}) {
      const [shown, setShown] = useState(true);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the case under test
      useLayoutEffect(() => setShown(false), []);
      return shown ? children : <div />;
    }
    const tree = (
      <ServerOnly>
        <HydrateInTurn>
          <div>
            <Named name="removed" />
          </div>
        </HydrateInTurn>
      </ServerOnly>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    rendered = [];
    await hydrate(container, tree);
    await until(
      () =>
        document.documentElement.getAttribute('data-parts-hydrated') === 'true',
    );
    expect(rendered).toEqual([]);
  });

  it('marks a page without parts as hydrated after its first pass', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>plain</p>';
    await hydrate(container, <p>plain</p>);
    expect(document.documentElement.getAttribute('data-parts-hydrated')).toBe(
      'true',
    );
  });

  it("keeps the server's elements and markup, and gives every component the server's id", async () => {
    const {container, html, ids} = served();
    const section = container.querySelector('section');
    const nested = container.querySelector('p i');
    await hydrate(container, page());
    await until(() => rendered.length === 4);
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelector('p i')).toBe(nested);
    expect(rendered.map(([name, id]) => `${name} ${id}`).sort()).toEqual(
      [...ids].sort(),
    );
    // Ids inside a part are its own, not the page's next ones.
    expect(new Set(ids.map((entry) => entry.split(' ')[1])).size).toBe(4);
    expect(container.innerHTML).toBe(html);
  });

  it("takes a static island's rows from the server inside a part, and the part answers once hydrated", async () => {
    const {container} = served();
    await hydrate(container, page());
    await until(() => rendered.length === 4);
    expect(renderRow).not.toHaveBeenCalled();
    const button = container.querySelector('button')!;
    await act(() => button.click());
    expect(button.textContent).toBe('1');
  });

  it('is a plain wrapper outside hydration: everything renders at once', async () => {
    expect(await renderedPlainly(page())).toEqual([
      'before',
      'part',
      'nested',
      'after',
    ]);
    expect(renderRow).toHaveBeenCalledTimes(1);
  });

  describe('inTurnAtTop', () => {
    const Para = inTurnAtTop<{children?: React.ReactNode}>('p');
    function List({children}: {children?: React.ReactNode}) {
      return <ul>{children}</ul>;
    }
    const Block = inTurnAtTop(List);
    const content = () => (
      <main>
        <Named name="title" />
        <TopLevelBlocks>
          <Para>
            <Named name="first" />
          </Para>
          <Block>
            <li>
              <Para>
                <Named name="in list" />
              </Para>
            </li>
          </Block>
          <HydrateInTurn>
            <div>
              <Para>
                <Named name="in part" />
              </Para>
            </div>
          </HydrateInTurn>
          <Para>
            <Named name="last" />
          </Para>
        </TopLevelBlocks>
        <Para>
          <Named name="outside" />
        </Para>
      </main>
    );

    it('hydrates each top-level block in a task of its own, in order, with what it holds', async () => {
      rendered = [];
      const html = renderToString(content());
      const ids = rendered.map(([name, id]) => `${name} ${id}`).sort();
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const paragraphs = Array.from(container.querySelectorAll('p'));
      rendered = [];
      await hydrate(container, content());
      const names = () => rendered.map(([name]) => name);
      // Outside the content's top level a block is plain: it hydrates
      // with the first pass.
      expect(names()).toEqual(['title', 'outside']);
      // Then a task at a time (act would otherwise render several turns
      // together, shallower parts first).
      const added: string[][] = [];
      for (let i = 0; i < 20 && rendered.length < 6; i += 1) {
        const before = rendered.length;
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        if (rendered.length > before) added.push(names().slice(before));
      }
      // One block per turn, in the page's order; a paragraph nested in the
      // list or in another part hydrates with it (as a part of its own it
      // would come after "last").
      expect(added).toEqual([['first'], ['in list'], ['in part'], ['last']]);
      expect(rendered.map(([name, id]) => `${name} ${id}`).sort()).toEqual(ids);
      expect(Array.from(container.querySelectorAll('p'))).toEqual(paragraphs);
      expect(container.innerHTML).toBe(html);
    });

    it('renders plainly outside hydration', async () => {
      expect(await renderedPlainly(content())).toEqual([
        'title',
        'first',
        'in list',
        'in part',
        'last',
        'outside',
      ]);
    });
  });

  describe('TopBlock', () => {
    const Para = inTurnAtTop<{children?: React.ReactNode}>('p');
    const built: string[] = [];
    /** A block as plugins/preact/recmaTopBlocks hands it over. */
    const block = (name: string) => () => {
      built.push(name);
      return (
        <Para>
          <Named name={name} />
        </Para>
      );
    };
    const content = () => (
      <main>
        <Named name="title" />
        <TopLevelBlocks>
          <TopBlock render={block('first')} />
          <TopBlock render={block('second')} />
        </TopLevelBlocks>
        <TopBlock render={block('outside')} />
      </main>
    );

    it("builds a top-level block's element in its own turn, the server's markup and ids kept", async () => {
      rendered = [];
      built.length = 0;
      const html = renderToString(content());
      const ids = rendered.map(([name, id]) => `${name} ${id}`).sort();
      expect(built).toEqual(['first', 'second', 'outside']);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const paragraphs = Array.from(container.querySelectorAll('p'));
      rendered = [];
      built.length = 0;
      await hydrate(container, content());
      // The first pass builds only what is outside the content's top level.
      expect(built).toEqual(['outside']);
      const added: string[][] = [];
      for (let i = 0; i < 20 && built.length < 3; i += 1) {
        const before = built.length;
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        if (built.length > before) added.push(built.slice(before));
      }
      // One block per turn; the paragraph inside is no longer at the top,
      // so it hydrates with its block, not in a turn after it.
      expect(added).toEqual([['first'], ['second']]);
      expect(rendered.map(([name, id]) => `${name} ${id}`).sort()).toEqual(ids);
      expect(Array.from(container.querySelectorAll('p'))).toEqual(paragraphs);
      expect(container.innerHTML).toBe(html);
    });

    it('builds every block at once outside hydration', async () => {
      built.length = 0;
      expect(await renderedPlainly(content())).toEqual([
        'title',
        'first',
        'second',
        'outside',
      ]);
      expect(built).toEqual(['first', 'second', 'outside']);
    });
  });
});
