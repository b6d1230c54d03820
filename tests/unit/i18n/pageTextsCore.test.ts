import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { attachPageTexts, definePageTexts } from '../../../src/providers/i18n/pageTexts';

const texts = definePageTexts(
  'unitPageTexts',
  { hello: 'Hallo {{name}}', 'status.late': 'verspätet', trains_one: '{{count, number}} Zug', trains_other: '{{count, number}} Züge' },
  { hello: 'Ciao {{name}}', 'status.late': 'in ritardo', trains_one: '{{count, number}} treno', trains_other: '{{count, number}} treni' },
);

describe('page texts', () => {
  it('interpolates and picks plural forms per language (standalone instance)', () => {
    expect(texts.text('de', 'hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(texts.text('it', 'trains', { count: 1 })).toBe('1 treno');
    expect(texts.text('de', 'trains', { count: 1200 })).toBe('1.200 Züge');
  });

  it('reads key families and falls back to the value for unknown members', () => {
    expect(texts.label('it', 'status', 'late')).toBe('in ritardo');
    expect(texts.label('de', 'status', 'early')).toBe('early');
  });

  it('keeps texts without arguments per language and namespace, and the app instance answers after it joins', async () => {
    const other = definePageTexts('unitPageTextsOther', { 'status.late': 'spät', hello: 'Tag' }, { 'status.late': 'tardi', hello: 'Giorno' });
    for (let round = 0; round < 2; round++) {
      expect(texts.label('de', 'status', 'late')).toBe('verspätet');
      expect(texts.label('it', 'status', 'late')).toBe('in ritardo');
      expect(other.label('de', 'status', 'late')).toBe('spät');
      expect(other.text('it', 'hello')).toBe('Giorno');
      expect(other.text('de', 'hello')).toBe('Tag');
    }
    // An instance whose catalogue says otherwise: what was kept from the standalone one is not used.
    const app = createInstance();
    await app.init({ lng: 'de', fallbackLng: 'de', resources: {} });
    app.addResourceBundle('de', 'unitPageTextsOther', { hello: 'Moin' }, true, true);
    attachPageTexts(app);
    app.addResourceBundle('de', 'unitPageTextsOther', { hello: 'Moin' }, true, true);
    expect(other.text('de', 'hello')).toBe('Moin');
  });

  it('joins an app instance that keeps nested keys for its own catalogue', async () => {
    const app = createInstance();
    await app.init({ lng: 'de', fallbackLng: 'de', resources: { de: { translation: { ra: { action: { save: 'Speichern' } } } } } });
    attachPageTexts(app);
    expect(app.t('ra.action.save')).toBe('Speichern');
    expect(app.t('status.late', { ns: 'unitPageTexts', keySeparator: false })).toBe('verspätet');
    expect(texts.text('de', 'hello', { name: 'Bo' })).toBe('Hallo Bo');
    expect(() => definePageTexts('unitPageTexts', { a: 'a' }, { a: 'a' })).toThrow(/twice/);
  });
});
