import React, {createContext, useContext, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteConfig} from '@site/src/lib/siteConfig/types';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Message thrown when the site configuration was never provided: a missing configuration is an error, never a silent default. */
export const MISSING_SITE_CONFIG =
  'Site config is not provided: useSiteConfig() must be called inside <SiteConfigProvider> (mounted by src/theme/Root).';

/** Provides the validated site.config.ts (from Docusaurus customFields). */
export function SiteConfigProvider({children}: {children: ReactNode}) {
  const {siteConfig} = useDocusaurusContext();
  const value = siteConfig.customFields?.openlist as SiteConfig | undefined;
  if (!value) throw new Error(MISSING_SITE_CONFIG);
  return (
    <SiteConfigContext.Provider value={value}>
      {children}
    </SiteConfigContext.Provider>
  );
}

/** The site configuration; throws when used outside the provider. */
export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error(MISSING_SITE_CONFIG);
  return value;
}
