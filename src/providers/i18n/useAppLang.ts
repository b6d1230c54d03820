import { useLocaleState } from 'ra-core';
import type { Lang } from '../../shared/resource/types';
import { DEFAULT_LANG, toLang } from './detect';

/** The interface language inside <Admin> (react-admin's locale state), as de | it. */
export function useAppLang(): Lang {
  const [locale] = useLocaleState();
  return toLang(locale) ?? DEFAULT_LANG;
}
