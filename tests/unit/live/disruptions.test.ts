import { describe, expect, it } from 'vitest';
import { DELAY_THRESHOLD_S } from '../../../src/shared/operations/types';
import {
  adjacentOnLine, applyDisruptions, failureEndStop, isActive, sectionSegment, toDayDisruption, type Disruption,
} from '../../../server/operations/live/disruptions';
import { noEffects } from '../../../server/operations/live/effects';
import { buildDayPlan } from '../../../server/operations/live/plan';
import { newTimeline, runFromStart } from '../../../server/operations/live/timeline';
import { serviceDayZero } from '../../../server/operations/live/time';
import { DWELL_S, RUN_S, dayTimetable, routes, trip } from './fixtures';
import { DAY, TZ, at, hms, measure, quietDay, runIdOf } from './helpers';

let nextId = 1;
function disruption(fields: Partial<Disruption> & Pick<Disruption, 'kind' | 'startsAt' | 'durationS'>): Disruption {
  return {
    id: String(nextId++), operatingDay: DAY, lineId: null, fromStopId: null, toStopId: null, runId: null, endStopId: null,
    outOfService: false, endedAt: null, createdBy: 'admin', createdAt: new Date(0).toISOString(), endedBy: null, ...fields,
  };
}

const block = (from: string, to: string, startsAt: number, minutes: number, endedAt: number | null = null) =>
  disruption({ kind: 'blockedSection', lineId: 'L1', fromStopId: from, toStopId: to, startsAt, durationS: minutes * 60, endedAt });

const U1_0 = runIdOf('U1-0');
const U1_1 = runIdOf('U1-1');
const ZERO = serviceDayZero(DAY, TZ);

/** Planned times of U1-0 (06:00 from Albtal S0 eastwards): arrival at stop i, departure from stop i. */
const arrU10 = (i: number) => hms(6) + i * RUN_S + Math.max(0, i - 1) * DWELL_S;
const depU10 = (i: number) => (i === 0 ? hms(6) : arrU10(i) + DWELL_S);

describe('blocked section: which runs, which segment', () => {
  const plan = buildDayPlan(dayTimetable(DAY), { seed: 't', simulate: false });
  const r = routes();

  it('finds the segment in both directions, and none for a section the run does not cross', () => {
    const east = plan.runs[plan.byId.get(U1_0)!];
    const west = plan.runs[plan.byId.get(U1_1)!];
    expect(sectionSegment(east, 'S2', 'S3', r[0])).toBe(2);
    expect(sectionSegment(east, 'S3', 'S2', r[0])).toBe(2);
    // Westwards the train meets S3 first: it waits at S3 (its stop index 2).
    expect(west.stops.map((s) => s.stopId)).toEqual(['S5', 'S4', 'S3', 'S2', 'S1', 'S0']);
    expect(sectionSegment(west, 'S2', 'S3', r[1])).toBe(2);
    expect(sectionSegment(east, 'S1', 'S3', r[0])).toBe(-1);
  });

  it('matches a train passing a station without stopping through its route’s kilometres', () => {
    const express = trip('X-1', hms(7), 0, null, 1);
    express.stops = express.stops.filter((s) => s.stopId !== 'S2');
    const tt = dayTimetable(DAY);
    tt.trips.push(express);
    const p = buildDayPlan(tt, { seed: 't', simulate: false });
    const run = p.runs[p.byId.get(runIdOf('X-1'))!];
    // Stops S0 S1 S3 …: segment 1 (S1 → S3) crosses the section S2–S3 and the section S1–S2.
    expect(sectionSegment(run, 'S2', 'S3', r[0])).toBe(1);
    expect(sectionSegment(run, 'S1', 'S2', r[0])).toBe(1);
    expect(sectionSegment(run, 'S2', 'S3', undefined)).toBe(-1);
  });

  it('accepts only stations next to each other on a route of the line', () => {
    expect(adjacentOnLine(r, 'L1', 'S2', 'S3')).toBe(true);
    expect(adjacentOnLine(r, 'L1', 'S3', 'S2')).toBe(true);
    expect(adjacentOnLine(r, 'L1', 'S1', 'S3')).toBe(false);
    expect(adjacentOnLine(r, 'L2', 'S2', 'S3')).toBe(false);
    expect(adjacentOnLine(r, 'L1', 'S2', 'S2')).toBe(false);
  });
});

