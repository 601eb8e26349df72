import React, {lazy, Suspense} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {giscusLanguage} from '@site/src/lib/giscus';
import styles from './styles.module.css';

// Its own chunk: giscus is fetched only on pages that show comments, after
// the page has mounted.
const Giscus = lazy(() => import('@giscus/react'));

/**
 * Giscus comments (spec §7): configured from site.config.ts, themed after the
 * colour mode (live), in the page's language. Render only where comments are
 * allowed; this component does not check the switches itself.
 */
export default function Comments() {
  const {site} = useSiteConfig();
  const {colorMode} = useColorMode();
  const {i18n} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const {giscus} = site.comment;
  const loading = (
    <p className={styles.loading}>
      <Translate id="comments.loading">Loading comments…</Translate>
    </p>
  );
  return (
    <section
      className={styles.comments}
      aria-label={translate({id: 'comments.title', message: 'Comments'})}>
      <Heading as="h2" className={styles.heading}>
        <Translate id="comments.title">Comments</Translate>
      </Heading>
      {isBrowser ? (
        <Suspense fallback={loading}>
          <Giscus
            id="comments"
            repo={giscus.repo}
            repoId={giscus.repoId}
            category={giscus.category}
            categoryId={giscus.categoryId}
            mapping="pathname"
            strict="0"
            reactionsEnabled="1"
            emitMetadata="0"
            inputPosition="top"
            theme={colorMode}
            lang={giscusLanguage(i18n.currentLocale)}
            loading="lazy"
          />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
