import { describe, expect, it } from 'vitest';
import station from '../../../src/resources/stations/resource';
import lines from '../../../src/resources/lines/resource';
import { decodeChangeValue, formatCoordinates, formatValue } from '../../../src/generator/format';
import { formatNumber } from '../../../src/ui/format';
import { formValidator } from '../../../src/generator/validation';
import { mergeExtensionMaps } from '../../../src/generator/extensions';

const field = (decl: typeof station, name: string) => decl.fields.find((f) => f.name === name);

describe('formatCoordinates', () => {
  it('formats N/E and S/W with four decimals', () => {
    expect(formatCoordinates(48.81949, 11.846628)).toBe('48.8195° N, 11.8466° E');
    expect(formatCoordinates(-33.9, -70.65)).toBe('33.9000° S, 70.6500° W');
    expect(formatCoordinates(null, 11)).toBe('');
  });
});

describe('formatValue (version list)', () => {
  it('shows booleans, enums and numbers in the interface language', () => {
    expect(formatValue(field(station, 'onlineInfoStop'), true, 'de')).toBe('Ja');
    expect(formatValue(field(station, 'onlineInfoStop'), false, 'it')).toBe('No');
    expect(formatValue(field(lines, 'product'), 'sBahn', 'it')).toBe('S-Bahn (ferrovia suburbana)');
    expect(formatValue(field(station, 'gpsLatitudeN'), 48.5, 'de')).toBe('48,5');
    expect(formatNumber(0.25, 'it')).toBe('0,25');
    expect(formatValue(field(station, 'name'), null, 'de')).toBeNull();
    expect(formatValue(field(station, 'name'), '', 'de')).toBeNull();
  });

  it('decodes JSON-encoded change values', () => {
    expect(decodeChangeValue('"Ingolstadt"')).toBe('Ingolstadt');
    expect(decodeChangeValue('150')).toBe(150);
    expect(decodeChangeValue('null')).toBeNull();
    expect(decodeChangeValue(null)).toBeNull();
    expect(decodeChangeValue('plain')).toBe('plain');
  });
});

describe('formValidator', () => {
  it('returns the shared validation errors in react-admin form (message + args)', () => {
    const validate = formValidator(station, 'create');
    const errors = validate({ name: '', gpsRadius: 0, evaNumber: '12', stationCode: 'IN' });
    expect(errors.name).toEqual({ message: 'validation.required', args: {} });
    expect(errors.gpsRadius).toEqual({ message: 'validation.number.moreThan', args: { more: 0 } });
    expect(errors.evaNumber.message).toBe('validation.custom');
    expect(errors.evaNumber.args.de).toBe('EVA-Nummer: genau 7 Ziffern');
    expect(errors.stationCode).toBeUndefined();
    expect(validate({ name: 'Ingolstadt Hbf', gpsRadius: 150 })).toEqual({});
  });

  it('applies field references (valid-to not before valid-from)', () => {
    const errors = formValidator(lines, 'update')({ validFrom: '2026-05-01', validTo: '2026-04-30' });
    expect(errors.validTo).toEqual({ message: 'validation.date.min', args: { min: '2026-05-01' } });
  });
});

describe('mergeExtensionMaps', () => {
  it('concatenates columns and actions per resource path', () => {
    const A = () => null;
    const B = () => null;
    const merged = mergeExtensionMaps([
      { x: { listActions: [A], extraColumns: [{ source: 'c', label: { de: 'C', it: 'C' }, Cell: A }] } },
      undefined,
      { x: { listActions: [B], showAside: B }, y: { editActions: [A] } },
    ]);
    expect(merged.x.listActions).toEqual([A, B]);
    expect(merged.x.extraColumns).toHaveLength(1);
    expect(merged.x.showAside).toBe(B);
    expect(merged.y.editActions).toEqual([A]);
  });
});
