/**
 * The i18next instance and react-admin's i18nProvider (ra-i18n-i18next): German default and
 * fallback, Italian second, detection localStorage('userLanguage') -> navigator -> <html lang>,
 * the choice cached in localStorage 'userLanguage'. <html lang> follows the language.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';
import { LANGS, type Lang } from '../../shared/resource/types';
import { buildCatalogue, type Catalogue } from './catalogue';
import { DEFAULT_LANG, DETECTION_OPTIONS, toLang } from './detect';
import { attachPageTexts, PAGE_TEXT_OPTIONS } from './pageTexts';

export const AVAILABLE_LOCALES = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'it', name: 'Italiano' },
];

export interface AppI18n {
  i18nProvider: I18nProvider;
  i18next: I18n;
}

export type ResourceMessagesFor = (lang: Lang) => Catalogue;

/** The current language of an i18next instance as one of the app's languages. */
export function currentLang(i18next: I18n): Lang {
  return toLang(i18next.resolvedLanguage ?? i18next.language) ?? DEFAULT_LANG;
}

export async function createI18n(resourceMessages: ResourceMessagesFor = () => ({})): Promise<AppI18n> {
  const i18next = createInstance().use(LanguageDetector);
  const resources = Object.fromEntries(
    LANGS.map((lang) => [lang, { translation: buildCatalogue(lang, resourceMessages(lang)) }]),
  );
  const i18nProvider = await getI18nProvider(
    i18next,
    {
      // undefined lets the detector choose (getI18nProvider would otherwise force 'en').
      lng: undefined,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      load: 'languageOnly',
      resources,
      detection: DETECTION_OPTIONS,
      interpolation: PAGE_TEXT_OPTIONS.interpolation,
      returnNull: false,
    },
    AVAILABLE_LOCALES,
  );
  // Pages' namespaces (definePageTexts) join this instance as their chunks load.
  attachPageTexts(i18next);
  const syncHtmlLang = () => {
    document.documentElement.lang = currentLang(i18next);
  };
  syncHtmlLang();
  // In a task of its own: a new <html lang> makes the browser look at the style of the whole
  // page (47 ms at 4x CPU slowdown on the control centre), which was part of the click's task.
  i18next.on('languageChanged', () => void setTimeout(syncHtmlLang, 0));
  return { i18nProvider, i18next };
}
