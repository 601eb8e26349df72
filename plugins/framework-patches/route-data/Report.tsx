import Loadable from 'react-loadable';
import {ROUTE_DATA_PREFIX} from './constants';

function Nothing(): null {
  return null;
}

/**
 * A component that, rendered on the server, reports `route-data:<key>` to
 * Docusaurus's module capture, as a route's loadable reports its modules,
 * and renders nothing. Docusaurus gives the page the manifest's assets for
 * the names reported: for this one, the route's data (./manifest.ts).
 */
export function routeDataReporter(key: string) {
  return Loadable({
    loader: () => Promise.resolve({default: Nothing}),
    loading: Nothing,
    modules: [ROUTE_DATA_PREFIX + key],
    render: () => null,
  });
}
