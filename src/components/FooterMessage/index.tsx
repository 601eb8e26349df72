import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useSiteConfig} from '@site/src/components/SiteConfig';

/**
 * The footer message of site.config.ts. Its translation lives in code.json
 * under `footer.message`; the configured English text is the fallback.
 */
export default function FooterMessage() {
  const {theme} = useSiteConfig();
  if (!theme.footer.message) return null;
  return (
    <p className="margin-bottom--sm">
      {translate({id: 'footer.message', message: theme.footer.message})}
    </p>
  );
}
