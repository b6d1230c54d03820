/**
 * Switching the language without remounting the app (issue 15). react-admin keeps the locale in
 * its store; its I18nContextProvider, seeing the store's locale differ from the i18n provider's,
 * switches the provider and then remounts everything below it (a key change): on the control
 * centre that rebuilt the map and took up to 390 ms at 4x CPU slowdown, and it dropped what the
 * user had open or typed. Switching i18next in the same task as the store (the store notifies its
 * subscribers synchronously; i18next switches synchronously with its bundled catalogues) leaves
 * react-admin nothing to switch, so the app re-renders in the new language instead. The app passes
 * a new i18n provider object per language (src/App.tsx), so that every `useTranslate` re-renders.
 */
import type { i18n as I18n } from 'i18next';
import type { Store } from 'ra-core';
import { currentLang } from './createI18n';
import { toLang } from './detect';

/** Follows the store's 'locale' with i18next's language; returns the unsubscribe function. */
export function followStoredLocale(store: Pick<Store, 'subscribe'>, i18next: I18n): () => void {
  return store.subscribe('locale', (value: unknown) => {
    const lang = typeof value === 'string' ? toLang(value) : null;
    if (lang && lang !== currentLang(i18next)) void i18next.changeLanguage(lang);
  });
}