describe('disruption effects on a timeline', () => {
  const plan = buildDayPlan(dayTimetable(DAY), { seed: 't', simulate: false });
  const run = plan.runs[plan.byId.get(U1_0)!];
  const timelineWith = (list: Disruption[], seg = 2) => {
    const e = noEffects(run);
    applyDisruptions(run, e, list.map((d) => ({ x: toDayDisruption(d, ZERO), seg })));
    const tl = newTimeline(run.stops.length);
    runFromStart(run, e, -Infinity, run.disturbances, tl);
    return { e, tl };
  };

  it('a departure inside the blocked interval waits at the station before the section until it reopens', () => {
    // Blocked 06:05–06:25; U1-0 would leave Durlach (S2) at 06:07:20.
    const { tl } = timelineWith([block('S2', 'S3', at(hms(6, 5)), 20)]);
    expect(tl.dDep[1]).toBe(0);
    expect(run.dep[2] + tl.dDep[2]).toBe(hms(6, 25));
    expect(tl.dArr[3]).toBeGreaterThan(hms(6, 25) - depU10(2) - RUN_S * 0.08);
    expect(tl.dArr[5]).toBeGreaterThan(DELAY_THRESHOLD_S);
  });

  it('a train that left before the section closed, or reaches it after it reopened, is not held', () => {
    expect(timelineWith([block('S2', 'S3', at(depU10(2) + 1), 20)]).tl.dDep[2]).toBe(0);
    expect(timelineWith([block('S2', 'S3', at(hms(5, 30)), 30)]).tl.dDep[2]).toBe(0);
    // Ended early ("end now" at 06:10): the train leaves then.
    const ended = timelineWith([block('S2', 'S3', at(hms(6, 5)), 20, at(hms(6, 10)))]).tl;
    expect(run.dep[2] + ended.dDep[2]).toBe(hms(6, 10));
  });

  it('overlapping blocks chain: the train leaves once the last one is over', () => {
    const { tl } = timelineWith([block('S2', 'S3', at(hms(6, 5)), 20), block('S3', 'S2', at(hms(6, 20)), 15)]);
    expect(run.dep[2] + tl.dDep[2]).toBe(hms(6, 35));
  });

  it('a vehicle failure on a segment adds its duration there; at a stop it delays the departure', () => {
    const onSegment = timelineWith([disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(hms(6, 1, 30)), durationS: 600 })]).tl;
    expect(onSegment.stallSeg).toBe(0);
    expect(onSegment.dArr[1]).toBe(600);
    const atStop = timelineWith([disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(arrU10(1) + 10), durationS: 300 })]).tl;
    expect(atStop.stallSeg).toBe(-1);
    expect(atStop.dArr[1]).toBe(0);
    expect(run.dep[1] + atStop.dDep[1]).toBe(arrU10(1) + 10 + 300);
    // Another run's failure does nothing here.
    const other = timelineWith([disruption({ kind: 'vehicleFailure', runId: U1_1, startsAt: at(hms(6, 1)), durationS: 600 })]).tl;
    expect(Array.from(other.dArr.slice(1))).toEqual([0, 0, 0, 0, 0]);
  });

  it('out of service: the run ends at the next station after the failure', () => {
    const { e } = timelineWith([disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(hms(6, 1)), durationS: 300, outOfService: true, endStopId: 'S1' })]);
    expect(e.lastServed).toBe(1);
    expect(Array.from(e.skipped)).toEqual([0, 0, 1, 1, 1, 1]);
    expect(failureEndStop(run, noEffects(run), 0)).toBe('S1');
    expect(failureEndStop(run, noEffects(run), 5)).toBeNull();
  });

  it('is active while it blocks; a vehicle out of service until the failure is ended', () => {
    const b = toDayDisruption(block('S2', 'S3', at(hms(6, 5)), 20), ZERO);
    expect(isActive(b, hms(6, 24))).toBe(true);
    expect(isActive(b, hms(6, 25))).toBe(false);
    const oos = toDayDisruption(disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(hms(6, 1)), durationS: 60, outOfService: true }), ZERO);
    expect(isActive(oos, hms(9))).toBe(true);
    const ended = toDayDisruption(disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(hms(6, 1)), durationS: 60, outOfService: true, endedAt: at(hms(7)) }), ZERO);
    expect(isActive(ended, hms(7))).toBe(false);
  });
});

