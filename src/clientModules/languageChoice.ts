import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {chosenLanguage, LOCALE_STORAGE_KEY} from '@site/src/lib/locale';

/**
 * A language picked in the language menu (navbar or mobile menu) is the
 * reader's choice: it is stored before the other locale's page loads, so the
 * language rules in <head> (plugins/language-detection) keep it in later
 * sessions instead of going back to the browser's language. The menu's
 * entries are links marked with their language (`lang`) that lead into that
 * language's pages; the menu itself is portaled out of the navbar.
 */
function rememberLanguageChoice(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[lang]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const locale = chosenLanguage(link, window.location.origin);
  if (!locale) return;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the choice lasts for this visit only.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  // Capture: the menu closes (and the link leaves the page) on click.
  document.addEventListener('click', rememberLanguageChoice, true);
}
