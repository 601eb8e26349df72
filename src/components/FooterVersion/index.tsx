import React from 'react';
import Translate from '@docusaurus/Translate';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {docsVersion} from '@site/src/lib/version';
import styles from './styles.module.css';

/**
 * "Built for OpenList version v4.2.5 dated 2026/08/07": the release of the
 * docs version being read (src/lib/version.ts); the current docs' release on
 * pages outside the docs.
 */
export default function FooterVersion() {
  const {activeVersion} = useActiveDocContext(undefined);
  const {tag, date} = docsVersion(activeVersion?.name);
  return (
    <p className={styles.version} data-testid="footer-version">
      <Translate
        id="footer.builtFor"
        description="Footer line naming the OpenList release the docs describe"
        values={{version: tag, date}}>
        {'Built for OpenList version {version} dated {date}'}
      </Translate>
    </p>
  );
}
