import { useLocaleState } from 'react-admin';
import type { Lang } from '../shared/resource/types';
import { langOf } from './declarationUtils';

/** The interface language ('de' | 'it'). */
export function useLang(): Lang {
  const [locale] = useLocaleState();
  return langOf(locale);
}
