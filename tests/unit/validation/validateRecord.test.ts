import { describe, expect, it } from 'vitest';
import stations from '../../../src/resources/stations/resource';
import lines from '../../../src/resources/lines/resource';
import { validateRecord } from '../../../src/shared/resource/validate';
import { interpolate, validationMessages } from '../../../src/shared/validation/messages';

describe('validateRecord (shared by browser and server)', () => {
  it('reports every invalid field with an i18n key and arguments', () => {
    const { errors } = validateRecord(stations, { name: '', gpsLatitudeN: 91, gpsLongitudeE: -181, gpsRadius: 0 }, 'create');
    expect(errors.name).toEqual({ message: 'validation.required' });
    expect(errors.gpsLatitudeN).toEqual({ message: 'validation.number.max', args: { max: 90 } });
    expect(errors.gpsLongitudeE).toEqual({ message: 'validation.number.min', args: { min: -180 } });
    expect(errors.gpsRadius).toEqual({ message: 'validation.number.moreThan', args: { more: 0 } });
  });

  it('cleans valid input: numbers from strings, empty strings as null, unknown keys dropped', () => {
    const { errors, values } = validateRecord(stations, { name: 'Abensberg', gpsLatitudeN: '48.8', tariffZone: '', hacker: 1 }, 'create');
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Abensberg', gpsLatitudeN: 48.8, tariffZone: null });
    expect(values).not.toHaveProperty('hacker');
  });

  it('carries the declared pattern message in both languages', () => {
    const { errors } = validateRecord(stations, { name: 'X', evaNumber: '12' }, 'create');
    expect(errors.evaNumber.message).toBe('validation.custom');
    expect(errors.evaNumber.args).toEqual({ de: 'EVA-Nummer: genau 7 Ziffern', it: 'Numero EVA: esattamente 7 cifre' });
  });

  it('checks only the fields sent on update, but never lets a required one be emptied', () => {
    expect(validateRecord(stations, { tariffZone: '7' }, 'update').errors).toEqual({});
    expect(validateRecord(stations, { name: null }, 'update').errors.name?.message).toBe('validation.required');
  });

  it('applies the minimum-date rule with a field reference', () => {
    const base = { lineNumber: 'S9', product: 'tramTrain', color: '#112233', textColor: '#FFFFFF', validFrom: '2026-06-01' };
    expect(validateRecord(lines, { ...base, validTo: '2026-05-31' }, 'create').errors.validTo?.message).toBe('validation.date.min');
    expect(validateRecord(lines, { ...base, validTo: '2026-06-01' }, 'create').errors).toEqual({});
    expect(validateRecord(lines, { ...base, color: 'red' }, 'create').errors.color?.message).toBe('validation.string.color');
    expect(validateRecord(lines, { ...base, product: 'zeppelin' }, 'create').errors.product?.message).toBe('validation.enum.oneOf');
  });
});

describe('validation messages', () => {
  it('exist in German and Italian with the same keys', () => {
    expect(Object.keys(validationMessages.it).sort()).toEqual(Object.keys(validationMessages.de).sort());
  });
  it('interpolate their arguments', () => {
    expect(interpolate(validationMessages.de['validation.number.max'], { max: 90 })).toBe('Der Wert darf höchstens 90 sein');
    expect(interpolate(validationMessages.it['validation.custom'], { de: 'x', it: 'y' })).toBe('y');
  });
});
