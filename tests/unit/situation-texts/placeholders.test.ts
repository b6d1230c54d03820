import { describe, expect, it } from 'vitest';
import { fillPlaceholders, openPlaceholders, placeholderValues, type PlaceholderSource } from '../../../src/shared/situations/placeholders';

const SOURCE: PlaceholderSource = {
  lineNames: ['S4', 'S5'],
  stationNames: ['Karlsruhe Hbf', 'Durlach', 'Bretten'],
  delayMinutes: 15.8,
  reasonDe: 'einer Signalstörung',
  reasonIt: 'un guasto al segnale',
  causeDe: 'Technische Störung',
  causeIt: 'Guasto tecnico',
};
const DE = 'Linie {line}: Zwischen {from} und {to} ca. {minutes} Min. Verspätung wegen {reason}.';
const IT = 'Linea {line}: tra {from} e {to} ritardo di circa {minutes} min. a causa di {reason}.';

describe('public text placeholders', () => {
  it('fills every placeholder from the situation, in the text language', () => {
    expect(fillPlaceholders(DE, placeholderValues(SOURCE, 'de'))).toEqual({
      text: 'Linie S4, S5: Zwischen Karlsruhe Hbf und Bretten ca. 15 Min. Verspätung wegen einer Signalstörung.',
      unknown: [], missing: [],
    });
    expect(fillPlaceholders(IT, placeholderValues(SOURCE, 'it')).text)
      .toBe('Linea S4, S5: tra Karlsruhe Hbf e Bretten ritardo di circa 15 min. a causa di un guasto al segnale.');
  });

  it('takes minutes and reason from one source for every channel', () => {
    const values = placeholderValues(SOURCE, 'de');
    const display = fillPlaceholders('{minutes} Min. ({reason})', values).text;
    const announcement = fillPlaceholders('etwa {minutes} Minuten wegen {reason}', values).text;
    expect(display).toBe('15 Min. (einer Signalstörung)');
    expect(announcement).toBe('etwa 15 Minuten wegen einer Signalstörung');
  });

  it('falls back to the cause name when the situation names no reason', () => {
    const v = placeholderValues({ ...SOURCE, reasonDe: '  ', reasonIt: null }, 'it');
    expect(v.reason).toBe('Guasto tecnico');
    expect(placeholderValues({ ...SOURCE, reasonDe: null, causeDe: null }, 'de').reason).toBeNull();
  });

  it('reports unfillable placeholders and leaves them visible', () => {
    const values = placeholderValues({ lineNames: [], stationNames: ['Durlach'], delayMinutes: null, reasonDe: null, reasonIt: null }, 'de');
    const r = fillPlaceholders(DE, values);
    expect(r.missing).toEqual(['line', 'from', 'to', 'minutes', 'reason']);
    expect(r.text).toBe(DE);
  });

  it('reports unknown placeholders once each, without touching them', () => {
    const r = fillPlaceholders('Gleis {platform} statt {platform}, Linie {line}, {Line}', placeholderValues(SOURCE, 'de'));
    expect(r.unknown).toEqual(['platform', 'Line']);
    expect(r.text).toBe('Gleis {platform} statt {platform}, Linie S4, S5, {Line}');
  });

  it('keeps zero minutes and cuts fractions; refuses negative minutes', () => {
    expect(placeholderValues({ ...SOURCE, delayMinutes: 0 }, 'de').minutes).toBe('0');
    expect(placeholderValues({ ...SOURCE, delayMinutes: -3 }, 'de').minutes).toBeNull();
  });

  it('lists the placeholder-like names still in a text', () => {
    expect(openPlaceholders('Ab {from} bis {to}, wieder {from}; {} und { x } bleiben Text')).toEqual(['from', 'to']);
    expect(openPlaceholders('Alles gefüllt.')).toEqual([]);
  });
});
