import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {reportProblemUrl} from '@site/plugins/reader-tools/lib/actions';
import build from '@generated/build-info/default/build.json';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';
import styles from './styles.module.css';

/**
 * "Report a problem with this page": a new issue in the docs repository,
 * prefilled with the page's title and address, the language, the OpenList
 * release the page documents and the docs commit of this build.
 */
function ReportProblem() {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig, i18n} = useDocusaurusContext();
  const {contributor} = useSiteConfig();
  const href = reportProblemUrl({
    repositoryUrl: contributor.repositoryUrl,
    pageTitle: metadata.title,
    pageUrl: `${siteConfig.url}${metadata.permalink}`,
    locale: i18n.currentLocale,
    openlistVersion: version.label,
    commit: build.docsCommit,
  });
  return (
    <p className={styles.report} data-search-ignore>
      <Link href={href}>
        <Translate
          id="reportProblem.link"
          description="Link that opens a prefilled issue about the page">
          Report a problem with this page
        </Translate>
      </Link>
    </p>
  );
}

/**
 * The link hydrates in a turn of its own, after the doc's column
 * (plugins/preact/HydrateInTurn): building its address is a few
 * milliseconds of a phone's main thread. It renders one element, as a part
 * must.
 */
export default inTurn(ReportProblem);
