import React from 'react';
import Translate from '@docusaurus/Translate';
import {OPENLIST_RELEASE_DATE, OPENLIST_VERSION} from '@site/src/lib/version';
import styles from './styles.module.css';

/** "Built for version v4.1.5 dated 2025/10/22", from the one version constant. */
export default function FooterVersion() {
  return (
    <p className={styles.version} data-testid="footer-version">
      <Translate
        id="footer.builtFor"
        description="Footer line naming the OpenList release the docs describe"
        values={{version: OPENLIST_VERSION, date: OPENLIST_RELEASE_DATE}}>
        {'Built for OpenList version {version} dated {date}'}
      </Translate>
    </p>
  );
}
