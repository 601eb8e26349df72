import React, {type ReactNode} from 'react';
import {SiteConfigProvider} from '@site/src/components/SiteConfig';
import {useScrollState} from '@site/src/components/ScrollState';

// Root wraps the whole app once: it makes site.config.ts available to every
// component through useSiteConfig() and tracks whether the page is scrolled
// (navbar style). The language rules run before it, inline in <head>
// (plugins/language-detection).
export default function Root({children}: {children: ReactNode}) {
  useScrollState();
  return <SiteConfigProvider>{children}</SiteConfigProvider>;
}
