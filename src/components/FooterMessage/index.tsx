import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {localized} from '@site/src/lib/siteConfig/localized';

/** The footer message of site.config.ts, in the page's locale. */
export default function FooterMessage() {
  const {theme} = useSiteConfig();
  const {i18n} = useDocusaurusContext();
  const message = localized(theme.footer.message, i18n.currentLocale);
  if (!message) return null;
  return <p className="margin-bottom--sm">{message}</p>;
}
