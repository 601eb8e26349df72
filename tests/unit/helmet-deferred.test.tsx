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
import React from 'react';
import {renderToString} from 'react-dom/server';
import {act} from 'preact/test-utils';
import {hydrateRoot} from 'react-dom/client';
import {Helmet as OriginalHelmet} from 'react-helmet-async';
import {hydration} from '@site/plugins/preact/react';
import {
  Helmet,
  HelmetProvider,
} from '@site/plugins/framework-patches/helmet-hydration/provider';
import {
  Page,
  expectFullHeadThenChange,
  partsHydrated,
  until,
} from './support/helmetPage';

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
  container.innerHTML = renderToString(
    <Page Provider={HelmetProvider} Helmet={Helmet} heads={false} />,
  );
  document.body.append(container);
  document.title = 'Served';
  const root = hydrateRoot(
    container,
    <Page Provider={HelmetProvider} Helmet={Helmet} />,
  );
  await until(partsHydrated);
  observer.disconnect();
  expect(titleWhenHydrated).toBe('Served');
  // Afterwards it is the original: a change applies at once.
  await expectFullHeadThenChange();
  // All three mounted, none while the page hydrated.
  expect(renders.length).toBeGreaterThanOrEqual(3);
  expect(renders).not.toContain(true);
  await act(() => root.unmount());
});
