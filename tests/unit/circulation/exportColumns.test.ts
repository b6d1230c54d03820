/** The circulation list's columns as the export writes them (headers per language, values). */
import { describe, expect, it } from 'vitest';
import { exportFileName, runColumns } from '../../../src/custom/circulation/columns';
import type { ExportColumn } from '../../../src/ui/export';
import { toCsv } from '../../../src/shared/export/csv';
import type { RunRow } from '../../../src/shared/operations/types';
import { runRow } from './fixtures';

const exportColumns = (lang: 'de' | 'it'): ExportColumn<RunRow>[] =>
  runColumns(lang).map((c) => ({ id: c.id, header: c.exportHeader ?? c.header, value: c.value }));

describe('circulation export columns', () => {
  it('has the fifteen headers in the spec order, units in the export headers, per language', () => {
    expect(exportColumns('de').map((c) => c.header)).toEqual([
      'Betriebstag', 'Zugnummer', 'Linie', 'Fahrzeuge', 'Ziel', 'Abweichung (min)', 'Status', 'Standort',
      'Entfernung (m)', 'Nächster Halt', 'Fahrzeugtyp', 'Auslastung (%)', 'Maßnahme', 'Kommentar', 'Wendezeit',
    ]);
    expect(runColumns('de')[5].header).toBe('Abweichung');
    expect(exportColumns('it')[0].header).toBe('Giorno di esercizio');
    expect(exportColumns('it')[6].header).toBe('Stato');
  });

  it('writes values in the language: day, status, measure, turnaround; plain numbers', () => {
    const row = runRow({
      delayS: -75,
      status: 'cancelled',
      distanceM: 12400.4,
      occupancy: 87,
      turnaroundS: 5400,
      measure: { id: 'm', type: 'cancel', rerouteKind: null, reasonId: 'r', reasonName: 'Unwetter', comment: '', createdBy: 'x', createdAt: '2026-11-21T08:00:00Z' },
    });
    const de = toCsv(exportColumns('de'), [row]).slice(1).split('\r\n')[1].split(';');
    expect(de).toEqual(['21.11.2026', '85012', 'S1', '2', 'Hochstetten', '-1', 'Ausgefallen', 'Karlsruhe Hbf', '12400', 'Durlach', 'GT8-100D/2S-M', '87', 'Ausfall: Unwetter', '', '1h30min']);
    const it = toCsv(exportColumns('it'), [row]).slice(1).split('\r\n')[1].split(';');
    expect(it[0]).toBe('21/11/2026');
    expect(it[6]).toBe('Soppresso');
    expect(it[12]).toBe('Soppressione: Unwetter');
  });

  it('quotes a comment with a separator', () => {
    expect(toCsv(exportColumns('de'), [runRow({ comment: 'Tür 3; defekt' })])).toContain(';"Tür 3; defekt";');
  });

  it('names the file after the day, per language', () => {
    expect(exportFileName('2026-11-21', 'de')).toBe('umlaufliste-2026-11-21');
    expect(exportFileName('2026-11-21', 'it')).toBe('lista-turni-2026-11-21');
  });
});
