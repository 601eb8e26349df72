/**
 * Language rules: supported locales, matching the browser's
 * languages, and which locale a visit should use.
 */

export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** localStorage key holding the reader's language (documented in the README). */
export const LOCALE_STORAGE_KEY = 'openlist-docs:locale';
/** sessionStorage flag: language detection already ran in this session. */
export const LOCALE_SESSION_KEY = 'openlist-docs:locale-initialized';

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return (
    typeof value === 'string' &&
    (SUPPORTED_LOCALES as readonly string[]).includes(value)
  );
}

/**
 * The supported locale for a list of browser languages (navigator.languages,
 * in order): zh, zh-CN, zh-Hans, zh-SG (and other Simplified Chinese tags) →
 * zh-CN; en and en-* → en; the first one that matches wins; else en.
 */
export function matchBrowserLocale(
  languages: readonly string[],
): SupportedLocale {
  for (const raw of languages) {
    const tag = raw.trim().toLowerCase();
    if (/^zh(-(cn|sg|hans)(-.*)?)?$/.test(tag) || tag.startsWith('zh-hans'))
      return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LOCALE;
}

export interface LocaleDecision {
  /** Locale the reader should see. */
  target: SupportedLocale;
  /** Value to store under LOCALE_STORAGE_KEY. */
  store: SupportedLocale;
}

/**
 * First visit (nothing stored): match the browser's languages and store the
 * result. Later sessions: the stored locale if it is supported, else the
 * current one, else the default.
 */
export function decideLocale({
  stored,
  browserLanguages,
  current,
}: {
  stored: string | null;
  browserLanguages: readonly string[];
  current: string;
}): LocaleDecision {
  let target: SupportedLocale;
  if (stored === null) target = matchBrowserLocale(browserLanguages);
  else if (isSupportedLocale(stored)) target = stored;
  else if (isSupportedLocale(current)) target = current;
  else target = DEFAULT_LOCALE;
  return {target, store: target};
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
