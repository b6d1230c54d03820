/** The departure board from the live day (pure) and the service's messages and cache. */
import { describe, expect, it } from 'vitest';
import { departuresAt, stationStops } from '../../../server/departures/board';
import { DepartureService, visibleKey } from '../../../server/departures/service';
import type { LiveEngine } from '../../../server/operations/live/engine';
import type { LiveDay } from '../../../server/operations/live/day';
import type { MessageQuery, PassengerInfoReader } from '../../../server/passenger-info/types';
import type { PublicMessage } from '../../../src/shared/passenger-info/types';
import { at, hms, measure, quietDay, runIdOf } from '../live/helpers';

/** U1-0, -2, -4 leave Albtal (S0) at 06:00, 06:55:20, 07:50:40; U2's 30 minutes later (the odd ones run back). */
function dayAt(seconds: number): LiveDay {
  const day = quietDay();
  day.advance(at(seconds));
  return day;
}

describe('departures of a station', () => {
  it('lists the stops not yet left with planned and expected departure, sorted; the terminus is no departure', () => {
    const day = dayAt(hms(5, 50));
    const list = departuresAt(day, stationStops(day, 'S0')!);
    expect(list.map((d) => d.trainNumber)).toEqual(['1000', '2000', '1002', '2002', '1004', '2004']);
    expect(list[0]).toMatchObject({
      runId: runIdOf('U1-0'), lineNumber: 'S4', destination: 'Bretten', platform: '1', plannedPlatform: '1', platformChanged: false,
      plannedDeparture: hms(6), expectedDeparture: hms(6), delayMinutes: 0, cancelled: false, heldFor: null, notes: [],
    });
    // By station id (the fixture's S0 is station 100) the same.
    expect(departuresAt(day, stationStops(day, '100')!).map((d) => d.runId)).toEqual(list.map((d) => d.runId));
    expect(stationStops(day, 'NOPE')).toBeNull();
  });

  it('drops a departure once the train has left; shows delay, cancellation, skipped stop and platform change', () => {
    const day = quietDay();
    day.addMeasure(measure({ runId: runIdOf('U2-0'), type: 'delay', delayS: 420, fromStopId: 'S0' }));
    day.addMeasure(measure({ runId: runIdOf('U1-2'), type: 'cancel' }));
    day.addMeasure(measure({ runId: runIdOf('U2-2'), type: 'reroute', rerouteKind: 'skipStops', skipStopIds: ['S2'] }));
    day.addMeasure(measure({ runId: runIdOf('U1-4'), type: 'platformChange', fromStopId: 'S2', platform: '5' }));
    day.advance(at(hms(6, 5)));
    const s0 = departuresAt(day, stationStops(day, 'S0')!);
    expect(s0.some((d) => d.runId === runIdOf('U1-0'))).toBe(false);
    expect(s0[0]).toMatchObject({ runId: runIdOf('U2-0'), plannedDeparture: hms(6, 30), expectedDeparture: hms(6, 37), delayMinutes: 7 });
    expect(s0.find((d) => d.runId === runIdOf('U1-2'))).toMatchObject({ cancelled: true, expectedDeparture: null, delayMinutes: 0 });
    const s2 = departuresAt(day, stationStops(day, 'S2')!);
    expect(s2.find((d) => d.runId === runIdOf('U2-2'))).toMatchObject({ cancelled: true });
    expect(s2.find((d) => d.runId === runIdOf('U1-4'))).toMatchObject({ platform: '5', plannedPlatform: null, platformChanged: true });
  });

  it('shows a hold for a connection: the feeder’s train and line, held until planned + delay', () => {
    const day = quietDay();
    const departing = runIdOf('U1-2');
    const feeder = runIdOf('U2-1');
    day.addMeasure(measure({ runId: departing, type: 'hold', fromStopId: 'S0', delayS: 240, connectionId: `r1|${feeder}|${departing}` }));
    day.advance(at(hms(6, 50)));
    const held = departuresAt(day, stationStops(day, 'S0')!).find((d) => d.runId === departing)!;
    expect(held.heldFor).toEqual({ trainNumber: '2001', lineNumber: 'S4', until: hms(6, 59, 20) });
  });

  it('looks only ahead of the look-back window and at most `limit` departures', () => {
    const day = dayAt(hms(5, 50));
    expect(departuresAt(day, stationStops(day, 'S0')!, { limit: 2, lookBackS: 3600, horizonS: 6 * 3600 })).toHaveLength(2);
    expect(departuresAt(day, stationStops(day, 'S0')!, { limit: 30, lookBackS: 3600, horizonS: 3600 }).map((d) => d.trainNumber)).toEqual(['1000', '2000']);
  });
});

