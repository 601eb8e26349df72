/**
 * Giscus language for a page locale (the languages giscus is told about):
 * zh-CN, zh-TW, en, ja, ko, es, fr, de, ru are passed through, anything else
 * becomes en.
 */
export const GISCUS_LANGUAGES = [
  'zh-CN',
  'zh-TW',
  'en',
  'ja',
  'ko',
  'es',
  'fr',
  'de',
  'ru',
] as const;

export type GiscusLanguage = (typeof GISCUS_LANGUAGES)[number];

export function giscusLanguage(locale: string): GiscusLanguage {
  return (GISCUS_LANGUAGES as readonly string[]).includes(locale)
    ? (locale as GiscusLanguage)
    : 'en';
}
