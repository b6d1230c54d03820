import { describe, expect, it } from 'vitest';
import {
  fillPaxText, formatValues, minutesOf, NO_OPEN_PLACEHOLDER, openPaxPlaceholders, parseValues, PAX_PLACEHOLDERS, usedPlaceholders,
} from '../../../src/shared/passenger-info/placeholders';
import { commaList } from '../../../src/shared/passenger-info/model';

describe('passenger-information placeholders', () => {
  it('fills known placeholders and reports unknown and unfilled ones, leaving them as written', () => {
    const r = fillPaxText('{line} {train} nach {destination}: {minutes} Min. ({reason}) {foo} {platform}', {
      line: 'S4', train: '1004', destination: 'Bretten', minutes: '12', reason: 'Signalstörung', platform: '  ',
    });
    expect(r.text).toBe('S4 1004 nach Bretten: 12 Min. (Signalstörung) {foo} {platform}');
    expect(r.unknown).toEqual(['foo']);
    expect(r.missing).toEqual(['platform']);
  });

  it('reports each name once, in order of appearance', () => {
    const r = fillPaxText('{x} {time} {x} {time}', {});
    expect(r.unknown).toEqual(['x']);
    expect(r.missing).toEqual(['time']);
  });

  it('lists the placeholders templates use, and the open ones of a text', () => {
    expect(usedPlaceholders('{train} {minutes}', '{minutes} {feederLine} {nope}', null)).toEqual(['train', 'minutes', 'feederLine']);
    expect(openPaxPlaceholders('Zug {train} um {time} {train}')).toEqual(['train', 'time']);
    expect(openPaxPlaceholders(null)).toEqual([]);
    expect(PAX_PLACEHOLDERS).toContain('feederTrain');
  });

  it('the declaration pattern refuses a text with an open placeholder and accepts one without', () => {
    const re = new RegExp(`^(?:${NO_OPEN_PLACEHOLDER})$`);
    expect(re.test('S4 1004 fällt aus.\nGrund: Signalstörung')).toBe(true);
    expect(re.test('Ein Text mit {Klammern aber ohne Namen}')).toBe(true);
    expect(re.test('S4 {train} fällt aus.')).toBe(false);
    expect(re.test('Zeile 1\nZeile 2 {minutes}')).toBe(false);
  });

  it('minutes are whole minutes cut towards zero, never negative', () => {
    expect(minutesOf(12 * 60 + 59)).toBe('12');
    expect(minutesOf(59)).toBe('0');
    expect(minutesOf(-120)).toBe('0');
  });

  it('values are stored one per line and read back; unknown lines are dropped', () => {
    const text = formatValues({ train: '1004', minutes: '12', reason: 'Signalstörung: Stellwerk', platform: '' });
    expect(text).toBe('train: 1004\nminutes: 12\nreason: Signalstörung: Stellwerk');
    expect(parseValues(`${text}\nfoo: bar\nunsinn`)).toEqual({ train: '1004', minutes: '12', reason: 'Signalstörung: Stellwerk' });
  });

  it('comma lists: trimmed parts without blanks', () => {
    expect(commaList(' 12, 15 ,,7 ')).toEqual(['12', '15', '7']);
    expect(commaList(null)).toEqual([]);
    expect(commaList(['S4', ' S5 '])).toEqual(['S4', 'S5']);
  });
});
