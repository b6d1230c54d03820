import { describe, expect, it } from 'vitest';
import type { RunRow } from '../../../src/shared/operations/types';
import { MAX_TARGETS } from '../../../src/shared/vehicle-messages/types';
import {
  DEPARTING_WINDOW_S, currentRunByVehicle, linesOfDay, resolveTargets, unavailableVehicles, vehicleTargets, type FleetEntry,
} from '../../../server/operations/vehicle-messages/targets';

const NOW = 8 * 3600;

function run(id: string, lineId: string, vehicles: string[], over: Partial<RunRow> = {}): RunRow {
  return {
    id: `2026-03-02:${id}`, operatingDay: '2026-03-02', trainNumber: id, lineId, lineNumber: lineId === 'L4' ? 'S4' : 'S5',
    lineColor: '#9F184C', lineTextColor: '#FFFFFF', vehicleCount: vehicles.length, destination: 'Bretten', delayS: 0, status: 'inService',
    location: '', distanceM: 0, nextStation: null, vehicleType: 'GT8', occupancy: 0, measure: null, comment: '', turnaroundS: null,
    tripId: id, circulationId: null, vehicleNumbers: vehicles, origin: 'Albtal', direction: 0, plannedDeparture: NOW - 600,
    plannedArrival: NOW + 1200, phase: 'running', moving: true, lat: null, lon: null, bearing: null, updatedAt: '', ...over,
  };
}

const fleet: FleetEntry[] = ['801', '802', '803', '804', '805', '806', '810'].map((n) => ({
  id: `v${n}`, number: n, series: 'GT8-100D/2S-M', vehicleType: 'tramTrain', status: n === '806' ? 'workshop' : 'inService',
}));

const rows = [
  run('84001', 'L4', ['801', '802']),
  // Planned, leaves in 10 minutes: its vehicle stands at the first stop.
  run('84003', 'L4', ['803'], { phase: 'planned', status: 'onTime', plannedDeparture: NOW + 600 }),
  // Planned, too far ahead.
  run('84005', 'L4', ['804'], { phase: 'planned', status: 'onTime', plannedDeparture: NOW + DEPARTING_WINDOW_S + 60 }),
  run('85001', 'L5', ['805']),
  // 801 runs 84001 now; its next run later on S5 does not count.
  run('85003', 'L5', ['801'], { phase: 'planned', status: 'onTime', plannedDeparture: NOW + 300 }),
  // Finished and cancelled runs do not count.
  run('85005', 'L5', ['810'], { phase: 'finished' }),
  run('85007', 'L5', ['804'], { phase: 'planned', status: 'cancelled', plannedDeparture: NOW + 60 }),
];

describe('current run of each vehicle', () => {
  const current = currentRunByVehicle(rows, NOW);

  it('a running run first, else the next run leaving within the window', () => {
    expect(current.get('801')?.trainNumber).toBe('84001');
    expect(current.get('802')?.trainNumber).toBe('84001');
    expect(current.get('803')?.trainNumber).toBe('84003');
    expect(current.get('805')?.trainNumber).toBe('85001');
    expect(current.has('804')).toBe(false);
    expect(current.has('810')).toBe(false);
    expect([...current.keys()].sort()).toEqual(['801', '802', '803', '805']);
  });

  it('a planned run already due (late start) counts', () => {
    const late = currentRunByVehicle([run('84009', 'L4', ['804'], { phase: 'planned', status: 'delayed', plannedDeparture: NOW - 120 })], NOW);
    expect(late.get('804')?.trainNumber).toBe('84009');
  });

  it('lists the day\'s lines with the vehicles on them now', () => {
    expect(linesOfDay(rows, current)).toEqual([
      { lineId: 'L4', lineNumber: 'S4', lineColor: '#9F184C', lineTextColor: '#FFFFFF', vehicleCount: 3 },
      { lineId: 'L5', lineNumber: 'S5', lineColor: '#9F184C', lineTextColor: '#FFFFFF', vehicleCount: 1 },
    ]);
  });

  it('offers the vehicles in service, those on a run first', () => {
    const targets = vehicleTargets(fleet, current);
    expect(targets.map((t) => t.vehicleNumber)).toEqual(['801', '802', '803', '805', '804', '810']);
    expect(targets[0]).toMatchObject({ vehicleId: 'v801', trainNumber: '84001', lineNumber: 'S4', destination: 'Bretten' });
    expect(targets.find((t) => t.vehicleNumber === '810')).toMatchObject({ runId: null, lineId: null });
  });

  it('names the vehicles not in service with their status, by number', () => {
    expect(unavailableVehicles(fleet)).toEqual([{ vehicleNumber: '806', status: 'workshop' }]);
    const more: FleetEntry[] = [
      ...fleet,
      { id: 'v9', number: '9', series: '', vehicleType: 'emu', status: 'reserve' },
      { id: 'v12', number: '12', series: '', vehicleType: 'emu', status: 'outOfService' },
    ];
    expect(unavailableVehicles(more)).toEqual([
      { vehicleNumber: '9', status: 'reserve' }, { vehicleNumber: '12', status: 'outOfService' }, { vehicleNumber: '806', status: 'workshop' },
    ]);
  });
});

