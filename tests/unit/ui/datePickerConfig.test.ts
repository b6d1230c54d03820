import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { PICKER_MAX_DATE, PICKER_MIN_DATE, dateFnsLocale } from '../../../src/ui/datePickerConfig';

describe('date picker config', () => {
  it('limits to 1900-01-01 .. 2099-12-31 (local days)', () => {
    expect(format(PICKER_MIN_DATE, 'yyyy-MM-dd')).toBe('1900-01-01');
    expect(format(PICKER_MAX_DATE, 'yyyy-MM-dd')).toBe('2099-12-31');
  });

  it('uses the date-fns locale of the language', () => {
    const day = new Date(2026, 10, 21);
    expect(format(day, 'EEEE, d. MMMM', { locale: dateFnsLocale('de') })).toBe('Samstag, 21. November');
    expect(format(day, 'EEEE d MMMM', { locale: dateFnsLocale('it') })).toBe('sabato 21 novembre');
  });
});
