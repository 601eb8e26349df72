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
      return <p data-path={path}>{props.label}</p>;
    }
    Real.preload = () => Promise.resolve(`loaded ${path}`);
    return Real;
  },
}));

import ComponentCreator from '../../plugins/framework-patches/lazy-routes/ComponentCreator';

beforeEach(() => {
  made.length = 0;
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

  it('makes the real component on the first render when nothing preloaded it', () => {
    const Route = ComponentCreator('*', '');
    expect(renderToString(<Route />)).toBe('<p data-path="*"></p>');
    expect(made).toEqual([['*', '']]);
  });
});
