import { describe, expect, it } from 'vitest';
import { contrastText, lineColors, LINE_PALETTE, productOf } from '../../../server/operations/timetable/lineStyle';
import { timetableMessageKeys, timetableText } from '../../../server/operations/timetable/messages';

describe('line style', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(contrastText('#FFFFFF')).toBe('#000000');
    expect(contrastText('#000000')).toBe('#FFFFFF');
    expect(contrastText('#FFF200')).toBe('#000000');
    expect(contrastText('#005B99')).toBe('#FFFFFF');
    expect(contrastText('#E3001B')).toBe('#FFFFFF');
  });

  it('uses the feed\'s colours when given, else the palette by route index (wrapping)', () => {
    expect(lineColors({ color: 'A0185C', textColor: 'FFFFFF' }, 3)).toEqual({ color: '#A0185C', textColor: '#FFFFFF' });
    expect(lineColors({}, 0).color).toBe(LINE_PALETTE[0]);
    expect(lineColors({}, LINE_PALETTE.length + 2).color).toBe(LINE_PALETTE[2]);
    expect(new Set(LINE_PALETTE).size).toBe(LINE_PALETTE.length);
  });

  it('maps basic and extended GTFS route types to the lines resource\'s products', () => {
    expect([0, 900, 1, 400, 109, 2, 106, 100, 102, 3, 700, 714, 11].map(productOf)).toEqual([
      'tram', 'tram', 'sBahn', 'sBahn', 'sBahn', 'regionalBahn', 'regionalBahn', 'regionalExpress', 'regionalExpress',
      'replacementBus', 'replacementBus', 'replacementBus', 'replacementBus',
    ]);
  });
});

describe('timetable messages', () => {
  it('have the same keys in German and Italian, with the same placeholders', () => {
    expect(timetableMessageKeys('it')).toEqual(timetableMessageKeys('de'));
    for (const key of timetableMessageKeys('de') as Parameters<typeof timetableText>[1][]) {
      const placeholders = (lang: 'de' | 'it') => [...timetableText(lang, key).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders('it'), key).toEqual(placeholders('de'));
    }
    expect(timetableText('it', 'timetable.tooLarge', { limit: 512 })).toBe('Il file è troppo grande: sono ammessi al massimo 512 MB.');
  });
});
