import { describe, expect, it } from 'vitest';
import { isScalarField, scalarText } from '../../../src/generator/scalarText';
import type { FieldDeclaration } from '../../../src/shared/resource/types';

const label = { de: 'Feld', it: 'Campo' };
const field = (type: FieldDeclaration['type']) => ({ name: 'f', type, label }) as FieldDeclaration;

describe('a declared value as the text of a list cell', () => {
  it('prints integers without grouping and numbers with the language\'s marks', () => {
    expect(scalarText(field('integer'), 12345, 'de')).toBe('12345');
    expect(scalarText(field('integer'), '42', 'it')).toBe('42');
    expect(scalarText(field('number'), 1234.5, 'de')).toBe('1.234,5');
    // Italian groups from five digits on (CLDR's minimum grouping digits).
    expect(scalarText(field('number'), 1234.5, 'it')).toBe('1234,5');
    expect(scalarText(field('number'), 12345.5, 'it')).toBe('12.345,5');
    expect(scalarText(field('number'), 48.1234567, 'de')).toBe('48,123457');
    expect(scalarText(field('number'), 0, 'de')).toBe('0');
  });

  it('shows a day as the same day in every browser zone, and a date-time as react-admin\'s DateField did', () => {
    expect(scalarText(field('date'), '2026-11-29', 'de')).toBe('29.11.2026');
    expect(scalarText(field('date'), '2026-11-29', 'it')).toBe('29/11/2026');
    const at = '2026-11-29T08:05:09Z';
    // react-admin's DateField with showTime: Date#toLocaleString(locale), the browser's zone.
    expect(scalarText(field('datetime'), at, 'de')).toBe(new Date(at).toLocaleString('de-DE'));
    expect(scalarText(field('datetime'), at, 'it')).toBe(new Date(at).toLocaleString('it-IT'));
  });

  it('cuts a time to hours and minutes and prints strings as they are', () => {
    expect(scalarText(field('time'), '07:45:00', 'de')).toBe('07:45');
    expect(scalarText(field('string'), 'Bozen', 'it')).toBe('Bozen');
    expect(scalarText(field('email'), 'a@b.it', 'de')).toBe('a@b.it');
  });

  it('prints nothing for an empty or unreadable value', () => {
    for (const type of ['string', 'integer', 'number', 'date', 'datetime', 'time'] as const) {
      expect(scalarText(field(type), null, 'de')).toBe('');
      expect(scalarText(field(type), undefined, 'de')).toBe('');
      expect(scalarText(field(type), '', 'de')).toBe('');
    }
    expect(scalarText(field('number'), 'abc', 'de')).toBe('');
    expect(scalarText(field('date'), 'not a day', 'de')).toBe('');
    expect(scalarText(field('time'), 7, 'de')).toBe('');
  });

  it('leaves colours, yes/no, choices and references to their own parts', () => {
    expect(['color', 'boolean', 'enum', 'reference'].map((t) => isScalarField(field(t as FieldDeclaration['type'])))).toEqual([false, false, false, false]);
    expect(['string', 'text', 'email', 'integer', 'number', 'date', 'datetime', 'time'].every((t) => isScalarField(field(t as FieldDeclaration['type'])))).toBe(true);
  });
});
