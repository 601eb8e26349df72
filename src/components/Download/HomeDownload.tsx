import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Download from './index';
import styles from './styles.module.css';

/** The home page's download section around the picker. */
export default function HomeDownload() {
  return (
    <section className={styles.section} aria-labelledby="download">
      <div className="container">
        <Heading as="h2" id="download" className={styles.heading}>
          <Translate id="download.title">Download</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate id="download.intro">
            Pick your system to see the matching release files. The lite builds
            ship a smaller web interface; the accelerated link fetches the same
            file through a download proxy, which helps where GitHub is slow.
          </Translate>
        </p>
        <Download />
      </div>
    </section>
  );
}
