export { createI18n, currentLang, AVAILABLE_LOCALES, type AppI18n } from './createI18n';
export { buildCatalogue, baseCatalogue, type Catalogue } from './catalogue';
export { detectBrowserLanguage, detectLanguage, toLang, LANGUAGE_STORAGE_KEY, DEFAULT_LANG } from './detect';
export { useAppLang } from './useAppLang';
export { definePageTexts, type PageTexts, type TextKey, type TextArgs } from './pageTexts';
export { usePageText, type PageT } from './usePageText';
