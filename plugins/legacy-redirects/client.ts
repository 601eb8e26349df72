/**
 * Old heading ids on pages that kept their address: when a page opens with a
 * `#id` it does not have, look the id up in legacy-anchors.json (written by
 * the plugin, fetched only then) and go to the heading's new home.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

let anchors: Promise<Record<string, Record<string, string>>> | undefined;

function load(): Promise<Record<string, Record<string, string>>> {
  anchors ??= fetch(`${siteConfig.baseUrl}legacy-anchors.json`)
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}));
  return anchors;
}

async function translateHash(): Promise<void> {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id || document.getElementById(id)) return;
  const page = window.location.pathname.replace(/\/$/, '');
  const target = (await load())[page]?.[id];
  if (!target) return;
  const [targetPath, targetId = ''] = target.split('#');
  if (targetPath === page && targetId) {
    window.history.replaceState(window.history.state, '', `#${targetId}`);
    document.getElementById(targetId)?.scrollIntoView();
    void import(
      /* webpackChunkName: "anchor-landing" */ '@site/src/lib/anchorLanding'
    ).then(({watchLanding}) => watchLanding(targetId));
  } else {
    window.location.replace(target);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (location.hash && location.pathname !== previousLocation?.pathname) {
      void translateHash();
    }
  },
};

export default clientModule;
