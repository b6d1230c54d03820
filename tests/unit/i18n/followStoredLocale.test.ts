import { createInstance } from 'i18next';
import { memoryStore } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { followStoredLocale } from '../../../src/providers/i18n/followStoredLocale';

async function i18nextDe() {
  const i18next = createInstance();
  await i18next.init({
    lng: 'de',
    fallbackLng: 'de',
    supportedLngs: ['de', 'it'],
    resources: { de: { translation: { hello: 'Hallo' } }, it: { translation: { hello: 'Ciao' } } },
  });
  return i18next;
}

describe('the stored locale drives i18next in the same task', () => {
  it('switches i18next synchronously when the store\'s locale changes, so react-admin finds nothing to switch', async () => {
    const i18next = await i18nextDe();
    const store = memoryStore();
    store.setup();
    const stop = followStoredLocale(store, i18next);
    const seen: string[] = [];
    i18next.on('languageChanged', (l) => seen.push(l));

    store.setItem('locale', 'it');
    // No await in between: react-admin's I18nContextProvider compares the two in its next effect.
    expect(i18next.language).toBe('it');
    expect(i18next.t('hello')).toBe('Ciao');
    expect(seen).toEqual(['it']);

    store.setItem('locale', 'it');
    expect(seen).toEqual(['it']);
    store.setItem('locale', 'xx');
    expect(i18next.language).toBe('it');

    stop();
    store.setItem('locale', 'de');
    expect(i18next.language).toBe('it');
  });
});
