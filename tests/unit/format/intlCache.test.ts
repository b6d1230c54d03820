import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../src/ui/format/intlCache';

describe('Intl formatter cache', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const a = dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit' });
    expect(dateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit' })).toBe(a);
    expect(dateTimeFormat('de-DE', { timeZone: 'Europe/Rome', hour: '2-digit' })).not.toBe(a);
    expect(dateTimeFormat('it-IT', { timeZone: 'Europe/Berlin', hour: '2-digit' })).not.toBe(a);
    expect(numberFormat('de-DE', { maximumFractionDigits: 0 })).toBe(numberFormat('de-DE', { maximumFractionDigits: 0 }));
  });

  it('formats as a new Intl formatter does', () => {
    const at = new Date(Date.UTC(2026, 10, 21, 13, 32, 5));
    const options: Intl.DateTimeFormatOptions = { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' };
    expect(dateTimeFormat('it-IT', options).format(at)).toBe(new Intl.DateTimeFormat('it-IT', options).format(at));
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
  });
});
