import { describe, expect, it } from 'vitest';
import type { ChangeEntry } from '../../../src/custom/live/api';
import { LIVE_TEXTS, liveText } from '../../../src/custom/live/messages';
import { causeName, circulationLink, formatPercent, latestMeasures } from '../../../src/custom/live/overview';
import { parseParams } from '../../../src/custom/circulation/listParams';

const change = (id: number, action: string): ChangeEntry => ({
  id: String(id), createdAt: new Date(2026, 0, 1, 8, id).toISOString(), createdBy: 'dispatcher', operatingDay: '2026-01-01',
  trainNumber: '84001', lineNumber: 'S4', action, details: '', reasonId: '1', comment: null,
});

describe('live overview helpers', () => {
  it('formats shares as percentages in German and Italian, a dash when there is none', () => {
    expect(formatPercent(0.873, 'de').replace(/\s/g, ' ')).toBe('87 %');
    expect(formatPercent(1, 'it')).toBe('100%');
    expect(formatPercent(null, 'de')).toBe('–');
  });

  it('shows the 8 newest measures, comments left out', () => {
    const changes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => change(i, i % 3 === 0 ? 'comment' : 'delay'));
    const latest = latestMeasures(changes);
    expect(latest.map((c) => c.id)).toEqual(['11', '10', '8', '7', '5', '4', '2', '1']);
    expect(latestMeasures(changes, 2).map((c) => c.id)).toEqual(['11', '10']);
  });

  it('names causes in the user’s language (German when there is no Italian name)', () => {
    const causes = new Map([['1', { id: '1', nameDe: 'Signalstörung', nameIt: 'Guasto al segnale' }], ['2', { id: '2', nameDe: 'Weiche', nameIt: null }]]);
    expect(causeName(causes, '1', 'it')).toBe('Guasto al segnale');
    expect(causeName(causes, '2', 'it')).toBe('Weiche');
    expect(causeName(causes, null, 'de')).toBe('');
  });

  it('links into the circulation list with filters the list reads back', () => {
    expect(circulationLink()).toBe('/circulation');
    const link = circulationLink({ statuses: ['delayed'], lineIds: ['S4'] });
    const params = parseParams(new URLSearchParams(link.split('?')[1]));
    expect(params.statuses).toEqual(['delayed']);
    expect(params.lineIds).toEqual(['S4']);
  });

  it('has every text in both languages, placeholders filled', () => {
    expect(Object.keys(LIVE_TEXTS.it).sort()).toEqual(Object.keys(LIVE_TEXTS.de).sort());
    for (const lang of ['de', 'it'] as const) for (const v of Object.values(LIVE_TEXTS[lang])) expect(v.trim()).not.toBe('');
    expect(liveText('it', 'punctualityNowDetail', { punctual: 5, of: 6 })).toBe('5 di 6 treni in viaggio');
  });
});
