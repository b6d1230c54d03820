import { describe, expect, it } from 'vitest';
import { ConflictTracker, type ConflictChange } from '../../../server/operations/conflicts/tracker';
import { findProvocation } from '../../../server/operations/conflicts/provoke';
import { sweepRunOf } from '../../../server/operations/conflicts/runs';
import { sectionKey, sweepAll, type SweepInfrastructure } from '../../../server/operations/conflicts/sweep';
import { dayTimetable } from '../live/fixtures';
import { DAY, at, hms, measure, quietDay, runIdOf } from '../live/helpers';

// Fixture stations: stop S<i> is station 10<i>; Albtal (100) – Bruchsal (101) single track.
const single: SweepInfrastructure = {
  sections: new Map([[sectionKey('100', '101'), { tracks: 1, minHeadwayS: 180 }]]),
  stationTracks: new Map(),
  defaultMinTurnaroundS: 180,
};

async function trackerFor(day: ReturnType<typeof quietDay>, infra = single) {
  const tracker = new ConflictTracker(async () => infra);
  const events: ConflictChange[] = [];
  tracker.onChange((c) => events.push(c));
  await tracker.reloadInfrastructure(false);
  tracker.setDay(day);
  return { tracker, events };
}

describe('sweep runs from the live day', () => {
  it('stops with forecast times up to the last stop served; stations passed through and skipped stops interpolated by km', () => {
    const tt = dayTimetable(DAY);
    // U1-0 does not stop at Durlach (S2): the route's station is passed through.
    const t0 = tt.trips.find((x) => x.id === 'U1-0')!;
    t0.stops = t0.stops.filter((s) => s.stopId !== 'S2');
    const day = quietDay(tt);
    day.advance(at(hms(5, 0)));
    const r = sweepRunOf(day, day.indexOf(runIdOf('U1-0')));
    expect(r.points.map((p) => p.key)).toEqual(['station:100', 'station:101', 'station:102', 'station:103', 'station:104', 'station:105']);
    const [, bruchsal, durlach, groetzingen] = r.points;
    expect(durlach.served).toBe(false);
    // Halfway (by km) between leaving Bruchsal and reaching Grötzingen.
    expect(durlach.arr).toBe(Math.round((bruchsal.dep + groetzingen.arr) / 2));
    expect(r.points[0].arr).toBe(r.points[0].dep);
    expect(r.points[0].stopIndex).toBe(0);
    expect(durlach.stopIndex).toBeUndefined();

    // A partial cancellation from Grötzingen: the run ends there.
    const i = day.indexOf(runIdOf('U1-1'));
    day.addMeasure(measure({ runId: runIdOf('U1-1'), type: 'cancel', fromStopId: 'S2' }));
    day.advance(at(hms(5, 0, 1)));
    expect(sweepRunOf(day, i).points.map((p) => p.key)).toEqual(['station:105', 'station:104', 'station:103', 'station:102']);
    day.addMeasure(measure({ runId: runIdOf('U1-2'), type: 'cancel' }));
    expect(sweepRunOf(day, day.indexOf(runIdOf('U1-2')))).toMatchObject({ cancelled: true, points: [] });
  });
});

