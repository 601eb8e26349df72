/**
 * The page the helmet-hydration tests hydrate: three <Head>s, two in its
 * frame and one in a part that hydrates later (plugins/preact), under a
 * given provider and `Helmet`; and what those tests read of the document.
 */
import React, {useEffect, useState} from 'react';
import {act} from 'preact/test-utils';
import {
  Helmet as OriginalHelmet,
  HelmetProvider as OriginalProvider,
} from 'react-helmet-async';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

type HelmetComponent = React.ComponentType<{
  defer?: boolean;
  children?: React.ReactNode;
}>;

/** How a test changes the page's title once it has hydrated. */
export const controls = {setTitle: (_text: string) => {}};

/**
 * `defer={false}`: react-helmet-async applies a change at once, not in a
 * frame. A <Head> renders no element, so the server's markup is rendered
 * without them (`heads={false}`): in a test's window, a server render would
 * register its <Head>s in react-helmet-async's browser list.
 */
export function Page({
  Provider = OriginalProvider,
  Helmet = OriginalHelmet,
  heads = true,
}: {
  Provider?: typeof OriginalProvider;
  Helmet?: HelmetComponent;
  heads?: boolean;
}) {
  const [title, changeTitle] = useState('Page');
  useEffect(() => {
    controls.setTitle = changeTitle;
  }, [changeTitle]);
  return (
    <Provider>
      <main>
        {heads && (
          <Helmet defer={false}>
            <title>{title}</title>
          </Helmet>
        )}
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

/** What react-helmet-async wrote into the head, as a reader's browser has it. */
export const head = () => ({
  title: document.title,
  description: document.head
    .querySelector('meta[name="description"]')
    ?.getAttribute('content'),
  canonical: document.head
    .querySelector('link[rel="canonical"]')
    ?.getAttribute('href'),
});

export const partsHydrated = () =>
  document.documentElement.getAttribute('data-parts-hydrated') === 'true';

/** Lets tasks run until `done`, then expects it. */
export async function until(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(done()).toBe(true);
}

/**
 * The page's whole head once its three <Head>s have mounted, and then a
 * change of one applied at once, as react-helmet-async does after hydration.
 */
export async function expectFullHeadThenChange() {
  await until(() => head().canonical !== undefined);
  expect(head()).toEqual({
    title: 'Page',
    description: 'From the frame',
    canonical: 'https://example.org/page',
  });
  await act(() => controls.setTitle('Changed'));
  expect(head().title).toBe('Changed');
  expect(head().description).toBe('From the frame');
}
