import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import OpenListMark from '@site/src/components/OpenListMark';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import home from '@generated/home-data/default/home.json';
import QuickStartDocker from '@site/src/components/QuickStartDocker';
import {OPENLIST_REPO_URL, OPENLIST_VERSION} from '@site/src/lib/version';
import HeroIllustration from './Illustration';
import styles from './styles.module.css';

export default function HomeHero() {
  const {site} = useSiteConfig();
  const count = home.drivers.length;
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.layout)}>
        <div className={styles.text}>
          <p className={styles.brand}>
            <OpenListMark size={44} className={styles.mark} />
            <span className={styles.brandName}>{site.title}</span>
            <span className={styles.banner}>
              <Translate id="home.banner" description="Home page banner text">
                a file list program that supports multiple storage
              </Translate>
            </span>
          </p>
          <Heading as="h1" className={styles.title}>
            <Translate
              id="home.headline"
              description="Home page headline: what OpenList does">
              All your storage in one file tree
            </Translate>
          </Heading>
          <p className={styles.subtitle}>
            <Translate
              id="home.subline"
              values={{count}}
              description="Under the headline; {count} is the number of storage drivers">
              {
                'Mount local disks, S3 buckets, NAS shares and cloud drives — {count} storage drivers — side by side, then use them from the browser, over WebDAV, FTP and SFTP, or through an S3-compatible gateway.'
              }
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link
              className="button button--primary button--lg"
              to="/guide/quick-start">
              <Translate id="home.action.quickStart">Quick start</Translate>
            </Link>
            <Link
              className={clsx(
                'button button--secondary button--outline button--lg',
                styles.secondary,
              )}
              href={OPENLIST_REPO_URL}>
              <Translate id="home.action.github">View on GitHub</Translate>
            </Link>
          </div>
          <div className={styles.docker} data-testid="home-docker">
            <QuickStartDocker title="Docker" />
          </div>
        </div>
        <div className={styles.picture}>
          <HeroIllustration />
        </div>
      </div>
      <div className={clsx('container', styles.footerRow)}>
        <p className={styles.version}>
          <Translate
            id="home.version"
            values={{version: OPENLIST_VERSION}}
            description="Under the home page actions: which OpenList release the docs describe">
            {'Documentation for OpenList {version}'}
          </Translate>
        </p>
        <nav
          className={styles.statements}
          aria-label={translate({
            id: 'home.statements.label',
            message: 'Site statements',
          })}>
          <Link to="/disclaimer">
            <Translate id="home.action.disclaimer">Disclaimer</Translate>
          </Link>
          <Link to="/privacy">
            <Translate id="home.action.privacy">Privacy policy</Translate>
          </Link>
          <Link to="/terms">
            <Translate id="home.action.terms">Terms of service</Translate>
          </Link>
        </nav>
      </div>
    </header>
  );
}