describe('resolving targets', () => {
  const current = currentRunByVehicle(rows, NOW);
  const lines = linesOfDay(rows, current);
  const resolve = (req: Parameters<typeof resolveTargets>[0]) => resolveTargets(req, fleet, current, lines);

  it('vehicles by id and by number, without duplicates, with their runs', () => {
    const r = resolve({ vehicleIds: ['v805', 'v801'], vehicleNumbers: ['801', ' 810 '] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.targets.map((t) => t.vehicle.number)).toEqual(['805', '801', '810']);
    expect(r.targets.map((t) => t.run?.trainNumber ?? null)).toEqual(['85001', '84001', null]);
    expect(r.line).toBeNull();
  });

  it('a line: every vehicle on its runs now', () => {
    const r = resolve({ lineId: 'L4' });
    expect(r.ok && r.targets.map((t) => t.vehicle.number)).toEqual(['801', '802', '803']);
    expect(r.ok && r.line).toEqual({ id: 'L4', number: 'S4' });
    const s5 = resolve({ lineId: 'L5' });
    expect(s5.ok && s5.targets.map((t) => t.vehicle.number)).toEqual(['805']);
  });

  it('refuses empty requests, unknown vehicles and lines, and empty lines', () => {
    expect(resolve({})).toEqual({ ok: false, error: { key: 'msg.error.noTargets' } });
    expect(resolve({ vehicleIds: [' '], vehicleNumbers: [] })).toEqual({ ok: false, error: { key: 'msg.error.noTargets' } });
    expect(resolve({ vehicleIds: ['v801', 'nope'] })).toEqual({ ok: false, error: { key: 'msg.error.unknownVehicle', args: { vehicle: 'nope' } } });
    expect(resolve({ vehicleNumbers: ['999'] })).toEqual({ ok: false, error: { key: 'msg.error.unknownVehicle', args: { vehicle: '999' } } });
    expect(resolve({ lineId: 'L9' })).toEqual({ ok: false, error: { key: 'msg.error.unknownLine', args: { line: 'L9' } } });
    const quiet = resolveTargets({ lineId: 'L5' }, fleet, new Map(), lines);
    expect(quiet).toEqual({ ok: false, error: { key: 'msg.error.lineEmpty', args: { line: 'S5' } } });
  });

  it('a vehicle in the workshop is a valid target (its delivery fails later)', () => {
    const r = resolve({ vehicleNumbers: ['806'] });
    expect(r.ok && r.targets[0].vehicle.status).toBe('workshop');
  });

  it('refuses more than MAX_TARGETS vehicles', () => {
    const big: FleetEntry[] = Array.from({ length: MAX_TARGETS + 1 }, (_, i) => ({ id: `x${i}`, number: `${1000 + i}`, series: '', vehicleType: 'emu', status: 'inService' }));
    const r = resolveTargets({ vehicleIds: big.map((v) => v.id) }, big, new Map(), []);
    expect(r).toEqual({ ok: false, error: { key: 'msg.error.tooManyTargets', args: { max: MAX_TARGETS } } });
    expect(resolveTargets({ vehicleIds: big.slice(1).map((v) => v.id) }, big, new Map(), []).ok).toBe(true);
  });
});
