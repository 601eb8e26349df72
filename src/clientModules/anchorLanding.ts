import type {ClientModule} from '@docusaurus/types';
import {idOf, watchLanding} from '../lib/anchorLanding';

/**
 * After each navigation to a heading, once the scroll settles, makes sure
 * the heading is where it should be (src/lib/anchorLanding.ts).
 */
const anchorLanding: ClientModule = {
  onRouteDidUpdate({location}) {
    const id = idOf(location.hash);
    if (id) watchLanding(id);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    const id = idOf(window.location.hash);
    if (id) watchLanding(id);
  });
}

export default anchorLanding;
