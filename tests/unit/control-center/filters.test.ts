import { describe, expect, it } from 'vitest';
import {
  exactTrain, fold, isWarning, NO_FILTERS, positionFilter, searchStations, searchTrains, subscriptionLineIds, type RunInfo,
} from '../../../src/custom/control-center/filters';
import { DELAY_THRESHOLD_S, type RunStatus } from '../../../src/shared/operations/types';

const p = (lineId: string, delayS = 0, status: RunStatus = 'inService') => ({ lineId, delayS, status });

describe('warning', () => {
  it('delay at or above the threshold, or cancelled, diverted, out of service', () => {
    expect(isWarning(p('L', DELAY_THRESHOLD_S - 1, 'inService'))).toBe(false);
    expect(isWarning(p('L', DELAY_THRESHOLD_S, 'delayed'))).toBe(true);
    expect(isWarning(p('L', 0, 'cancelled'))).toBe(true);
    expect(isWarning(p('L', 0, 'diverted'))).toBe(true);
    expect(isWarning(p('L', -120, 'outOfService'))).toBe(true);
    expect(isWarning(p('L', 0, 'onTime'))).toBe(false);
  });
});

describe('positionFilter', () => {
  const trains = [p('S1'), p('S4', 400, 'delayed'), p('S4'), p('S5', 0, 'cancelled'), p('S7', 30)];
  it('no filter: everything', () => {
    expect(trains.filter(positionFilter(NO_FILTERS))).toHaveLength(5);
  });
  it('lines narrow to those lines; warning to trains with a warning; both combine', () => {
    expect(trains.filter(positionFilter({ lineIds: ['S4'], warningOnly: false }))).toEqual([trains[1], trains[2]]);
    expect(trains.filter(positionFilter({ lineIds: ['S4', 'S7'], warningOnly: false }))).toHaveLength(3);
    expect(trains.filter(positionFilter({ lineIds: [], warningOnly: true }))).toEqual([trains[1], trains[3]]);
    expect(trains.filter(positionFilter({ lineIds: ['S4'], warningOnly: true }))).toEqual([trains[1]]);
    expect(trains.filter(positionFilter({ lineIds: ['U9'], warningOnly: false }))).toEqual([]);
  });
  it('the subscription asks the server for the selected lines (sorted, so the order does not resubscribe), or all', () => {
    expect(subscriptionLineIds(NO_FILTERS)).toBeNull();
    expect(subscriptionLineIds({ lineIds: ['S7', 'S1'], warningOnly: true })).toEqual(['S1', 'S7']);
  });
});

describe('station search', () => {
  const stops = [
    { id: '1', name: 'Karlsruhe Hbf', lat: 49, lon: 8.4 },
    { id: '2', name: 'Karlsruhe-Durlach', lat: 49, lon: 8.47 },
    { id: '3', name: 'Durlach Bahnhof', lat: 49, lon: 8.48 },
    { id: '4', name: 'Grötzingen', lat: 49, lon: 8.5 },
    { id: '5', name: 'Bruchsal', lat: 49.1, lon: 8.6 },
  ];
  it('ignores case and accents; word starts before matches inside a word', () => {
    expect(fold(' GRÖTZINGEN ')).toBe('grotzingen');
    expect(searchStations(stops, 'grotz').map((s) => s.id)).toEqual(['4']);
    expect(searchStations(stops, 'durlach').map((s) => s.id)).toEqual(['3', '2']);
    expect(searchStations(stops, 'karlsruhe').map((s) => s.id)).toEqual(['1', '2']);
    expect(searchStations(stops, 'ch').map((s) => s.id)).toEqual(['5', '3', '2']);
    expect(searchStations(stops, '   ')).toEqual([]);
    expect(searchStations(stops, 'a', 2)).toHaveLength(2);
  });
});

describe('train search', () => {
  const run = (id: string, trainNumber: string): RunInfo => ({ id, trainNumber, lineId: 'L1', lineNumber: 'S4', destination: 'Bretten' });
  const runs = [run('d:1', '84512'), run('d:2', '84513'), run('d:3', '1845'), run('d:4', '84512'), run('d:5', '2001')];
  const onMap = (id: string) => id !== 'd:1';
  it('numbers starting with the text first, trains on the map before others, then by number', () => {
    expect(searchTrains(runs, '845', onMap).map((r) => r.id)).toEqual(['d:4', 'd:2', 'd:1', 'd:3']);
    expect(searchTrains(runs, '2001', onMap).map((r) => r.id)).toEqual(['d:5']);
    expect(searchTrains(runs, '', onMap)).toEqual([]);
    expect(searchTrains(runs, '8', onMap, 2)).toHaveLength(2);
  });
  it('an exact number: the run on the map, else any run with it, else none', () => {
    expect(exactTrain(runs, '84512', onMap)?.id).toBe('d:4');
    expect(exactTrain(runs, '84512', () => false)?.id).toBe('d:1');
    expect(exactTrain(runs, '8451', onMap)).toBeNull();
  });
});
