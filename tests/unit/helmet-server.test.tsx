/**
 * plugins/framework-patches/helmet-hydration/server.ts: on the server, the
 * page's head is computed once, when the renderer reads it, and is the head
 * react-helmet-async's own provider gives.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider as OriginalProvider} from 'react-helmet-async';
import {HelmetProvider} from '@site/plugins/framework-patches/helmet-hydration/server';

/** The parts of a head Docusaurus writes into a page's HTML. */
const PARTS = [
  'htmlAttributes',
  'bodyAttributes',
  'title',
  'meta',
  'link',
  'script',
  'base',
] as const;

interface HeadMethods {
  toString(): string;
}
type Head = Record<(typeof PARTS)[number], HeadMethods>;

function page(extra: number) {
  return (
    <main>
      <Helmet titleTemplate="%s | Site" htmlAttributes={{lang: 'en'}}>
        <meta name="description" content="The site" />
      </Helmet>
      {Array.from({length: extra}, (_, i) => (
        <Helmet key={i}>
          <meta name="description" content={`Page ${i}`} />
          <meta property="og:title" content={`Page ${i}`} />
          <link rel="alternate" hrefLang={`x${i}`} href={`/x${i}`} />
        </Helmet>
      ))}
      <Helmet bodyAttributes={{class: 'doc-page'}}>
        <title>Last</title>
        <link rel="canonical" href="https://example.org/page" />
        <script type="application/ld+json">{'{"a":1}'}</script>
      </Helmet>
      <p>text</p>
    </main>
  );
}

/** The head a provider leaves in its context, as strings, and the HTML. */
function render(
  Provider: typeof OriginalProvider,
  extra: number,
): {html: string; head: Record<string, string>} {
  const context: {helmet?: Head} = {};
  const html = renderToString(
    <Provider context={context}>{page(extra)}</Provider>,
  );
  const {helmet} = context;
  return {
    html,
    head: Object.fromEntries(
      PARTS.map((part) => [part, helmet![part].toString()]),
    ),
  };
}

/** The prototype of react-helmet-async's `<Head>` instances (not exported). */
function dispatcherPrototype(): {emitChange(): void} {
  let prototype: {emitChange(): void} | undefined;
  class Capturing extends OriginalProvider {
    constructor(props: ConstructorParameters<typeof OriginalProvider>[0]) {
      super(props);
      const registry = (
        this as unknown as {
          helmetData: {value: {helmetInstances: {add(i: object): void}}};
        }
      ).helmetData.value.helmetInstances;
      const add = registry.add.bind(registry);
      registry.add = (instance) => {
        prototype ??= Object.getPrototypeOf(instance) as typeof prototype;
        add(instance);
      };
    }
  }
  renderToString(
    <Capturing context={{}}>
      <Helmet>
        <title>x</title>
      </Helmet>
    </Capturing>,
  );
  return prototype!;
}

/** How many times the whole head was computed (the original's method). */
function reductions(run: () => void): number {
  const spy = jest.spyOn(dispatcherPrototype(), 'emitChange');
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("helmet-hydration's server provider", () => {
  it.each([0, 1, 12])(
    'gives the head and markup the original gives (%i more <Head>s)',
    (extra) => {
      const ours = render(HelmetProvider, extra);
      expect(ours).toEqual(render(OriginalProvider, extra));
      expect(ours.head.title).toContain('Last | Site');
    },
  );

  it('computes the head once, when it is read, not once per <Head>', () => {
    expect(reductions(() => render(OriginalProvider, 12))).toBe(14);
    expect(reductions(() => render(HelmetProvider, 12))).toBe(1);
  });

  it('is the head of every <Head> so far whenever it is read', () => {
    const context: {helmet?: Head} = {};
    let seen = '';
    function Reader() {
      seen = context.helmet!.title.toString();
      return null;
    }
    renderToString(
      <HelmetProvider context={context}>
        <Helmet>
          <title>First</title>
        </Helmet>
        <Reader />
        <Helmet>
          <title>Second</title>
        </Helmet>
      </HelmetProvider>,
    );
    expect(seen).toContain('First');
    expect(context.helmet!.title.toString()).toContain('Second');
  });
});
