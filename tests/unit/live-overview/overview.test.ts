import { describe, expect, it } from 'vitest';
import type { ChangeEntry, LiveSummary } from '../../../src/custom/live/api';
import { applyHistoryChanged, applyRunsSignal } from '../../../src/custom/live/liveApply';
import { liveTexts } from '../../../src/custom/live/messages';
import { causeName, circulationLink, dayStartText, latestMeasures } from '../../../src/custom/live/overview';
import { parseParams } from '../../../src/custom/circulation/listParams';
import { REFETCH } from '../../../src/providers/query';
import { formatPercent } from '../../../src/ui/format';

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

  it('has every text in both languages, placeholders filled, the count picking the form', () => {
    const { de, it: itTexts } = liveTexts.catalogue;
    expect(Object.keys(itTexts).sort()).toEqual(Object.keys(de).sort());
    for (const v of [...Object.values(de), ...Object.values(itTexts)]) expect(v.trim()).not.toBe('');
    expect(liveTexts.text('it', 'punctualityNowDetail', { punctual: 5, of: 6, count: 6 })).toBe('5 di 6 treni in viaggio');
    expect(liveTexts.text('de', 'punctualityNowDetail', { punctual: 1, of: 1, count: 1 })).toBe('1 von 1 Zug unterwegs');
    expect(liveTexts.text('de', 'punctualityTodayDetail', { punctual: '1.200', of: '1.300', count: 1300 })).toBe('1.200 von 1.300 beendeten Fahrten');
  });

  it('names the history’s actions in both languages, an unknown action by its value', () => {
    expect(liveTexts.label('de', 'action', 'delay')).toBe('Verspätung');
    expect(liveTexts.label('it', 'action', 'vehicleFailureEnded')).toBe('Guasto al veicolo terminato');
    expect(liveTexts.label('it', 'action', 'somethingNew')).toBe('somethingNew');
  });
});

describe('live overview apply rules', () => {
  const summary = { operatingDay: '2026-01-01' } as LiveSummary;

  it('loads the figures again on every change of the runs, also the rollover to the next day', () => {
    expect(applyRunsSignal(summary, { runsChanged: { operatingDay: '2026-01-01', publishedAt: 'x', reset: false } })).toBe(REFETCH);
    expect(applyRunsSignal(summary, { runsChanged: { operatingDay: '2026-01-02', publishedAt: 'x', reset: true } })).toBe(REFETCH);
    expect(applyRunsSignal(undefined, { runsChanged: { operatingDay: '2026-01-01', publishedAt: 'x', reset: null } })).toBe(REFETCH);
  });

  it('loads the change history again when it is written, not on other resources', () => {
    const event = (resource: string) => ({ resourceChanged: { resource, id: '7', operation: 'create', version: 1 } });
    expect(applyHistoryChanged(undefined, event('DispatchChange'))).toBe(REFETCH);
    expect(applyHistoryChanged(undefined, event('Station'))).toBeUndefined();
  });
});

describe('the operating day rule follows the configured start hour', () => {
  it('names the start hour of the server (OPERATING_DAY_START_HOUR), in de and it', () => {
    expect(dayStartText(3)).toBe('03:00');
    expect(dayStartText(4)).toBe('04:00');
    expect(liveTexts.text('de', 'totalRule', { start: dayStartText(4) })).toBe('Alle Fahrten des Betriebstags (04:00 bis 04:00 Uhr).');
    expect(liveTexts.text('it', 'totalRule', { start: dayStartText(0) })).toBe('Tutte le corse del giorno di esercizio (dalle 00:00 alle 00:00).');
  });
});
