import React from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function NotFoundContent({className}: {className?: string}) {
  // Unknown paths are caught by the docs plugin (mounted at the site root), so
  // this content, rather than a route, is what marks the page's layout as 404.
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <Head>
        <html data-layout="404" />
      </Head>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading as="h1" className={styles.title}>
        <Translate id="notFound.title" description="Title of the 404 page">
          Oops! Space collapsed!
        </Translate>
      </Heading>
      <p>
        <Translate id="notFound.body" description="Text of the 404 page">
          The page you are looking for does not exist, or it has moved.
        </Translate>
      </p>
      <Link className="button button--primary" to="/">
        <Translate
          id="notFound.home"
          description="Link from the 404 page to the home page">
          Back to home
        </Translate>
      </Link>
    </main>
  );
}
