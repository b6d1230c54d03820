import type { Lang } from '../../shared/resource/types';

/** BCP 47 locale of an interface language (number and date formats). */
export const LOCALES: Record<Lang, string> = { de: 'de-DE', it: 'it-IT' };

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}
