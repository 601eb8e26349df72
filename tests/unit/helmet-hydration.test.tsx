/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * plugins/framework-patches/helmet-hydration: while the server's page
 * hydrates, its <Head>s join react-helmet-async's registry without each
 * recomputing the head; once every part has hydrated, the head is computed
 * once from all of them, and changes after that apply as before.
 */
import React, {useEffect, useState} from 'react';
import {renderToString} from 'react-dom/server';
import {act} from 'preact/test-utils';
import {hydrateRoot} from 'react-dom/client';
import {Helmet, HelmetProvider as OriginalProvider} from 'react-helmet-async';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';
import {HelmetProvider} from '@site/plugins/framework-patches/helmet-hydration/provider';

/** `defer={false}`: react-helmet-async applies a change at once, not in a frame. */
function Title({text}: {text: string}) {
  return (
    <Helmet defer={false}>
      <title>{text}</title>
    </Helmet>
  );
}

/** How the test changes the page's title once it has hydrated. */
const controls = {setTitle: (_text: string) => {}};

/**
 * A page with three <Head>s, two in its frame and one in a part that
 * hydrates later. A <Head> renders no element, so the server's markup is
 * rendered without them (`heads={false}`): in this test's window, a server
 * render would register its <Head>s in react-helmet-async's browser list.
 */
function Page({
  Provider,
  heads = true,
}: {
  Provider: typeof OriginalProvider;
  heads?: boolean;
}) {
  const [title, changeTitle] = useState('Page');
  useEffect(() => {
    controls.setTitle = changeTitle;
  }, [changeTitle]);
  return (
    <Provider>
      <main>
        {heads && <Title text={title} />}
        {heads && (
          <Helmet defer={false}>
            <meta name="description" content="From the frame" />
          </Helmet>
        )}
        <HydrateInTurn>
          <section>
            {heads && (
              <Helmet defer={false}>
                <link rel="canonical" href="https://example.org/page" />
              </Helmet>
            )}
            <p>text</p>
          </section>
        </HydrateInTurn>
      </main>
    </Provider>
  );
}

// Rendered before any hydration, as a server renders.
const serverMarkup = renderToString(
  <Page Provider={OriginalProvider} heads={false} />,
);

/** What react-helmet-async wrote into the head, as a reader's browser has it. */
const head = () => ({
  title: document.title,
  description: document.head
    .querySelector('meta[name="description"]')
    ?.getAttribute('content'),
  canonical: document.head
    .querySelector('link[rel="canonical"]')
    ?.getAttribute('href'),
});

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

async function until(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(done()).toBe(true);
}

const served = (Provider: typeof OriginalProvider) => {
  const container = document.createElement('div');
  container.innerHTML = serverMarkup;
  document.body.append(container);
  document.title = 'Served';
  return {container, tree: <Page Provider={Provider} />};
};

const partsHydrated = () =>
  document.documentElement.getAttribute('data-parts-hydrated') === 'true';

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
  // Once the part's <Head> has mounted too, one computation from all three.
  await until(() => head().canonical !== undefined);
  expect(head()).toEqual({
    title: 'Page',
    description: 'From the frame',
    canonical: 'https://example.org/page',
  });
  // Afterwards a <Head> that changes applies its change at once again.
  await act(() => controls.setTitle('Changed'));
  expect(head().title).toBe('Changed');
  expect(head().description).toBe('From the frame');
});

it('is what the original provider does not do: it writes the head during the first pass', async () => {
  // The same page under react-helmet-async's own provider (the control):
  // the head changes before the page's parts have hydrated.
  const {container, tree} = served(OriginalProvider);
  await firstPass(container, tree);
  expect(head().title).toBe('Page');
  expect(head().description).toBe('From the frame');
});