describe('disruptions in a simulated day', () => {
  it('a blocked section: the train stands at the station before it and gets late, the forecast knows the reopening, the next run inherits the delay', () => {
    const day = quietDay();
    day.advance(at(hms(6, 5)));
    day.setDisruptions([block('S2', 'S3', at(hms(6, 5)), 20)]);
    const i = day.indexOf(U1_0);
    day.advance(at(hms(6, 12)));
    const row = day.row(i);
    expect(row.location).toBe('in Durlach');
    expect(row.moving).toBe(false);
    expect(row.delayS).toBe(hms(6, 12) - depU10(2));
    expect(row.status).toBe('delayed');
    const stops = day.stops(i);
    expect(stops[2].expectedDeparture).toBe(hms(6, 25));
    expect(stops[5].expectedArrival! - stops[5].plannedArrival!).toBeGreaterThan(DELAY_THRESHOLD_S);
    // The vehicle's next run is forecast late.
    expect(day.row(day.indexOf(U1_1)).delayS).toBeGreaterThan(DELAY_THRESHOLD_S);
    day.advance(at(hms(6, 26)));
    expect(day.row(i)).toMatchObject({ location: 'zwischen Durlach und Grötzingen', moving: true });
  });

  it('forecasts ignore a block until it has begun; ending it early lets the train go at once', () => {
    const day = quietDay();
    day.advance(at(hms(5, 50)));
    // Scheduled for 06:05 (after a jump back in time): not known at 05:50.
    day.setDisruptions([block('S2', 'S3', at(hms(6, 5)), 20)]);
    const i = day.indexOf(U1_0);
    expect(day.stops(i)[2].expectedDeparture).toBe(depU10(2));
    day.advance(at(hms(6, 10)));
    expect(day.stops(i)[2].expectedDeparture).toBe(hms(6, 25));
    day.setDisruptions([block('S2', 'S3', at(hms(6, 5)), 20, at(hms(6, 10)))]);
    day.advance(at(hms(6, 10, 30)));
    expect(day.row(i).location).toBe('zwischen Durlach und Grötzingen');
  });

  it('a vehicle failure between stations: the train stands where it is, then goes on late', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    day.advance(at(hms(6, 1, 30)));
    expect(day.row(i).distanceM).toBe(1000);
    day.setDisruptions([disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(hms(6, 1, 30)), durationS: 600 })]);
    day.advance(at(hms(6, 6)));
    const standing = day.row(i);
    expect(standing).toMatchObject({ distanceM: 1000, moving: false, location: 'zwischen Albtal und Bruchsal', status: 'delayed' });
    expect(standing.delayS).toBe(hms(6, 6) - hms(6, 1, 30));
    // The forecast at Bruchsal: planned arrival + the 10 minutes.
    expect(day.stops(i)[1].expectedArrival).toBe(arrU10(1) + 600);
    day.advance(at(hms(6, 11, 45)));
    const moving = day.row(i);
    expect(moving.moving).toBe(true);
    expect(moving.distanceM).toBeGreaterThan(1000);
    expect(moving.distanceM).toBeLessThan(2000);
  });

  it('out of service: the run ends at the next station, the circulation’s next runs lack a vehicle until one is assigned or the failure ends', () => {
    const day = quietDay();
    const i = day.indexOf(U1_0);
    const j = day.indexOf(U1_1);
    day.advance(at(hms(6, 1)));
    const failure = disruption({ kind: 'vehicleFailure', runId: U1_0, startsAt: at(hms(6, 1)), durationS: 300, outOfService: true, endStopId: 'S1' });
    day.setDisruptions([failure]);
    day.advance(at(hms(6, 2)));
    expect(day.row(i)).toMatchObject({ status: 'outOfService', destination: 'Bruchsal', moving: false });
    expect(day.row(j).status).toBe('outOfService');
    day.advance(at(hms(6, 30)));
    expect(day.row(i).phase).toBe('finished');
    expect(day.row(j).status).toBe('outOfService');
    // A vehicle assigned to the next run covers it.
    day.addMeasure(measure({ runId: U1_1, type: 'assignVehicle', vehicleIds: ['v9'] }, [{ id: 'v9', number: '899', type: 'GT8-100D/2S-M' }]));
    day.advance(at(hms(6, 31)));
    expect(day.row(j).status).not.toBe('outOfService');
    // Ending the failure gives the later runs their vehicle back.
    const k = day.indexOf(runIdOf('U1-2'));
    expect(day.row(k).status).toBe('outOfService');
    day.setDisruptions([{ ...failure, endedAt: at(hms(6, 32)) }]);
    day.advance(at(hms(6, 33)));
    expect(day.row(k).status).toBe('onTime');
    // The run that failed stays ended where it was taken out of service.
    expect(day.row(i)).toMatchObject({ phase: 'finished', destination: 'Bruchsal' });
  });

  it('the same disruptions give the same day (restart)', () => {
    const list = [block('S2', 'S3', at(hms(6, 5)), 20), disruption({ kind: 'vehicleFailure', runId: runIdOf('U2-0'), startsAt: at(hms(6, 33)), durationS: 420 })];
    const a = quietDay();
    a.setDisruptions(list);
    a.advance(at(hms(7, 0)));
    const b = quietDay();
    b.setDisruptions(list);
    b.advance(at(hms(7, 0)));
    const strip = (d: typeof a) => d.plan.runs.map((_, i) => ({ ...d.row(i), updatedAt: '' }));
    expect(strip(b)).toEqual(strip(a));
    expect(strip(a).some((r) => r.delayS >= DELAY_THRESHOLD_S)).toBe(true);
  });
});
