import { describe, expect, it } from 'vitest';
import { DETECTION_OPTIONS, detectLanguage, toLang } from '../../../src/providers/i18n/detect';

describe('language detection', () => {
  it('follows the order localStorage, navigator, html lang, default de', () => {
    expect(detectLanguage({ stored: 'it', navigatorLanguages: ['de-DE'], htmlLang: 'de' })).toBe('it');
    expect(detectLanguage({ stored: null, navigatorLanguages: ['it-IT', 'de'], htmlLang: 'de' })).toBe('it');
    expect(detectLanguage({ stored: 'fr', navigatorLanguages: ['en-US', 'de-AT'], htmlLang: 'it' })).toBe('de');
    expect(detectLanguage({ stored: null, navigatorLanguages: ['en'], htmlLang: 'it' })).toBe('it');
    expect(detectLanguage({})).toBe('de');
  });

  it('normalises region codes', () => {
    expect(toLang('de-CH')).toBe('de');
    expect(toLang('IT_it')).toBe('it');
    expect(toLang('en')).toBeNull();
    expect(toLang('')).toBeNull();
  });

  it('configures i18next-browser-languagedetector the same way', () => {
    expect(DETECTION_OPTIONS.order).toEqual(['localStorage', 'navigator', 'htmlTag']);
    expect(DETECTION_OPTIONS.lookupLocalStorage).toBe('userLanguage');
    expect(DETECTION_OPTIONS.caches).toEqual(['localStorage']);
    expect(DETECTION_OPTIONS.convertDetectedLanguage('it-CH')).toBe('it');
  });
});
