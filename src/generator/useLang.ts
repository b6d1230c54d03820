import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import type { Lang } from '../shared/resource/types';
import { setRequestLanguage } from '../providers/data/apolloClient';
import { langOf } from './declarationUtils';

/** The interface language ('de' | 'it'); keeps the server's message language in step. */
export function useLang(): Lang {
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  useEffect(() => setRequestLanguage(lang), [lang]);
  return lang;
}
