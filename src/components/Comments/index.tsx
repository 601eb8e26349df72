import React, {Suspense, useEffect, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import {useColorMode} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import {useNearViewport} from '@site/src/lib/useNearViewport';
import {lazyOptional} from '@site/src/lib/lazyOptional';
import {giscusLanguage} from './giscus';
import styles from './styles.module.css';

// Its own chunk: giscus (and the page's thread term) is fetched only on
// pages that show comments, once the reader comes near them (never as part
// of the page's first load). When its code cannot be loaded, the link to
// the discussions is offered at once.
const {Component: Thread, load: loadThread} = lazyOptional(
  'Comments: the thread',
  () => import('./Thread'),
);

/** True once the thread's code was asked for (`started`) and did not come. */
function useThreadFailed(started: boolean): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!started) return undefined;
    let current = true;
    loadThread().then((loaded) => {
      if (current && !loaded) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [started]);
  return failed;
}

/** How far below the viewport (px) the comments start loading. */
const LOAD_DISTANCE = 600;

/**
 * How long (ms) the widget may take before a plain link to the discussions is
 * offered beside "Loading comments…" (GitHub is slow or blocked for many
 * readers in mainland China).
 */
export const FALLBACK_DELAY = 8000;

/** Where giscus's frame posts from. */
const GISCUS_ORIGIN = 'https://giscus.app';

/**
 * True once giscus has talked to the page: its frame posts `{giscus: …}`
 * messages (the height of the thread, first of all) as soon as it has loaded.
 */
function useGiscusLoaded(started: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!started || loaded) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === GISCUS_ORIGIN &&
        typeof event.data === 'object' &&
        event.data !== null &&
        'giscus' in event.data
      )
        setLoaded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [started, loaded]);
  return loaded;
}

/** True when `delay` ms have passed since `started` became true. */
function useElapsed(started: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!started) return undefined;
    const timer = window.setTimeout(() => setElapsed(true), delay);
    return () => window.clearTimeout(timer);
  }, [started, delay]);
  return elapsed;
}

/**
 * Giscus comments: configured from site.config.ts, themed after the
 * colour mode (live), in the page's language. Render only where comments are
 * allowed; this component does not check the switches itself.
 */
export default function Comments() {
  const {site} = useSiteConfig();
  const {colorMode} = useColorMode();
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, LOAD_DISTANCE);
  const loaded = useGiscusLoaded(near);
  const slow = useElapsed(near, FALLBACK_DELAY);
  const failed = useThreadFailed(near);
  const {giscus} = site.comment;
  // The discussion of a page is titled with its path (mapping "pathname");
  // the search finds it, and shows all discussions when there is none yet.
  const discussions = `https://github.com/${giscus.repo}/discussions?discussions_q=${encodeURIComponent(
    pathname.replace(/^\/(zh-CN\/)?/, ''),
  )}`;
  const status = loaded ? null : (
    <p className={styles.loading} role="status">
      <Translate id="comments.loading">Loading comments…</Translate>
      {(slow || failed) && (
        <>
          {' '}
          <Link
            href={discussions}
            className={styles.fallback}
            data-testid="comments-fallback">
            <Translate
              id="comments.fallback"
              description="Link shown when the comments have not loaded after a few seconds">
              Open the discussion on GitHub
            </Translate>
          </Link>
        </>
      )}
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
      {status}
      {near && (
        <Suspense fallback={null}>
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
      )}
    </section>
  );
}
