/**
 * plugins/framework-patches/render-html/renderToHtml.ts, which renders every
 * static page with the server renderer of the bundles (Preact's,
 * plugins/preact): the whole page as one string, Chinese intact, and a build
 * failure for any part that could only be finished in the browser.
 */
import React, {Suspense} from 'react';
import {renderToHtml} from '../../plugins/framework-patches/render-html/renderToHtml';

function Suspends(): React.ReactElement {
  throw new Promise(() => {});
}
function Throws(): React.ReactElement {
  throw new Error('broken component');
}

describe('render-html renderToHtml', () => {
  it('renders the page, with long Chinese text unchanged', async () => {
    // Longer than a stream renderer's buffers, so a cut character would show.
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
      `<main><section id="对象存储">对象存储</section><p>${text}</p></main>`,
    );
  });

  it('fails when a component suspends instead of leaving its fallback in the page', async () => {
    await expect(
      renderToHtml(
        <Suspense fallback={<i>loading</i>}>
          <Suspends />
        </Suspense>,
      ),
    ).rejects.toThrow();
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

  it('fails when a component throws under an error boundary', async () => {
    // Docusaurus wraps pages in error boundaries; on the server they must
    // not turn an error into a "page crashed" message in a static page.
    class Boundary extends React.Component<
      {children: React.ReactNode},
      {failed: boolean}
    > {
      state = {failed: false};
      static getDerivedStateFromError() {
        return {failed: true};
      }
      render() {
        return this.state.failed ? <p>crashed</p> : this.props.children;
      }
    }
    await expect(
      renderToHtml(
        <Boundary>
          <Throws />
        </Boundary>,
      ),
    ).rejects.toThrow('broken component');
  });
});
