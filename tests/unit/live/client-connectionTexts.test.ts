import { describe, expect, it } from 'vitest';
import { appGerman, appItalian } from '../../../src/providers/i18n/appMessages';

/** The banner's texts (src/shell/ConnectionBanner.tsx) in both languages, with the placeholders it fills. */
describe('connection banner texts', () => {
  it('German and Italian, same keys and placeholders', () => {
    const de = appGerman.app.connection;
    const it_ = appItalian.app.connection;
    expect(Object.keys(it_).sort()).toEqual(Object.keys(de).sort());
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(de) as (keyof typeof de)[]) expect(placeholders(it_[key])).toEqual(placeholders(de[key]));
    expect(placeholders(de.next_try)).toEqual(['seconds']);
    expect(placeholders(de.reconnecting)).toEqual(['max', 'retry']);
  });

  it('says what the brief asks for', () => {
    expect(`${appGerman.app.connection.lost} – ${appGerman.app.connection.next_try.replace('{{seconds}}', '25')}`).toBe(
      'Verbindung zum Server unterbrochen – neuer Versuch in 25 s',
    );
    expect(`${appItalian.app.connection.lost} – ${appItalian.app.connection.next_try.replace('{{seconds}}', '25')}`).toBe(
      'Connessione al server interrotta – nuovo tentativo tra 25 s',
    );
    expect(appGerman.app.connection.retry_now).toBe('Jetzt erneut versuchen');
    expect(appItalian.app.connection.retry_now).toBe('Riprova ora');
  });
});
