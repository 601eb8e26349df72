import {useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  decideLocale,
  DEFAULT_LOCALE,
  LOCALE_SESSION_KEY,
  LOCALE_STORAGE_KEY,
  localizedPath,
} from '@site/src/lib/locale';

/**
 * Runs once per page load (each locale is its own app, so switching language
 * loads a new page). The first time in a session it applies the language
 * rules and sends the reader to their language's version of the page; after
 * that it only remembers the language the reader is using, so a manual
 * switch is never undone.
 */
export function useLocaleDetection(): void {
  const {i18n} = useDocusaurusContext();
  const current = i18n.currentLocale;

  useEffect(() => {
    let target: string = current;
    try {
      if (sessionStorage.getItem(LOCALE_SESSION_KEY)) {
        localStorage.setItem(LOCALE_STORAGE_KEY, current);
        return;
      }
      sessionStorage.setItem(LOCALE_SESSION_KEY, '1');
      const decision = decideLocale({
        stored: localStorage.getItem(LOCALE_STORAGE_KEY),
        browserLanguages: navigator.languages ?? [navigator.language],
        current,
      });
      localStorage.setItem(LOCALE_STORAGE_KEY, decision.store);
      target = decision.target;
    } catch (error) {
      console.error(
        'Language initialisation failed, falling back to en:',
        error,
      );
      target = DEFAULT_LOCALE;
    }
    if (target !== current) {
      const {pathname, search, hash} = window.location;
      window.location.replace(
        `${localizedPath(pathname, current, target)}${search}${hash}`,
      );
    }
  }, [current]);
}
