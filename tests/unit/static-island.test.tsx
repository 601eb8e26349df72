/**
 * src/components/StaticIsland: static content that a hydrating page takes
 * as the server rendered it, without rendering its components. The server
 * renderer (Preact's, as in the build) stands in for both sides here; the browser tests
 * (tests/e2e/page-weight.spec.ts) check a real hydration.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import StaticIsland, {ATTRIBUTE} from '@site/src/components/StaticIsland';
import {hydration} from '@site/plugins/preact/react';

const renderRow = jest.fn();
function Row({label}: {label: string}) {
  renderRow();
  return (
    <tr>
      <td>{label}</td>
    </tr>
  );
}

const page = () => (
  <MemoryRouter>
    <StaticIsland as="table" className="ref">
      <tbody>
        <Row label="from the children" />
      </tbody>
    </StaticIsland>
  </MemoryRouter>
);

/** A render while the page hydrates (plugins/preact marks it so). */
function hydrating(render: () => string): string {
  hydration.active = true;
  try {
    return render();
  } finally {
    hydration.active = false;
  }
}

/** A document as the browser shows it, with one server-rendered island. */
function serverDocument(id: string, markup: string) {
  return {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`[${ATTRIBUTE}]`);
      return [
        {getAttribute: () => 'another island', innerHTML: '<p>not this</p>'},
        {getAttribute: () => id, innerHTML: markup},
      ];
    },
  };
}

const SERVED = '<tbody><tr><td>as served</td></tr></tbody>';

describe('StaticIsland', () => {
  const global = globalThis as {document?: unknown};
  afterEach(() => {
    delete global.document;
    renderRow.mockClear();
  });

  it('renders its children on the server, under an attribute that names it', () => {
    const html = renderToString(page());
    expect(html).toMatch(
      /^<table [^>]*><tbody><tr><td>from the children<\/td>/,
    );
    expect(html).toMatch(/^<table [^>]*\bclass="ref"/);
    expect(html).toMatch(new RegExp(`^<table [^>]*\\b${ATTRIBUTE}="[^"]+"`));
    expect(renderRow).toHaveBeenCalledTimes(1);
  });

  it('while the page hydrates, takes the server markup of its own island and renders none of its children', () => {
    const id = /data-static-island="([^"]+)"/.exec(renderToString(page()))![1]!;
    renderRow.mockClear();
    global.document = serverDocument(id, SERVED);
    const html = hydrating(() => renderToString(page()));
    expect(html).toMatch(
      /^<table [^>]*><tbody><tr><td>as served<\/td><\/tr><\/tbody><\/table>$/,
    );
    expect(html).toContain(`${ATTRIBUTE}="${id}"`);
    expect(html).not.toContain('from the children');
    expect(html).not.toContain('not this');
    expect(renderRow).toHaveBeenCalledTimes(0);
  });

  it('once the page has hydrated (a client navigation), renders its children', () => {
    const id = /data-static-island="([^"]+)"/.exec(renderToString(page()))![1]!;
    renderRow.mockClear();
    global.document = serverDocument(id, SERVED);
    expect(renderToString(page())).toContain('from the children');
    expect(renderRow).toHaveBeenCalledTimes(1);
  });

  it('renders its children when the server did not render it', () => {
    global.document = serverDocument('no such island', SERVED);
    expect(hydrating(() => renderToString(page()))).toContain(
      'from the children',
    );
    expect(renderRow).toHaveBeenCalledTimes(1);
  });
});