describe('the conflict tracker', () => {
  it('from scratch equals the sweep over the day; a provoked delay adds a single-track conflict, its undo removes it', async () => {
    const day = quietDay();
    day.advance(at(hms(5, 30)));
    const { tracker, events } = await trackerFor(day);
    expect(events).toHaveLength(1);
    expect(events[0].reset).toBe(true);
    const scratch = sweepAll(day.plan.runs.map((_, i) => sweepRunOf(day, i)), single).filter((c) => c.to >= day.t);
    expect(tracker.list()).toEqual(scratch);
    expect(tracker.list().filter((c) => c.kind === 'singleTrack')).toEqual([]);

    const p = findProvocation(tracker.runs(), tracker.infrastructure, day.t, tracker.list())!;
    expect(p).not.toBeNull();
    expect(p.sectionKey).toBe('100|101');
    const i = day.indexOf(p.runId);
    const point = tracker.run(p.runId)!.points[p.point];
    const delayS = Math.round(point.dep + p.shiftS - day.plan.runs[i].dep[point.stopIndex!]);
    const m = measure({ runId: p.runId, type: 'delay', delayS, fromStopId: day.plan.runs[i].stops[0].stopId });
    day.addMeasure(m);
    tracker.changed(day, day.advance(at(hms(5, 30, 1))));
    const added = events.at(-1)!;
    const conflict = added.added.find((c) => c.kind === 'singleTrack')!;
    expect(conflict.id).toBe(`singleTrack:section:100|101:${conflict.runIds[0]}:${conflict.runIds[1]}`);
    expect([...conflict.runIds].sort()).toEqual([p.runId, p.otherId].sort());
    expect(conflict.severityS).toBeGreaterThan(0);
    expect(tracker.list().map((c) => c.id)).toContain(conflict.id);
    // Undone: the run as it was, the conflict gone.
    day.removeMeasure(m.summary.id);
    tracker.changed(day, day.advance(at(hms(5, 30, 2))));
    expect(events.at(-1)!.removed).toContain(conflict.id);
    expect(tracker.list().map((c) => c.id)).not.toContain(conflict.id);
  });

  it('a conflict that is over leaves the list and is published as removed', async () => {
    const tt = dayTimetable(DAY);
    // U2-0 five minutes after U1-0 in the same direction, only 60 s apart at the start.
    const u2 = tt.trips.find((x) => x.id === 'U2-0')!;
    const u1 = tt.trips.find((x) => x.id === 'U1-0')!;
    u2.stops = u1.stops.map((s) => ({ ...s, arrival: s.arrival + 60, departure: s.departure + 60 }));
    u2.direction = 0;
    u2.routeId = u1.routeId;
    const day = quietDay(tt);
    day.advance(at(hms(5, 0)));
    const { tracker, events } = await trackerFor(day);
    const headway = tracker.list().filter((c) => c.kind === 'headway');
    expect(headway.length).toBeGreaterThan(0);
    const last = Math.max(...headway.map((c) => c.to));
    tracker.changed(day, day.advance(at(last + 1)));
    expect(tracker.list().filter((c) => c.kind === 'headway')).toEqual([]);
    expect(events.at(-1)!.removed.sort()).toEqual(expect.arrayContaining(headway.filter((c) => c.to === last).map((c) => c.id)));
  });

  it('preview: the conflicts a changed forecast would add, the list untouched', async () => {
    const day = quietDay();
    day.advance(at(hms(5, 30)));
    const { tracker } = await trackerFor(day);
    const before = tracker.list();
    const p = findProvocation(tracker.runs(), tracker.infrastructure, day.t, before)!;
    const i = day.indexOf(p.runId);
    const stops = day.stops(i).map((s) => ({
      ...s,
      expectedArrival: s.expectedArrival === null ? null : s.expectedArrival + p.shiftS,
      expectedDeparture: s.expectedDeparture === null ? null : s.expectedDeparture + p.shiftS,
    }));
    const preview = tracker.preview(new Map([[p.runId, stops]]));
    expect(preview.added.some((c) => c.kind === 'singleTrack' && c.runIds.includes(p.otherId))).toBe(true);
    expect(tracker.list()).toEqual(before);
  });
});

describe('provoking a conflict', () => {
  it('leaves out pairs already meeting on that section, but not runs in conflicts elsewhere', async () => {
    const day = quietDay();
    day.advance(at(hms(5, 30)));
    const { tracker } = await trackerFor(day);
    const p = findProvocation(tracker.runs(), tracker.infrastructure, day.t, [])!;
    const meeting = (section: string) => ({
      id: `singleTrack:section:${section}:${p.runId}:${p.otherId}`, kind: 'singleTrack' as const, runIds: [p.runId, p.otherId] as [string, string],
      trainNumbers: ['', ''] as [string, string], fromKey: '', toKey: null, fromName: '', toName: null, track: null, from: 0, to: 1, severityS: 1,
    });
    // A conflict of the same runs on another section does not matter; on this one it does.
    expect(findProvocation(tracker.runs(), tracker.infrastructure, day.t, [meeting('stop:x|stop:y')])).toEqual(p);
    expect(findProvocation(tracker.runs(), tracker.infrastructure, day.t, [meeting('100|101')])?.runId).not.toBe(p.runId);
  });
});
