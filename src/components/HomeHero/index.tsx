import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {OPENLIST_REPO_URL} from '@site/src/lib/version';
import styles from './styles.module.css';

export default function HomeHero() {
  const {site} = useSiteConfig();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {site.title}
        </Heading>
        <p className="hero__subtitle">
          <Translate id="home.banner" description="Home page banner text">
            a file list program that supports multiple storage
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guide">
            <Translate id="home.action.getStarted">Get started</Translate>
          </Link>
          <Link
            className="button button--secondary button--lg"
            href={OPENLIST_REPO_URL}>
            <Translate id="home.action.github">View on GitHub</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
