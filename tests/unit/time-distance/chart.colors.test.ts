import { describe, expect, it } from 'vitest';
import { contrastOnWhite, strokeColor } from '../../../src/custom/time-distance/chart/colors';
import { conflictAreas, conflictAt, stationIndex } from '../../../src/custom/time-distance/chart/conflictAreas';
import { makeScale, stationAxis } from '../../../src/custom/time-distance/chart/scales';
import { conflictTooltip, trainTooltip } from '../../../src/custom/time-distance/chart/tooltipText';
import type { Conflict, Corridor } from '../../../src/shared/operations/timeDistance';
import { running, STATIONS } from './chartFixtures';

describe('strokeColor', () => {
  it('darkens a line colour too light on white (S7 yellow) to 3:1, keeps dark ones', () => {
    expect(contrastOnWhite('#FFF200')).toBeLessThan(3);
    const s7 = strokeColor('#FFF200');
    expect(contrastOnWhite(s7)).toBeGreaterThanOrEqual(3);
    // Still yellowish: red and green well above blue.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(s7.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b + 40);
    expect(g).toBeGreaterThan(b + 40);
    expect(strokeColor('#282268')).toBe('#282268');
    expect(strokeColor('red')).toBe('#607D8B');
    expect(strokeColor('#abc')).toMatch(/^#[0-9A-F]{6}$/);
  });
});

const corridor: Corridor = { key: 'k', name: 'K', lineId: null, corridorId: null, stations: STATIONS };
const conflict = (id: string, fromKey: string, toKey: string | null, from: number, to: number, kind: Conflict['kind'] = 'singleTrack'): Conflict => ({
  id,
  kind,
  runIds: ['r1', 'r2'],
  trainNumbers: ['101', '202'],
  fromKey,
  toKey,
  fromName: 'B',
  toName: toKey ? 'C' : null,
  track: toKey ? null : '2',
  from,
  to,
  severityS: 60,
});

describe('conflictAreas', () => {
  const axis = stationAxis(STATIONS, 'proportional');
  const s = makeScale({ t0: 0, t1: 1000, k0: 0, k1: 1 }, { x: 0, y: 0, width: 1000, height: 1000 }, 'timeVertical');
  it('a section conflict covers its time and its two stations; a station one a band around the station', () => {
    const areas = conflictAreas(
      [conflict('a', 'station:c', 'station:b', 100, 300), conflict('b', 'station:d', null, 500, 600, 'stationTrack'), conflict('x', 'station:zz', null, 0, 10)],
      stationIndex(corridor),
      axis,
      s,
    );
    expect(areas.map((a) => a.conflict.id)).toEqual(['a', 'b']);
    expect(areas[0]).toMatchObject({ x: 200, y: 100, width: 600, height: 200 });
    expect(areas[1].x).toBeLessThan(1000);
    expect(areas[1].x + areas[1].width).toBeGreaterThan(1000);
    expect(conflictAt(areas, 500, 200)?.conflict.id).toBe('a');
    expect(conflictAt(areas, 500, 400)).toBeNull();
  });
});

describe('tooltip texts', () => {
  it('train: number, station, plan, actual or forecast, delay; de and it', () => {
    const p = running();
    const de = trainTooltip('de', p, 1, corridor);
    expect(de[0]).toBe('Zug R1 · S1');
    expect(de).toContain('B');
    expect(de).toContain('Plan: 00:18');
    expect(de).toContain('Ist: 00:19');
    expect(de).toContain('Abweichung: +1 min');
    const it = trainTooltip('it', p, 2, corridor);
    expect(it).toContain('Previsione: 00:24');
    expect(it[0]).toBe('Treno R1 · S1');
  });
  it('conflict: kind, both trains, time, section', () => {
    const lines = conflictTooltip('de', conflict('a', 'station:b', 'station:c', 3600, 3900));
    expect(lines).toEqual(['Konflikt auf eingleisigem Abschnitt', 'Züge 101 und 202', '01:00 bis 01:05', 'Abschnitt B – C']);
    expect(conflictTooltip('it', conflict('b', 'station:b', null, 0, 60, 'stationTrack'))[3]).toBe('Stazione B, binario 2');
  });
});
