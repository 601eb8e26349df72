import React, {type ReactNode} from 'react';
import {SiteConfigProvider} from '@site/src/components/SiteConfig';
import {useLocaleDetection} from '@site/src/components/LocaleDetector';
import {useScrollState} from '@site/src/components/ScrollState';

// Root wraps the whole app once: it makes site.config.ts available to every
// component through useSiteConfig(), runs the language rules once per page
// load and tracks whether the page is scrolled (navbar style).
export default function Root({children}: {children: ReactNode}) {
  useLocaleDetection();
  useScrollState();
  return <SiteConfigProvider>{children}</SiteConfigProvider>;
}
