import type {LocaleCode, LocalizedText} from './types';

/** The text for `locale`, else the English text (spec: en is the fallback). */
export function localized(text: LocalizedText, locale: string): string {
  if (typeof text === 'string') return text;
  return text[locale as LocaleCode] ?? text.en;
}
