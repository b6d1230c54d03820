import { describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../../server/operations/gtfs';
import { feedToTimetable } from '../../../server/operations/timetable/feedToTimetable';
import { packTimetable, unpackTimetable } from '../../../server/operations/timetable/transfer';
import { connectionsFromTransfers, transferNotices } from '../../../server/operations/timetable/transfers';
import type { TimetableData, TimetableTransfer } from '../../../server/operations/types';
import { generateGtfsTables, tablesToZip } from '../../support/gtfsFeed';

const transfer = (t: Partial<TimetableTransfer>): TimetableTransfer => ({
  fromStopId: 'A1', toStopId: 'A2', fromRouteId: null, toRouteId: null, fromTripId: null, toTripId: null, type: 2, minTransferTimeS: null, ...t,
});

/** Two stops of one station, a third of none; trips T1 (line L1) and T2 (line L2). */
const data = (transfers: TimetableTransfer[]): Pick<TimetableData, 'transfers' | 'stops' | 'trips' | 'lines'> => ({
  transfers,
  stops: [
    { id: 'A1', name: 'Aachen Hbf', lat: 0, lon: 0, stationId: '77' },
    { id: 'A2', name: 'Aachen Hbf', lat: 0, lon: 0, stationId: '77' },
    { id: 'B1', name: 'Bonn', lat: 0, lon: 0, stationId: null },
  ],
  trips: [
    { id: 'T1', trainNumber: '101', lineId: 'L1', routeId: 'L1-0', direction: 0 },
    { id: 'T2', trainNumber: '202', lineId: 'L2', routeId: 'L2-0', direction: 0 },
  ] as unknown as TimetableData['trips'],
  lines: [
    { id: 'L1', lineNumber: 'RE 1', name: '', color: '', textColor: '', product: '', network: '' },
    { id: 'L2', lineNumber: 'S 2', name: '', color: '', textColor: '', product: '', network: '' },
  ],
});

const lineRecords: Record<string, string> = { 'RE 1': '11', 'S 2': '12' };
const lineRecordIdOf = (n: string) => lineRecords[n] ?? null;

describe('transfers.txt → connection configurations', () => {
  it('type 1 trip to trip: guaranteed, waits longer; the station when both stops belong to it', () => {
    const { rows, skipped } = connectionsFromTransfers(data([transfer({ type: 1, fromTripId: 'T1', toTripId: 'T2' })]), lineRecordIdOf);
    expect(rows).toEqual([{
      name: 'GTFS: Aachen Hbf: 101 → 202', stationId: '77', feederStopId: 'A1', departingStopId: 'A2',
      feederKind: 'trip', feederLineId: null, feederTripId: 'T1', departingKind: 'trip', departingLineId: null, departingTripId: 'T2',
      walkTimeS: null, maxAutoHoldMin: 5, maxManualHoldMin: 10, priority: 2, guaranteed: true,
    }]);
    expect(Object.values(skipped).every((n) => n === 0)).toBe(true);
  });

  it('type 2 route to route: the Line records of the line numbers, min_transfer_time as walk time, no station across stations', () => {
    const { rows } = connectionsFromTransfers(data([transfer({ toStopId: 'B1', fromRouteId: 'L1', toRouteId: 'L2', minTransferTimeS: 240 })]), lineRecordIdOf);
    expect(rows[0]).toMatchObject({
      name: 'GTFS: Aachen Hbf → Bonn: RE 1 → S 2', stationId: null, feederKind: 'line', feederLineId: '11', departingKind: 'line', departingLineId: '12',
      walkTimeS: 240, guaranteed: false, maxAutoHoldMin: 2, maxManualHoldMin: 5,
    });
  });

  it('types 0, 3, 4, 5 are no connections; types 1 and 2 that cannot match are counted by reason', () => {
    const { rows, skipped } = connectionsFromTransfers(data([
      transfer({ type: 0, fromRouteId: 'L1', toRouteId: 'L2' }),
      transfer({ type: 3, fromRouteId: 'L1', toRouteId: 'L2' }),
      transfer({ type: 4, fromTripId: 'T1', toTripId: 'T2' }),
      transfer({ type: 5, fromTripId: 'T1', toTripId: 'T2' }),
      transfer({ type: 1, fromStopId: 'PARENT', fromRouteId: 'L1', toRouteId: 'L2' }),
      transfer({ type: 1, fromTripId: 'T1@06:00:00', toTripId: 'T2' }),
      transfer({ type: 2, fromRouteId: 'L1' }),
      transfer({ type: 2, fromRouteId: 'L1', toRouteId: 'L3' }),
    ]), lineRecordIdOf);
    expect(rows).toEqual([]);
    expect(skipped).toEqual({ stopNotServed: 1, tripNotInTimetable: 1, noSide: 1, lineMissing: 1 });
  });

  it('notices: rows kept and which are connections (Line records are checked at the write)', () => {
    const notices = transferNotices(data([transfer({ type: 0 }), transfer({ type: 1, fromTripId: 'T1', toTripId: 'T2' }), transfer({ type: 2, fromRouteId: 'L1', toRouteId: 'L9' })]));
    expect(notices).toEqual([{ code: 'transfersRead', file: 'transfers.txt', line: null, count: 3, args: { connections: 2, other: 1 } }]);
    expect(transferNotices(data([]))).toEqual([]);
  });
});

describe('reading transfers.txt', () => {
  it('reads every column, carries the rows through the conversion and the worker message', async () => {
    const tables = generateGtfsTables({ stopTimes: 200 });
    tables['transfers.txt'] = {
      header: ['from_stop_id', 'to_stop_id', 'from_route_id', 'to_route_id', 'from_trip_id', 'to_trip_id', 'transfer_type', 'min_transfer_time'],
      rows: [['S00015', 'S00015', '', '', 'T0000000', 'T0000001', '1', ''], ['S00016', 'S00017', 'R1', 'R2', '', '', '2', '120']],
    };
    const read = await readGtfsFeed(tablesToZip(tables));
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(read.feed.transfers).toEqual([
      { fromStopId: 'S00015', toStopId: 'S00015', fromRouteId: null, toRouteId: null, fromTripId: 'T0000000', toTripId: 'T0000001', type: 1, minTransferTime: null, line: 2 },
      { fromStopId: 'S00016', toStopId: 'S00017', fromRouteId: 'R1', toRouteId: 'R2', fromTripId: null, toTripId: null, type: 2, minTransferTime: 120, line: 3 },
    ]);
    const tt = feedToTimetable(read.feed, { name: 'Übergänge' });
    expect(tt.transfers).toEqual([
      { fromStopId: 'S00015', toStopId: 'S00015', fromRouteId: null, toRouteId: null, fromTripId: 'T0000000', toTripId: 'T0000001', type: 1, minTransferTimeS: null },
      { fromStopId: 'S00016', toStopId: 'S00017', fromRouteId: 'R1', toRouteId: 'R2', fromTripId: null, toTripId: null, type: 2, minTransferTimeS: 120 },
    ]);
    expect(tt.notices.filter((n) => n.file === 'transfers.txt').map((n) => n.code)).toEqual(['transfersRead']);
    const { message, transfer: buffers } = packTimetable(tt);
    expect(unpackTimetable(structuredClone(message, { transfer: buffers })).transfers).toEqual(structuredClone(tt.transfers));
  });

  it('a feed without transfers.txt has no transfers field', async () => {
    const read = await readGtfsFeed(tablesToZip(generateGtfsTables({ stopTimes: 60 })));
    if (!read.ok) throw new Error('refused');
    expect(read.feed.transfers).toBeUndefined();
    expect(feedToTimetable(read.feed, { name: 'x' })).not.toHaveProperty('transfers');
  });
});
