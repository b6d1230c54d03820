/** Change-history rows of the demo control's disruptions (server/operations/live/history.ts). */
import { describe, expect, it } from 'vitest';
import { disruptionDetails, disruptionRow, type DisruptionChange } from '../../../server/operations/live/history';

const section: DisruptionChange = {
  kind: 'blockedSection', ended: false, operatingDay: '2026-03-02', runId: 'disruption:7', trainNumber: '', lineNumber: 'S4',
  where: 'Durlach ↔ Grötzingen', from: '06:00', to: '06:30', endStop: null, timetableVersionId: '3',
};
const failure: DisruptionChange = {
  kind: 'vehicleFailure', ended: false, operatingDay: '2026-03-02', runId: '2026-03-02:U1-4', trainNumber: '84004', lineNumber: 'S4',
  where: 'Durlach → Grötzingen', from: '08:10', to: '08:20', endStop: null, timetableVersionId: '3',
};

describe('disruption rows of the change history', () => {
  it('describe what, where and when language-neutrally', () => {
    expect(disruptionDetails(section)).toBe('⛔ Durlach ↔ Grötzingen 06:00–06:30');
    expect(disruptionDetails(failure)).toBe('⚠ Durlach → Grötzingen 08:10–08:20');
    expect(disruptionDetails({ ...failure, endStop: 'Grötzingen' })).toBe('⚠ Durlach → Grötzingen 08:10–08:20 ⏏ Grötzingen');
    // The end row knows no position (it is not stored): the train column says which train.
    expect(disruptionDetails({ ...failure, ended: true, where: '', to: '08:14' })).toBe('⚠ 08:10–08:14');
  });

  it('name the start and the early end as their own actions', () => {
    expect(disruptionRow(section)).toEqual({
      operatingDay: '2026-03-02', runId: 'disruption:7', trainNumber: '', lineNumber: 'S4', action: 'blockedSection',
      reasonId: null, comment: '', details: '⛔ Durlach ↔ Grötzingen 06:00–06:30', measureId: null,
      timetableVersionId: '3',
    });
    expect(disruptionRow({ ...section, ended: true }).action).toBe('blockedSectionEnded');
    expect(disruptionRow(failure).action).toBe('vehicleFailure');
    expect(disruptionRow({ ...failure, ended: true }).action).toBe('vehicleFailureEnded');
  });
});
