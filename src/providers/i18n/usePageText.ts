import { useCallback } from 'react';
import type { Lang } from '../../shared/resource/types';
import type { PageTexts, TextArgs, TextKey } from './pageTexts';
import { useAppLang } from './useAppLang';

export type PageT<D extends Record<string, string>> = (key: TextKey<D>, args?: TextArgs) => string;

/** A page's text function in the interface language: `const t = usePageText(liveTexts)`. */
export function usePageText<D extends Record<string, string>>(texts: PageTexts<D>): { t: PageT<D>; lang: Lang } {
  const lang = useAppLang();
  const t = useCallback<PageT<D>>((key, args) => texts.text(lang, key, args), [texts, lang]);
  return { t, lang };
}
