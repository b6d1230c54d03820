import { describe, expect, it } from 'vitest';
import { DELAY_THRESHOLD_S, MIN_TURNAROUND_S } from '../../../src/shared/operations/types';
import { LiveDay } from '../../../server/operations/live/day';
import { formatLocation } from '../../../server/operations/live/rows';
import { RUN_S, TRIP_S, dayTimetable, LON_PER_KM } from './fixtures';
import { DAY, TZ, at, hms, measure, quietDay, runIdOf } from './helpers';

const U1_0 = runIdOf('U1-0');
const U1_1 = runIdOf('U1-1');

describe('a simulated day', () => {
  it('has one run per trip with ids `${day}:${tripId}`, planned before 06:00 and running after', () => {
    const day = quietDay();
    day.advance(at(hms(5, 59)));
    expect(day.size).toBe(12);
    const row = day.row(day.indexOf(U1_0));
    expect(row).toMatchObject({ id: U1_0, operatingDay: DAY, trainNumber: '1000', lineNumber: 'S4', phase: 'planned', status: 'onTime', delayS: 0 });
    expect(row.location).toBe('in Albtal');
    expect(row.nextStation).toBe('Albtal');
    expect(row.lat).toBeNull();
    expect(day.positions()).toEqual([]);
    day.advance(at(hms(6, 1, 30)));
    const moving = day.row(day.indexOf(U1_0));
    expect(moving.phase).toBe('running');
    expect(moving.status).toBe('inService');
    expect(moving.moving).toBe(true);
    // 90 s into the 180 s first segment: halfway between Albtal and Bruchsal, heading east.
    expect(moving.distanceM).toBe(1000);
    expect(moving.lon).toBeCloseTo(8.4 + LON_PER_KM, 6);
    expect(moving.bearing).toBeCloseTo(90, 0);
    expect(moving.location).toBe('zwischen Albtal und Bruchsal');
    expect(formatLocation(moving.loc, 'it')).toBe('tra Albtal e Bruchsal');
    expect(moving.nextStation).toBe('Bruchsal');
    expect(day.positions().map((p) => p.id)).toEqual([U1_0]);
  });

  it('propagates a delay along the circulation: the next run cannot leave before arrival + minimum turnaround', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    day.plan.runs[i].disturbances.startDelay = 1500;
    day.resimulate();
    day.advance(at(hms(5, 0)));
    const j = day.indexOf(U1_1);
    const end = day.plan.runs[i].arr[5] + day.actual[i].dArr[5];
    const start = day.plan.runs[j].dep[0] + day.actual[j].dDep[0];
    expect(end - day.plan.runs[i].arr[5]).toBeGreaterThan(1000);
    expect(start).toBeCloseTo(end + MIN_TURNAROUND_S, 6);
    // Before the late start is known, nothing is forecast: the disturbance lies in the future.
    expect(day.row(j).delayS).toBe(0);
    // Once the first run is running late, the second run's forecast carries the delay.
    day.advance(at(hms(6, 30)));
    const fc = day.row(j).delayS;
    expect(fc).toBeGreaterThan(DELAY_THRESHOLD_S);
    expect(day.row(j).status).toBe('delayed');
    expect(day.row(j).phase).toBe('planned');
  });

  it('reports times past midnight of the service day and finishes runs after 24:00', () => {
    const tt = dayTimetable(DAY, { first: hms(23, 30), count: 2 });
    const day = quietDay(tt);
    const last = day.plan.runs.reduce((a, b) => (a.arr[5] > b.arr[5] ? a : b));
    expect(last.arr[5]).toBeGreaterThan(86400);
    // 00:40 on the next date is still the same operating day.
    day.advance(at(hms(24, 40)));
    const row = day.row(last.index);
    expect(row.plannedArrival).toBe(last.arr[5]);
    expect(['running', 'finished']).toContain(row.phase);
    day.advance(at(last.arr[5] + 60));
    expect(day.row(last.index).phase).toBe('finished');
  });

  it('publishes a run when it visibly changes, not every second', () => {
    const day = quietDay();
    day.advance(at(hms(5, 0)));
    expect(day.advance(at(hms(5, 0, 1)))).toEqual([]);
    const i = day.indexOf(U1_0);
    // Departure: phase, status, place change.
    expect(day.advance(at(hms(6, 0, 5)))).toContain(i);
    // 1 s later the train moved ~11 m: no change in 100 m steps.
    expect(day.advance(at(hms(6, 0, 6)))).not.toContain(i);
    // 20 s later it moved over 100 m.
    expect(day.advance(at(hms(6, 0, 26)))).toContain(i);
  });

  it('is deterministic: two days built alike show the same picture (restart)', () => {
    const a = new LiveDay(dayTimetable(DAY, { count: 12 }), DAY, { seed: 'demo', simulate: true, tz: TZ });
    const b = new LiveDay(dayTimetable(DAY, { count: 12 }), DAY, { seed: 'demo', simulate: true, tz: TZ });
    for (const t of [hms(7), hms(9, 13, 27), hms(12, 2)]) {
      a.advance(at(t));
      b.advance(at(t));
      expect(b.rows()).toEqual(a.rows());
    }
    const c = new LiveDay(dayTimetable(DAY, { count: 12 }), DAY, { seed: 'other', simulate: true, tz: TZ });
    const differs = a.plan.runs.some((p, i) => p.disturbances.startDelay !== c.plan.runs[i].disturbances.startDelay
      || p.disturbances.crowd.some((x, k) => x !== c.plan.runs[i].disturbances.crowd[k]));
    expect(differs).toBe(true);
  });
});

