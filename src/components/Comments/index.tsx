import React, {lazy, Suspense, useEffect, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useColorMode} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {giscusLanguage} from '@site/src/lib/giscus';
import styles from './styles.module.css';

// Its own chunk: giscus (and the page's thread term) is fetched only on
// pages that show comments, once the reader comes near them (never as part
// of the page's first load).
const Thread = lazy(() => import('./Thread'));

/** How far below the viewport (px) the comments start loading. */
const LOAD_DISTANCE = 600;

/** True once the element has come within LOAD_DISTANCE of the viewport. */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: `${LOAD_DISTANCE}px 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * Giscus comments (spec §7): configured from site.config.ts, themed after the
 * colour mode (live), in the page's language. Render only where comments are
 * allowed; this component does not check the switches itself.
 */
export default function Comments() {
  const {site} = useSiteConfig();
  const {colorMode} = useColorMode();
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const {giscus} = site.comment;
  const loading = (
    <p className={styles.loading}>
      <Translate id="comments.loading">Loading comments…</Translate>
    </p>
  );
  return (
    <section
      ref={section}
      className={styles.comments}
      aria-label={translate({id: 'comments.title', message: 'Comments'})}>
      <Heading as="h2" className={styles.heading}>
        <Translate id="comments.title">Comments</Translate>
      </Heading>
      {near ? (
        <Suspense fallback={loading}>
          <Thread
            id="comments"
            pathname={pathname}
            repo={giscus.repo}
            repoId={giscus.repoId}
            category={giscus.category}
            categoryId={giscus.categoryId}
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
