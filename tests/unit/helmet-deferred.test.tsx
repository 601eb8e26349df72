/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * plugins/framework-patches/helmet-hydration's `Helmet` (what
 * `@docusaurus/Head` renders in the browser): while the server's page
 * hydrates it renders nothing; the <Head>s mount together in a task after
 * the first pass, and the head is still computed once, after every part
 * has hydrated. (A file of its own: plugins/preact keeps, per module, that
 * a page has hydrated.)
 */
import React, {useEffect, useState} from 'react';
import {renderToString} from 'react-dom/server';
import {act} from 'preact/test-utils';
import {hydrateRoot} from 'react-dom/client';
import {Helmet as OriginalHelmet} from 'react-helmet-async';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';
import {hydration} from '@site/plugins/preact/react';
import {
  Helmet,
  HelmetProvider,
} from '@site/plugins/framework-patches/helmet-hydration/provider';

const controls = {setTitle: (_text: string) => {}};

/** Two <Head>s in the page's frame, one in a part that hydrates later. */
function Page({heads = true}: {heads?: boolean}) {
  const [title, changeTitle] = useState('Page');
  useEffect(() => {
    controls.setTitle = changeTitle;
  }, [changeTitle]);
  return (
    <HelmetProvider>
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
    </HelmetProvider>
  );
}

const head = () => ({
  title: document.title,
  description: document.head
    .querySelector('meta[name="description"]')
    ?.getAttribute('content'),
  canonical: document.head
    .querySelector('link[rel="canonical"]')
    ?.getAttribute('href'),
});

const partsHydrated = () =>
  document.documentElement.getAttribute('data-parts-hydrated') === 'true';

async function until(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i += 1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(done()).toBe(true);
}

it("renders no <Head> while the page hydrates, mounts them after, and computes the server's head once", async () => {
  // Whether hydration was under way at each render of the original Helmet.
  const renders: boolean[] = [];
  const render = OriginalHelmet.prototype.render;
  jest.spyOn(OriginalHelmet.prototype, 'render').mockImplementation(function (
    this: InstanceType<typeof OriginalHelmet>,
  ) {
    renders.push(hydration.active);
    return render.call(this);
  });
  // The title when the last part has hydrated: the <Head>s have mounted by
  // then, and the head is still the server's.
  let titleWhenHydrated: string | undefined;
  const observer = new MutationObserver(() => {
    if (partsHydrated()) titleWhenHydrated ??= document.title;
  });
  observer.observe(document.documentElement, {attributes: true});

  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page heads={false} />);
  document.body.append(container);
  document.title = 'Served';
  const root = hydrateRoot(container, <Page />);
  await until(partsHydrated);
  observer.disconnect();
  expect(titleWhenHydrated).toBe('Served');
  await until(() => head().canonical !== undefined);
  // All three mounted, none while the page hydrated.
  expect(renders.length).toBeGreaterThanOrEqual(3);
  expect(renders).not.toContain(true);
  expect(head()).toEqual({
    title: 'Page',
    description: 'From the frame',
    canonical: 'https://example.org/page',
  });
  // Afterwards it is the original: a change applies at once.
  await act(() => controls.setTitle('Changed'));
  expect(head().title).toBe('Changed');
  await act(() => root.unmount());
});