function message(over: Partial<PublicMessage>): PublicMessage {
  return {
    id: 'm', priority: 2, channels: ['display'], stationIds: [], lineIds: [], runIds: [], validFrom: null, validTo: null,
    textDe: 'Text', textIt: 'Testo', textEn: null, announcementDe: null, announcementIt: null, source: 'manual',
    measureId: null, situationId: null, cause: null, effect: null, ...over,
  };
}

class FakeInfo implements PassengerInfoReader {
  list: PublicMessage[] = [];
  queries: MessageQuery[] = [];
  private readonly listeners = new Set<() => void>();
  async messages(q: MessageQuery) {
    this.queries.push(q);
    return this.list.filter((m) => !m.runIds.length || (q.runId !== undefined && m.runIds.includes(q.runId)));
  }
  async stationConnections(stationId: string) {
    return stationId === '100' ? [{ mode: 'bus', line: '107', direction: 'Ettlingen', place: 'Steig 2', walkTimeMin: 3 }] : [];
  }
  onChanged(l: () => void) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
  fire() {
    for (const l of this.listeners) l();
  }
}

function service(day: LiveDay, info: FakeInfo | undefined, now = () => 1_000_000) {
  const engine = { onMeasureTaken: () => () => undefined, onMeasureUndone: () => () => undefined, currentLiveDay: () => day } as unknown as LiveEngine;
  return new DepartureService({ engine, passengerInfo: () => info, now });
}

describe('departure service', () => {
  it('adds running texts and notes in the board’s language, and the station connections', async () => {
    const day = dayAt(hms(5, 50));
    const info = new FakeInfo();
    info.list = [
      message({ id: 'a', textDe: 'Bauarbeiten', textIt: 'Lavori' }),
      message({ id: 'b', runIds: [runIdOf('U1-0')], textDe: 'Zug endet in Durlach', textIt: 'Il treno termina a Durlach' }),
    ];
    const s = service(day, info);
    const de = (await s.board('S0', 'de'))!;
    expect(de).toMatchObject({ stationId: '100', stationName: 'Albtal', lang: 'de', messages: [{ id: 'a', priority: 2, text: 'Bauarbeiten' }] });
    expect(de.departures[0].notes).toEqual(['Zug endet in Durlach']);
    expect(de.departures[1].notes).toEqual([]);
    expect(de.stationConnections).toEqual([{ mode: 'bus', line: '107', direction: 'Ettlingen', place: 'Steig 2', walkTimeMin: 3 }]);
    const it_ = (await s.board('S0', 'it'))!;
    expect(it_.messages[0].text).toBe('Lavori');
    expect(it_.departures[0].notes).toEqual(['Il treno termina a Durlach']);
    // The display channel and the station are asked for.
    expect(info.queries.every((q) => q.channel === 'display' && q.stationId === '100')).toBe(true);
  });

  it('without passenger information: no texts; unknown station: null', async () => {
    const day = dayAt(hms(5, 50));
    const s = service(day, undefined);
    expect((await s.board('S0', 'de'))!.messages).toEqual([]);
    expect(await s.board('NOPE', 'de')).toBeNull();
  });

  it('serves the cached board within the second and builds again after a change', async () => {
    const day = dayAt(hms(5, 50));
    const info = new FakeInfo();
    let clock = 1_000_000;
    const s = service(day, info, () => clock);
    const first = await s.board('S0', 'de');
    expect(await s.board('S0', 'de')).toBe(first);
    info.list = [message({ id: 'x', textDe: 'Neu' })];
    info.fire();
    const second = await s.board('S0', 'de');
    expect(second).not.toBe(first);
    expect(second!.messages.map((m) => m.text)).toEqual(['Neu']);
    // The next second with the day moved on: built again, but what it shows is the same.
    clock += 1000;
    day.advance(at(hms(5, 50, 1)));
    const third = await s.board('S0', 'de');
    expect(third).not.toBe(second);
    expect(visibleKey(third!)).toBe(visibleKey(second!));
  });

  it('does not hand out a build begun before a change to callers after it', async () => {
    const day = dayAt(hms(5, 50));
    const info = new FakeInfo();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    const slow = info.messages.bind(info);
    info.messages = async (q) => { await gate; return slow(q); };
    const s = service(day, info);
    const before = s.board('S0', 'de');
    // A measure while the first build waits for its messages: the run's platform changes.
    day.addMeasure(measure({ runId: runIdOf('U1-0'), type: 'platformChange', fromStopId: 'S0', platform: '7' }));
    s.changed();
    const after = s.board('S0', 'de');
    release();
    expect((await before)!.departures[0].platform).toBe('1');
    expect((await after)!.departures[0].platform).toBe('7');
  });
});