describe('measures on a day', () => {
  it('cancel (whole): status cancelled, no position, stops skipped, successor not held up; undo restores', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    day.plan.runs[i].disturbances.startDelay = 900;
    day.resimulate();
    day.advance(at(hms(6, 20)));
    expect(day.positions()).toHaveLength(1);
    const m = measure({ runId: U1_0, type: 'cancel' });
    day.addMeasure(m);
    const changed = day.advance(at(hms(6, 20)));
    expect(changed).toContain(i);
    const row = day.row(i);
    expect(row.status).toBe('cancelled');
    expect(row.measure?.id).toBe(m.summary.id);
    expect(row.location).toBe('');
    expect(day.positions()).toEqual([]);
    expect(day.stops(i).every((s) => s.skipped)).toBe(true);
    // The cancelled run no longer delays its successor.
    const j = day.indexOf(U1_1);
    expect(day.actual[j].dDep[0]).toBe(0);
    expect(day.removeMeasure(m.summary.id)).toBe(true);
    day.advance(at(hms(6, 20)));
    expect(day.row(i).status).not.toBe('cancelled');
    expect(day.row(i).measure).toBeNull();
    expect(day.actual[j].dDep[0]).toBeGreaterThan(0);
    expect(day.removeMeasure(m.summary.id)).toBe(false);
  });

  it('cancel from a stop: cancelled only once the run has reached it; the stops after it are skipped', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    day.addMeasure(measure({ runId: U1_0, type: 'cancel', fromStopId: 'S3' }));
    day.advance(at(hms(6, 2)));
    expect(day.row(i).status).toBe('inService');
    expect(day.row(i).destination).toBe('Grötzingen');
    const stops = day.stops(i);
    expect(stops.map((s) => s.skipped)).toEqual([false, false, false, false, true, true]);
    const reach = day.plan.runs[i].arr[3] + 1;
    day.advance(at(reach));
    expect(day.row(i).phase).toBe('finished');
    expect(day.row(i).status).toBe('cancelled');
  });

  it('delay: the row shows at least the delay at once, the forecasts move, the status is delayed', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    day.advance(at(hms(6, 1)));
    const before = day.stops(i);
    day.addMeasure(measure({ runId: U1_0, type: 'delay', delayS: 600, fromStopId: 'S1' }));
    day.advance(at(hms(6, 1)));
    const row = day.row(i);
    expect(row.delayS).toBe(600);
    expect(row.status).toBe('delayed');
    const after = day.stops(i);
    expect(after[1].expectedDeparture! - before[1].expectedDeparture!).toBe(600);
    expect(after[5].expectedArrival! - before[5].expectedArrival!).toBe(600);
    // The next run of the circulation inherits it (forecast).
    expect(day.row(day.indexOf(U1_1)).delayS).toBeGreaterThan(0);
  });

  it('reroute: skip stops and short turn show as diverted with the stops not served', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    day.advance(at(hms(5, 50)));
    day.addMeasure(measure({ runId: U1_0, type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S2', 'S3'] }));
    day.advance(at(hms(5, 50)));
    expect(day.row(i).status).toBe('diverted');
    expect(day.stops(i).filter((s) => s.skipped).map((s) => s.stopId)).toEqual(['S2', 'S3']);
    expect(day.stops(i)[2].expectedArrival).toBeNull();
    const k = day.indexOf(runIdOf('U2-0'));
    day.addMeasure(measure({ runId: runIdOf('U2-0'), type: 'reroute', rerouteKind: 'shortTurn', fromStopId: 'S4' }));
    day.advance(at(hms(5, 50)));
    expect(day.row(k).destination).toBe('Berghausen');
    expect(day.row(k).status).toBe('diverted');
    expect(day.stops(k)[5].skipped).toBe(true);
  });

  it('assign vehicles to the whole circulation; a vehicle in the workshop makes its runs outOfService', () => {
    const day = quietDay();
    day.advance(at(hms(5, 50)));
    const vehicles = [{ id: '7', number: '801', type: 'GT8-100D/2S-M' }];
    day.addMeasure(measure({ runId: U1_1, type: 'assignVehicle', vehicleIds: ['7'], wholeCirculation: true }, vehicles));
    day.advance(at(hms(5, 50)));
    expect(day.row(day.indexOf(U1_0)).vehicleNumbers).toEqual([]);
    for (const t of ['U1-1', 'U1-3', 'U1-5']) {
      const row = day.row(day.indexOf(runIdOf(t)));
      expect(row.vehicleNumbers).toEqual(['801']);
      expect(row.vehicleCount).toBe(1);
      expect(row.measure?.type).toBe('assignVehicle');
    }
    day.setVehicleStatus('7', 'workshop');
    day.advance(at(hms(5, 50)));
    expect(day.row(day.indexOf(U1_1)).status).toBe('outOfService');
    day.setVehicleStatus('7', 'inService');
    day.advance(at(hms(5, 50)));
    expect(day.row(day.indexOf(U1_1)).status).toBe('onTime');
  });

  it('occupancy follows the hour of the day and rises when fewer vehicles run', () => {
    const day = quietDay(dayTimetable(DAY, { first: hms(7), count: 2 }));
    const i = day.indexOf(U1_0);
    day.advance(at(hms(7, 8)));
    const full = day.row(i).occupancy;
    expect(full).toBeGreaterThan(40);
    day.addMeasure(measure({ runId: U1_0, type: 'assignVehicle', vehicleIds: ['7'] }, [{ id: '7', number: '801', type: 'x' }]));
    day.advance(at(hms(7, 8)));
    expect(day.row(i).occupancy).toBeGreaterThan(full * 1.5);
    const night = quietDay(dayTimetable(DAY, { first: hms(1, 0), count: 1 }));
    night.advance(at(hms(1, 8)));
    expect(night.row(0).occupancy).toBeLessThan(full / 3);
  });
});

describe('one trip', () => {
  it('lasts as the fixture says', () => {
    expect(TRIP_S).toBe(5 * RUN_S + 160);
  });
});
