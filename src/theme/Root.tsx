import React, {type ReactNode} from 'react';
import {SiteConfigProvider} from '@site/src/components/SiteConfig';

// Root wraps the whole app once: it makes site.config.ts available to every
// component through useSiteConfig().
export default function Root({children}: {children: ReactNode}) {
  return <SiteConfigProvider>{children}</SiteConfigProvider>;
}
