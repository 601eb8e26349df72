import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {OPENLIST_REPO_URL, OPENLIST_VERSION} from '@site/src/lib/version';
import styles from './styles.module.css';

export default function HomeHero() {
  const {site, theme} = useSiteConfig();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <img
          src={useBaseUrl(theme.logo)}
          alt=""
          width={96}
          height={96}
          className={styles.logo}
        />
        <Heading as="h1" className={clsx('hero__title', styles.title)}>
          {site.title}
        </Heading>
        <p className={clsx('hero__subtitle', styles.subtitle)}>
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
        <p className={styles.version}>
          <Translate
            id="home.version"
            values={{version: OPENLIST_VERSION}}
            description="Under the home page actions: which OpenList release the docs describe">
            {'Documentation for OpenList {version}'}
          </Translate>
        </p>
      </div>
    </header>
  );
}
