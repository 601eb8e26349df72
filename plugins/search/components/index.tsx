import React, {Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {indexBase, isSearchShortcut} from '@site/plugins/search/lib/search';
import {docsVersion} from '@site/src/lib/version';
import {lazyOptional} from '@site/src/lib/lazyOptional';
import styles from './styles.module.css';

/** Key names are the same in every language. */
const SHORTCUT_HINT = 'Ctrl K';

/**
 * What opens when the dialog's code cannot be loaded (offline, or a deploy
 * replaced it): nothing; the failure is logged and the page goes on.
 */
function NoDialog({onClose}: {onClose: () => void}) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

// The dialog and the index load only when the reader starts to search.
const importModal = () => import('./SearchModal');
const {Component: SearchModal} = lazyOptional(
  'Search: the dialog',
  importModal,
  NoDialog,
);

/**
 * Navbar search button (offline search). Opens with a click, Ctrl/⌘+K or "/".
 * Hovering or focusing it warms up the dialog code and the index.
 */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const localeBase = useBaseUrl('/');
  const {activeVersion} = useActiveDocContext(undefined);
  const versionPath = docsVersion(activeVersion?.name).path;
  const baseUrl = indexBase(localeBase, versionPath);

  const warmUp = useCallback(() => {
    importModal().then(
      ({preload}) => preload(baseUrl),
      () => {
        // Offline: opening the dialog tries again and logs the failure.
      },
    );
  }, [baseUrl]);

  // Whether the dialog is open, as of the last change rather than the last
  // render: the shortcut's listener reads it. A listener that read `open`
  // was replaced only after the render that closed the dialog had run its
  // effects, so a shortcut pressed right after choosing a result (or after
  // Escape) fell to the old listener, which saw the dialog open.
  const isOpen = useRef(false);
  const show = useCallback(() => {
    isOpen.current = true;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen.current && isSearchShortcut(event)) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const label = translate({
    id: 'search.open',
    message: 'Search',
    description: 'Label of the navbar search button',
  });
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        data-testid="search-button">
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M8.5 3a5.5 5.5 0 1 0 3.38 9.84l3.64 3.64 1.06-1.06-3.64-3.64A5.5 5.5 0 0 0 8.5 3Zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z"
          />
        </svg>
        <span className={styles.buttonText}>{label}</span>
        {/* The button is named by its text ("Search"), which stays readable
            by screen readers on narrow screens; the shortcut is announced
            through aria-keyshortcuts, so the visible hint is hidden from
            them. */}
        <kbd className={styles.kbd} aria-hidden="true">
          {SHORTCUT_HINT}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal
            onClose={close}
            returnFocusTo={button}
            versionPath={versionPath}
          />
        </Suspense>
      )}
    </>
  );
}
