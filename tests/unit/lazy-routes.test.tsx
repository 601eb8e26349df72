/**
 * The route components of plugins/framework-patches/lazy-routes: made when a
 * route is first preloaded or rendered, then reused, and rendering exactly
 * what Docusaurus's own ComponentCreator makes.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';

const made: [string, string][] = [];

jest.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  __esModule: true,
  default: (path: string, hash: string) => {
    made.push([path, hash]);
    function Real(props: {label?: string}) {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- one branch per route, fixed for its life
      const id = path === '/with-id' ? React.useId() : undefined;
      return (
        <p data-path={path} id={id}>
          {props.label}
        </p>
      );
    }
    Real.preload = () => Promise.resolve(`loaded ${path}`);
    return Real;
  },
}));

const ready = new Map<string, Promise<void>>();
jest.mock('../../plugins/framework-patches/route-data/store', () => ({
  __esModule: true,
  routeReady: (path: string, hash: string) => ready.get(`${path}-${hash}`),
}));

import Loadable from 'react-loadable';
import type {ComponentType, ReactNode} from 'react';

const Capture = Loadable.Capture as unknown as ComponentType<{
  report: (name: string) => void;
  children: ReactNode;
}>;
import ComponentCreator, {
  nextTask,
} from '../../plugins/framework-patches/lazy-routes/ComponentCreator';

beforeEach(() => {
  made.length = 0;
  ready.clear();
});

describe('lazy route components', () => {
  it('makes no real component while the route table is built', () => {
    const routes = Array.from({length: 50}, (_, i) =>
      ComponentCreator(`/page-${i}`, `h${i}`),
    );
    expect(routes).toHaveLength(50);
    expect(made).toEqual([]);
  });

  it('makes the real component on the first preload, once, and returns its preload', async () => {
    const Route = ComponentCreator('/guide', 'abc');
    await expect(Route.preload()).resolves.toBe('loaded /guide');
    await expect(Route.preload()).resolves.toBe('loaded /guide');
    expect(made).toEqual([['/guide', 'abc']]);
  });

  it('renders the real component with the props it is given, reusing the one a preload made', async () => {
    const Route = ComponentCreator('/api', 'def');
    await Route.preload();
    expect(renderToString(<Route {...{label: 'HTTP API'}} />)).toBe(
      '<p data-path="/api">HTTP API</p>',
    );
    expect(made).toEqual([['/api', 'def']]);
  });

  it('reports the name of its route’s data to the page’s module capture on the server, and renders only the route', () => {
    const Route = ComponentCreator('/guide/drivers/s3', '340');
    const reported: string[] = [];
    const html = renderToString(
      <Capture report={(name) => reported.push(name)}>
        <Route {...{label: 'S3'}} />
      </Capture>,
    );
    expect(reported).toEqual(['route-data:/guide/drivers/s3-340']);
    expect(html).toBe('<p data-path="/guide/drivers/s3">S3</p>');
  });

  it('makes the real component on the first render when nothing preloaded it', () => {
    const Route = ComponentCreator('*', '');
    expect(renderToString(<Route />)).toBe('<p data-path="*"></p>');
    expect(made).toEqual([['*', '']]);
  });
});

describe('the first preload in the browser', () => {
  const hadWindow = 'window' in globalThis;
  beforeEach(() => {
    // A stand-in window: nextTask() yields through a MessageChannel only in
    // the browser.
    (globalThis as {window?: unknown}).window = globalThis;
  });
  afterEach(() => {
    if (!hadWindow) delete (globalThis as {window?: unknown}).window;
  });

  it('starts in a later task: no module of the route is made within the current one', async () => {
    const Route = ComponentCreator('/guide/drivers/s3', 's3');
    const loading = Route.preload();
    // Drain the microtasks of this task: a load that resolved in them (as
    // loads of chunks already on the page do) would have made the component.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(made).toEqual([]);
    await expect(loading).resolves.toBe('loaded /guide/drivers/s3');
    expect(made).toEqual([['/guide/drivers/s3', 's3']]);
  });

  it('waits for the route’s registry entries when the page did not bring them', async () => {
    let arrive!: () => void;
    ready.set(
      '/guide/drivers/webdav-w',
      new Promise((resolve) => (arrive = resolve)),
    );
    const Route = ComponentCreator('/guide/drivers/webdav', 'w');
    const loading = Route.preload();
    for (let i = 0; i < 3; i += 1) await nextTask();
    expect(made).toEqual([]);
    arrive();
    await expect(loading).resolves.toBe('loaded /guide/drivers/webdav');
    expect(made).toEqual([['/guide/drivers/webdav', 'w']]);
  });

  it('does not wait again once the route is made', async () => {
    const Route = ComponentCreator('/api', 'api');
    await Route.preload();
    let settled = false;
    void Route.preload().then(() => {
      settled = true;
    });
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(settled).toBe(true);
  });
});

describe('the route in the browser', () => {
  it('has the shape it has on the server, so ids made by useId match while the page hydrates', () => {
    const onServer = renderToString(
      React.createElement(ComponentCreator('/with-id', 'a')),
    );
    (globalThis as {window?: unknown}).window = globalThis;
    try {
      const inBrowser = renderToString(
        React.createElement(ComponentCreator('/with-id', 'a')),
      );
      expect(inBrowser).toBe(onServer);
      expect(onServer).toMatch(/ id="[^"]+"/);
    } finally {
      delete (globalThis as {window?: unknown}).window;
    }
  });
});

describe('nextTask', () => {
  it('resolves at once outside the browser', async () => {
    let settled = false;
    void nextTask().then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
