/**
 * plugins/framework-patches/render-html/renderToHtml.ts, which renders every
 * static page: the whole page as one string, Chinese intact, and a build
 * failure for any part React could only leave to the browser.
 */
import React, {Suspense} from 'react';
import {
  CLIENT_RENDERED_BOUNDARY,
  renderToHtml,
} from '../../plugins/framework-patches/render-html/renderToHtml';

function Suspends(): React.ReactElement {
  throw new Promise(() => {});
}
function Throws(): React.ReactElement {
  throw new Error('broken component');
}

describe('render-html renderToHtml', () => {
  it('renders the page, with long Chinese text unchanged', async () => {
    // Longer than the stream renderers' buffers, so a cut character would show.
    const text = '挂载路径与对象存储。'.repeat(3000);
    const html = await renderToHtml(
      <main>
        <section id="对象存储">对象存储</section>
        <Suspense fallback={<i>loading</i>}>
          <p>{text}</p>
        </Suspense>
      </main>,
    );
    expect(html).toBe(
      `<main><section id="对象存储">对象存储</section><!--$--><p>${text}</p><!--/$--></main>`,
    );
    expect(html.includes('\u0000') || html.includes('\ufffd')).toBe(false);
  });

  it('fails when a component suspends instead of leaving its fallback in the page', async () => {
    await expect(
      renderToHtml(
        <Suspense fallback={<i>loading</i>}>
          <Suspends />
        </Suspense>,
      ),
    ).rejects.toThrow(/could not be rendered on the server/);
  });

  it('fails when a component throws inside a Suspense boundary', async () => {
    await expect(
      renderToHtml(
        <Suspense fallback={<i>loading</i>}>
          <Throws />
        </Suspense>,
      ),
    ).rejects.toThrow(/broken component/);
  });

  it('fails when a component throws outside any boundary', async () => {
    await expect(renderToHtml(<Throws />)).rejects.toThrow('broken component');
  });

  it('names the mark React writes for a boundary left to the browser', async () => {
    // The check above depends on this mark: if React changes it, this fails.
    const {renderToString} = await import('react-dom/server.browser');
    const html = renderToString(
      <Suspense fallback={null}>
        <Suspends />
      </Suspense>,
    );
    expect(html.startsWith(CLIENT_RENDERED_BOUNDARY)).toBe(true);
  });
});
