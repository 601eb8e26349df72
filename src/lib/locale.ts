/**
 * Locales and their addresses. Which locale a visit uses is decided before
 * the page renders, by plugins/language-detection/detect.js.
 */

export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** localStorage key holding the reader's language (documented in the README). */
export const LOCALE_STORAGE_KEY = 'openlist-docs:locale';
/** sessionStorage flag: the language rules already ran in this session. */
export const LOCALE_SESSION_KEY = 'openlist-docs:locale-initialized';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return (
    typeof value === 'string' &&
    (SUPPORTED_LOCALES as readonly string[]).includes(value)
  );
}

/**
 * The language a link of the language menu picks: a link marked with a
 * supported language (`lang`) that leads into that language's pages on this
 * site; null for any other link.
 */
export function chosenLanguage(
  link: Pick<HTMLAnchorElement, 'lang' | 'href'>,
  origin: string,
): string | null {
  const locale = link.lang;
  if (!isSupportedLocale(locale) || !link.href) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  // The locale whose pages the link leads to (the site's base URL is /).
  const first = url.pathname.split('/')[1];
  const leadsTo =
    isSupportedLocale(first) && first !== DEFAULT_LOCALE
      ? first
      : DEFAULT_LOCALE;
  return leadsTo === locale ? locale : null;
}

/** The same page in another locale: /zh-CN/guide ↔ /guide (default locale at the root). */
export function localizedPath(
  pathname: string,
  from: string,
  to: string,
): string {
  const prefix = (locale: string) =>
    locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const fromPrefix = prefix(from);
  let rest = pathname;
  if (
    fromPrefix &&
    (rest === fromPrefix || rest.startsWith(`${fromPrefix}/`))
  ) {
    rest = rest.slice(fromPrefix.length) || '/';
  }
  return `${prefix(to)}${rest}`;
}

/** dayjs locale name for a site locale. */
export function dayjsLocale(locale: string): 'en' | 'zh-cn' {
  return locale === 'zh-CN' ? 'zh-cn' : 'en';
}
