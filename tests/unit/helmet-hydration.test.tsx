/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * plugins/framework-patches/helmet-hydration: while the server's page
 * hydrates, its <Head>s join react-helmet-async's registry without each
 * recomputing the head; once every part has hydrated, the head is computed
 * once from all of them, and changes after that apply as before.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {act} from 'preact/test-utils';
import {hydrateRoot} from 'react-dom/client';
import {HelmetProvider as OriginalProvider} from 'react-helmet-async';
import {HelmetProvider} from '@site/plugins/framework-patches/helmet-hydration/provider';
import {
  Page,
  expectFullHeadThenChange,
  head,
  partsHydrated,
  until,
} from './support/helmetPage';

// Rendered before any hydration, as a server renders.
const serverMarkup = renderToString(
  <Page Provider={OriginalProvider} heads={false} />,
);

/** The first pass runs in a task of its own (plugins/preact/client.ts). */
let root: ReturnType<typeof hydrateRoot> | null = null;
async function firstPass(container: Element, tree: React.ReactNode) {
  root = hydrateRoot(container, tree);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

// react-helmet-async keeps the browser's <Head>s in one list per module.
afterEach(async () => {
  await act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.querySelectorAll('[data-rh]').forEach((tag) => tag.remove());
});

const served = (Provider: typeof OriginalProvider) => {
  const container = document.createElement('div');
  container.innerHTML = serverMarkup;
  document.body.append(container);
  document.title = 'Served';
  return {container, tree: <Page Provider={Provider} />};
};

it("leaves the server's head alone while the page hydrates, computes it once after, and follows changes as before", async () => {
  const {container, tree} = served(HelmetProvider);
  await firstPass(container, tree);
  // The frame's two <Head>s have mounted; neither has touched the head.
  expect(partsHydrated()).toBe(false);
  expect(head()).toEqual({
    title: 'Served',
    description: undefined,
    canonical: undefined,
  });
  await until(partsHydrated);
  // Once the part's <Head> has mounted too, one computation from all three;
  // afterwards a <Head> that changes applies its change at once again.
  await expectFullHeadThenChange();
});

it('is what the original provider does not do: it writes the head during the first pass', async () => {
  // The same page under react-helmet-async's own provider (the control):
  // the head changes before the page's parts have hydrated.
  const {container, tree} = served(OriginalProvider);
  await firstPass(container, tree);
  expect(head().title).toBe('Page');
  expect(head().description).toBe('From the frame');
});
