/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * plugins/preact in a document: a page hydrated by ./client.ts, React's
 * external store semantics, and the names of Preact's tree that the browser
 * tests read (tests/e2e/islands.spec.ts).
 */
import React from 'react';
import {act} from 'preact/test-utils';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {useSyncExternalStore} from 'react';

function store(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('plugins/preact in the browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("hydrates a store's server snapshot, then renders the browser's, then follows the store", async () => {
    const shared = store('browser');
    const seen: string[] = [];
    function Shows() {
      const value = useSyncExternalStore(
        shared.subscribe,
        shared.read,
        () => 'server',
      );
      seen.push(value);
      return <p>{value}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>server</p>';
    const served = container.firstChild;
    await act(async () => {
      hydrateRoot(container, <Shows />);
      // The first pass runs in a task of its own (./client.ts).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The first render matched the server's page; the next one, the browser's.
    expect(seen).toEqual(['server', 'browser']);
    expect(container.firstChild).toBe(served);
    expect(container.innerHTML).toBe('<p>browser</p>');
    await act(() => shared.set('changed'));
    expect(container.innerHTML).toBe('<p>changed</p>');
  });

  it('hydrates in a task after the call, what it was last given, and not at all once unmounted', async () => {
    const seen: string[] = [];
    function Shows({value}: {value: string}) {
      seen.push(value);
      return <p>{value}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<p>second</p>';
    const served = container.firstChild;
    const root = hydrateRoot(container, <Shows value="first" />);
    root.render(<Shows value="second" />);
    // Nothing runs during the call: the page's own task ends first.
    expect(seen).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(seen).toEqual(['second']);
    expect(container.firstChild).toBe(served);
    // Once hydrated, render updates the page as React's root does.
    await act(() => root.render(<Shows value="third" />));
    expect(container.innerHTML).toBe('<p>third</p>');

    const other = document.createElement('div');
    other.innerHTML = '<p>kept</p>';
    hydrateRoot(other, <Shows value="never" />).unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(seen).not.toContain('never');
    expect(other.innerHTML).toBe('<p>kept</p>');
  });

  it('outside hydration, renders the store as it is, and unsubscribes when unmounted', async () => {
    const shared = store('now');
    function Shows() {
      return (
        <p>
          {useSyncExternalStore(shared.subscribe, shared.read, () => 'server')}
        </p>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(() => root.render(<Shows />));
    expect(container.innerHTML).toBe('<p>now</p>');
    expect(shared.listeners.size).toBe(1);
    await act(() => root.unmount());
    expect(shared.listeners.size).toBe(0);
  });

  it('keeps the names of the tree the browser tests walk: children in __k, the DOM node in __e', async () => {
    const container = document.createElement('div');
    await act(() => {
      createRoot(container).render(
        <section>
          <button type="button">menu</button>
        </section>,
      );
    });
    interface VNode {
      __k?: (VNode | null)[] | null;
      __e?: Node | null;
    }
    const nodes: Node[] = [];
    const pending: (VNode | null | undefined)[] = [
      (container as {__k?: VNode}).__k,
    ];
    while (pending.length > 0) {
      const vnode = pending.pop();
      if (!vnode) continue;
      if (vnode.__e) nodes.push(vnode.__e);
      if (vnode.__k) pending.push(...vnode.__k);
    }
    expect(nodes).toContain(container.querySelector('button'));
    expect(nodes).toContain(container.querySelector('section'));
  });

  it('makes inert="" (what Docusaurus passes under React 18) an inert element', async () => {
    const container = document.createElement('div');
    await act(() => {
      // @types/react 18 has no inert prop: passed as Docusaurus passes it.
      const props = {inert: ''} as object;
      createRoot(container).render(<div {...props}>hidden</div>);
    });
    expect((container.firstChild as HTMLElement).hasAttribute('inert')).toBe(
      true,
    );
  });
});
