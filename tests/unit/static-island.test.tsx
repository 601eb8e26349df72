/**
 * src/components/StaticIsland: static content that a hydrating page takes
 * as the server rendered it, without rendering its components. React's
 * server renderer stands in for both sides here; the browser tests
 * (tests/e2e/page-weight.spec.ts) check a real hydration.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import StaticIsland, {ATTRIBUTE} from '@site/src/components/StaticIsland';

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

/** A document as a hydrating browser shows it, with one server-rendered island. */
function serverDocument(id: string, markup: string, hydrated = false) {
  return {
    documentElement: {dataset: hydrated ? {hasHydrated: 'true'} : {}},
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
      new RegExp(
        `<table class="ref" ${ATTRIBUTE}="[^"]+"><tbody><tr><td>from the children</td>`,
      ),
    );
    expect(renderRow).toHaveBeenCalledTimes(1);
  });

  it('while the page hydrates, takes the server markup of its own island and renders none of its children', () => {
    const id = /data-static-island="([^"]+)"/.exec(renderToString(page()))![1]!;
    renderRow.mockClear();
    global.document = serverDocument(id, SERVED);
    const html = renderToString(page());
    expect(html).toContain(
      `${ATTRIBUTE}="${id}"><tbody><tr><td>as served</td>`,
    );
    expect(html).not.toContain('from the children');
    expect(html).not.toContain('not this');
    expect(renderRow).toHaveBeenCalledTimes(0);
  });

  it('once the page has hydrated (a client navigation), renders its children', () => {
    const id = /data-static-island="([^"]+)"/.exec(renderToString(page()))![1]!;
    renderRow.mockClear();
    global.document = serverDocument(id, SERVED, true);
    expect(renderToString(page())).toContain('from the children');
    expect(renderRow).toHaveBeenCalledTimes(1);
  });

  it('renders its children when the server did not render it', () => {
    global.document = serverDocument('no such island', SERVED);
    expect(renderToString(page())).toContain('from the children');
    expect(renderRow).toHaveBeenCalledTimes(1);
  });
});
