import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../server/situations/export/content';
import { periodRange } from '../../../server/situations/export/period';
import { latestDue, recipientsOf } from '../../../server/situations/export/schedule';

const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

describe('periodRange in the operator zone', () => {
  it('previous day: the local calendar day before, also across the spring clock change', () => {
    expect(periodRange('previousDay', at('2026-11-25T23:00:00Z'), BERLIN)).toEqual({ from: '2026-11-24T23:00:00.000Z', to: '2026-11-25T23:00:00.000Z' });
    // 29 March 2026 has 23 hours in Berlin.
    expect(periodRange('previousDay', at('2026-03-30T04:00:00Z'), BERLIN)).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });
  it('previous month, and the fixed spans', () => {
    expect(periodRange('previousMonth', at('2026-01-01T05:00:00Z'), BERLIN)).toEqual({ from: '2025-11-30T23:00:00.000Z', to: '2025-12-31T23:00:00.000Z' });
    expect(periodRange('last24h', at('2026-11-25T06:00:00Z'), BERLIN)).toEqual({ from: '2026-11-24T06:00:00.000Z', to: '2026-11-25T06:00:00.000Z' });
    expect(periodRange('last7days', at('2026-11-25T06:00:00Z'), BERLIN).from).toBe('2026-11-18T06:00:00.000Z');
  });
});

describe('latestDue', () => {
  it('finds the latest instant of the expression in the zone, none before it', () => {
    expect(latestDue('0 6 * * *', BERLIN, at('2026-11-24T12:00:00Z'), at('2026-11-25T05:00:00Z'))).toBe(at('2026-11-25T05:00:00Z'));
    expect(latestDue('0 6 * * *', BERLIN, at('2026-11-24T12:00:00Z'), at('2026-11-25T04:59:59Z'))).toBeNull();
    // Down for three days: only the latest instant is run, not each missed one.
    expect(latestDue('0 6 * * *', BERLIN, at('2026-11-21T12:00:00Z'), at('2026-11-25T12:00:00Z'))).toBe(at('2026-11-25T05:00:00Z'));
    // The same expression in another zone gives another instant.
    expect(latestDue('0 6 * * *', 'Asia/Kathmandu', at('2026-11-24T12:00:00Z'), at('2026-11-25T12:00:00Z'))).toBe(at('2026-11-25T00:15:00Z'));
  });
  it('does not name the last run again', () => {
    const last = at('2026-11-25T05:00:00Z');
    expect(latestDue('0 6 * * *', BERLIN, last, last + 3600_000)).toBeNull();
  });
});

describe('helpers', () => {
  it('recipients split at commas and semicolons', () => {
    expect(recipientsOf(' a@x.de; b@y.it ,c@z.com ')).toEqual(['a@x.de', 'b@y.it', 'c@z.com']);
    expect(recipientsOf(null)).toEqual([]);
  });
  it('file names are ASCII', () => {
    expect(safeFileName('Lageberichte_2026-11-25 Straßenbahn Übersicht.pdf')).toBe('Lageberichte_2026-11-25_Strassenbahn_Ubersicht.pdf');
  });
});
