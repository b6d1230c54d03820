/**
 * Language detection (spec point 9): local storage 'userLanguage', then the browser's
 * languages, then <html lang>; German by default and as fallback. Pure, so the tiny
 * bootstrap can use it without loading i18next.
 */
import { LANGS, type Lang } from '../../shared/resource/types';

export const LANGUAGE_STORAGE_KEY = 'userLanguage';
export const DEFAULT_LANG: Lang = 'de';

/** 'de-AT' -> 'de'; unsupported or empty -> null. */
export function toLang(value: string | null | undefined): Lang | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : null;
}

export interface DetectionSources {
  stored?: string | null;
  navigatorLanguages?: readonly string[];
  htmlLang?: string | null;
}

export function detectLanguage(sources: DetectionSources): Lang {
  const candidates = [sources.stored, ...(sources.navigatorLanguages ?? []), sources.htmlLang];
  for (const c of candidates) {
    const lang = toLang(c);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** Detection from the browser environment (safe where storage is blocked). */
export function detectBrowserLanguage(): Lang {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return detectLanguage({
    stored,
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
  });
}

/** Options for i18next-browser-languagedetector matching detectLanguage. */
export const DETECTION_OPTIONS = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  convertDetectedLanguage: (lng: string): string => toLang(lng) ?? lng,
};
