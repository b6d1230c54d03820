import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { installYupRules } from '../../../src/shared/validation/yupRules';
import { secondsOfDay, toDate } from '../../../src/shared/validation/dates';

installYupRules();

/** First error of a schema for a value, as {message, args}, or null when valid. */
function errorOf(schema: yup.Schema, value: unknown): { message: string; args?: Record<string, unknown> } | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (e) {
    return (e as yup.ValidationError).message as unknown as { message: string; args?: Record<string, unknown> };
  }
}

describe('validDate', () => {
  const s = yup.mixed().nullable().validDate();
  it('lets empty values pass', () => {
    expect(errorOf(s, null)).toBeNull();
    expect(errorOf(s, '')).toBeNull();
    expect(errorOf(s, undefined)).toBeNull();
  });
  it('accepts real calendar dates and Date objects', () => {
    expect(errorOf(s, '2026-02-28')).toBeNull();
    expect(errorOf(s, new Date('2026-11-21T10:00:00Z'))).toBeNull();
  });
  it('refuses impossible or malformed dates', () => {
    expect(errorOf(s, '2026-02-30')?.message).toBe('validation.date.invalid');
    expect(errorOf(s, '21.11.2026')?.message).toBe('validation.date.invalid');
    expect(errorOf(s, new Date('nope'))?.message).toBe('validation.date.invalid');
  });
  it('refuses dates outside the picker range 1900..2099', () => {
    expect(errorOf(s, '1899-12-31')?.message).toBe('validation.date.range');
    expect(errorOf(s, '2100-01-01')?.message).toBe('validation.date.range');
    expect(errorOf(s, '1900-01-01')).toBeNull();
    expect(errorOf(s, '2099-12-31')).toBeNull();
  });
});

describe('requiredDate', () => {
  const s = yup.mixed().nullable().requiredDate();
  it('fails on empty and passes on a value', () => {
    expect(errorOf(s, null)?.message).toBe('validation.date.required');
    expect(errorOf(s, '')?.message).toBe('validation.date.required');
    expect(errorOf(s, '2026-01-01')).toBeNull();
  });
});

describe('minDate / maxDate', () => {
  it('compares with a literal bound, empty passes', () => {
    const s = yup.mixed().nullable().minDate('2026-01-01').maxDate('2026-12-31');
    expect(errorOf(s, null)).toBeNull();
    expect(errorOf(s, '2026-01-01')).toBeNull();
    expect(errorOf(s, '2025-12-31')).toEqual({ message: 'validation.date.min', args: { min: '2026-01-01' } });
    expect(errorOf(s, '2027-01-01')).toEqual({ message: 'validation.date.max', args: { max: '2026-12-31' } });
  });
  it('compares with a referenced field', () => {
    const s = yup.object({ from: yup.mixed().nullable(), to: yup.mixed().nullable().minDate(yup.ref('from')) });
    expect(errorOf(s, { from: '2026-05-01', to: '2026-04-30' })?.message).toBe('validation.date.min');
    expect(errorOf(s, { from: '2026-05-01', to: '2026-05-01' })).toBeNull();
    expect(errorOf(s, { from: null, to: '2026-04-30' })).toBeNull();
  });
  it('requires a valid date when a value is given', () => {
    expect(errorOf(yup.mixed().minDate('2026-01-01'), 'x')?.message).toBe('validation.date.invalid');
  });
});

describe('minTime / maxTime', () => {
  it('compares hours, minutes and seconds only', () => {
    const s = yup.mixed().nullable().minTime('06:00').maxTime('22:30:00');
    expect(errorOf(s, '06:00:00')).toBeNull();
    expect(errorOf(s, '05:59:59')?.message).toBe('validation.time.min');
    expect(errorOf(s, '22:30:01')?.message).toBe('validation.time.max');
    // A Date on another day still compares by time of day.
    const d = new Date(2001, 0, 1, 7, 15, 0);
    expect(errorOf(s, d)).toBeNull();
  });
  it('refuses malformed times', () => {
    expect(errorOf(yup.mixed().minTime('00:00'), '25:00')?.message).toBe('validation.time.invalid');
  });
});

describe('date helpers', () => {
  it('parses and rejects', () => {
    expect(toDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(toDate('2023-02-29')).toBeNull();
    expect(secondsOfDay('01:02:03')).toBe(3723);
    expect(secondsOfDay('24:00')).toBeNull();
  });
});
