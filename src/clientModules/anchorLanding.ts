import type {ClientModule} from '@docusaurus/types';
import {idOf} from '../lib/hashId';

/**
 * After each navigation to a heading, once the scroll settles, makes sure
 * the heading is where it should be (src/lib/anchorLanding.ts, loaded the
 * first time an address names a heading: most page views never need it).
 */
function land(hash: string): void {
  const id = idOf(hash);
  if (id)
    void import(
      /* webpackChunkName: "anchor-landing" */ '../lib/anchorLanding'
    ).then(({watchLanding}) => watchLanding(id));
}

const anchorLanding: ClientModule = {
  onRouteDidUpdate({location}) {
    land(location.hash);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => land(window.location.hash));
}

export default anchorLanding;
