/**
 * The departure board API (issue 14, item 5): GET /api/departures/:station against the live day
 * (cancelled, platform change, delay = forecast), access with a token or public by configuration,
 * unknown station, and the server-sent events delivering a change.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartureBoard } from '../../src/shared/passenger-info/types';
import { authHeaders } from './helpers';
import { getRun, runId, startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;

beforeAll(async () => {
  // 06:30: U1-3 (Bretten → Albtal) and U2-2 run; later runs are planned.
  t = await startLiveApp({ at: 6.5 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

async function board(station: string, lang = 'de', role: 'viewer' | null = 'viewer') {
  const headers = role ? await authHeaders(role, lang) : { 'accept-language': lang };
  const res = await t.app.inject({ method: 'GET', url: `/api/departures/${encodeURIComponent(station)}`, headers });
  return { status: res.statusCode, body: res.json() as DepartureBoard & { errors?: { message: string; extensions: { code: string } }[] } };
}

const platform = `mutation($runId: ID!, $stopId: ID!, $platform: String!, $reasonId: ID!) {
  changePlatform(runId: $runId, stopId: $stopId, platform: $platform, reasonId: $reasonId) { id type } }`;

describe('departure board', () => {
  it('lists the next departures of a stop with the live forecasts, sorted, times equal to the runs', async () => {
    const { status, body } = await board('S2');
    expect(status).toBe(200);
    expect(body).toMatchObject({ stationName: 'Durlach', lang: 'de', operatingDay: t.day });
    expect(body.departures.length).toBeGreaterThan(3);
    const times = body.departures.map((d) => d.expectedDeparture ?? d.plannedDeparture);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const d of body.departures.slice(0, 5)) {
      const run = await getRun(t, d.runId);
      const stop = run.stops!.find((s) => s.stopId === 'S2')!;
      expect(stop.passed).toBe(false);
      expect(d.plannedDeparture).toBe(stop.plannedDeparture);
      expect(d.expectedDeparture).toBe(stop.expectedDeparture);
      expect(d.delayMinutes).toBe(Math.max(0, Math.round((stop.expectedDeparture! - stop.plannedDeparture!) / 60)));
      expect(d.destination).toBe(run.destination);
      expect(d.lineNumber).toBe('S4');
    }
    // The picker lists the stations with departures today.
    const picker = await t.app.inject({ method: 'GET', url: '/api/departures', headers: await authHeaders('viewer') });
    expect((picker.json() as { stations: { id: string; name: string }[] }).stations.map((s) => s.name)).toEqual(
      ['Albtal', 'Berghausen', 'Bretten', 'Bruchsal', 'Durlach', 'Grötzingen']);
    // The station id finds the same departures as the stop id (the fixture's stop S2 is station 102).
    const byStation = await board('102');
    expect(byStation.body.departures.map((d) => d.runId)).toEqual(body.departures.map((d) => d.runId));
  });

  it('shows a delay measure as the forecast, a cancellation as cancelled, a platform change with the planned platform', async () => {
    const delayed = runId(t, 'U1-4');
    const cancelled = runId(t, 'U2-4');
    const moved = runId(t, 'U1-6');
    const d = await t.gql(`mutation { delayRun(runId: "${delayed}", delayS: 600, reasonId: "${t.reasons.SIGNAL}") { id } }`, undefined, 'de', 'dispatcher');
    expect(d.errors).toBeUndefined();
    const c = await t.gql(`mutation { cancelRun(runId: "${cancelled}", reasonId: "${t.reasons.TUER}") { id } }`, undefined, 'de', 'dispatcher');
    expect(c.errors).toBeUndefined();
    const p = await t.gql<{ changePlatform: { id: string; type: string } }>(platform, { runId: moved, stopId: 'S0', platform: '4', reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    expect(p.errors).toBeUndefined();
    expect(p.data.changePlatform.type).toBe('platformChange');

    const albtal = (await board('S0')).body.departures;
    const late = albtal.find((x) => x.runId === delayed)!;
    const lateRun = await getRun(t, delayed);
    expect(late.expectedDeparture).toBe(lateRun.stops![0].expectedDeparture);
    expect(late.delayMinutes).toBe(10);
    const gone = albtal.find((x) => x.runId === cancelled)!;
    expect(gone).toMatchObject({ cancelled: true, expectedDeparture: null });
    const changed = albtal.find((x) => x.runId === moved)!;
    expect(changed).toMatchObject({ platform: '4', plannedPlatform: '1', platformChanged: true });
    expect(albtal.find((x) => x.runId === delayed)).toMatchObject({ platform: '1', platformChanged: false });

    // The run's stops and the change history say the same.
    const run = await getRun(t, moved);
    expect(run.measure?.type).toBe('platformChange');
    const stops = await t.gql<{ run: { stops: { platform: string; plannedPlatform: string }[] } }>(`{ run(id: "${moved}") { stops { platform plannedPlatform } } }`);
    expect(stops.data.run.stops[0]).toEqual({ platform: '4', plannedPlatform: '1' });
    const h = await t.gql<{ allDispatchChanges: { action: string; details: string }[] }>('{ allDispatchChanges(sortField: "id", sortOrder: "DESC", perPage: 1) { action details } }');
    expect(h.data.allDispatchChanges[0]).toEqual({ action: 'platformChange', details: '⇄ 1 → 4 (Albtal)' });
  });

  it('shows a train held for a connection with the feeder’s train and line and the time it waits until', async () => {
    // As the connection service takes it (docs/issue-14-contract.md): the departing run waits at its stop.
    const departing = runId(t, 'U1-10');
    const feeder = runId(t, 'U2-9');
    await t.engine.applyMeasure({
      runId: departing, type: 'hold', fromStopId: 'S0', delayS: 180, connectionId: `rule1|${feeder}|${departing}`, reasonId: t.reasons.SIGNAL, comment: '',
    }, 'dispatcher');
    const held = (await board('S0')).body.departures.find((d) => d.runId === departing)!;
    const run = await getRun(t, departing);
    expect(held.heldFor).toEqual({ trainNumber: '2009', lineNumber: 'S4', until: run.stops![0].plannedDeparture! + 180 });
    expect(held.expectedDeparture).toBe(run.stops![0].expectedDeparture);
    expect(held.delayMinutes).toBe(3);
  });

  it('refuses a bad platform change in the user’s language and changes nothing', async () => {
    const id = runId(t, 'U1-8');
    const bad = await t.gql(platform, { runId: id, stopId: 'S0', platform: 'x'.repeat(11), reasonId: t.reasons.SIGNAL }, 'it', 'dispatcher');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toContain('Il binario deve avere');
    const same = await t.gql(platform, { runId: id, stopId: 'S0', platform: '1', reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    expect(same.errors?.[0].message).toBe('Der Zug fährt in Albtal bereits von Gleis 1.');
    const viewer = await t.gql(platform, { runId: id, stopId: 'S0', platform: '3', reasonId: t.reasons.SIGNAL }, 'de', 'viewer');
    expect(viewer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await getRun(t, id)).measure).toBeNull();
  });

  it('answers in Italian with ?lang=it, 404 for an unknown station in de and it, 400 for another language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/departures/S2?lang=it', headers: await authHeaders('viewer', 'de') });
    expect(res.json()).toMatchObject({ lang: 'it', stationName: 'Durlach' });
    const de = await board('NOWHERE');
    expect(de.status).toBe(404);
    expect(de.body.errors?.[0].message).toBe('Die Station „NOWHERE“ gibt es nicht. Bitte die Abfahrtstafel über die Stationsliste öffnen.');
    const it = await board('NOWHERE', 'it');
    expect(it.body.errors?.[0].message).toContain('La stazione «NOWHERE» non esiste');
    const lang = await t.app.inject({ method: 'GET', url: '/api/departures/S2?lang=fr', headers: await authHeaders('viewer', 'de') });
    expect(lang.statusCode).toBe(400);
  });

  it('needs a token unless DEPARTURES_PUBLIC is on', async () => {
    const anonymous = await board('S2', 'de', null);
    expect(anonymous.status).toBe(401);
    const events = await t.app.inject({ method: 'GET', url: '/api/departures/S2/events' });
    expect(events.statusCode).toBe(401);
    const open = await startLiveApp({ at: 6.5 * 3600, env: { DEPARTURES_PUBLIC: 'on' } });
    try {
      const res = await open.app.inject({ method: 'GET', url: '/api/departures/S2' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as DepartureBoard).departures.length).toBeGreaterThan(0);
      // Only the boards are open: the rest of the API still needs a token.
      expect((await open.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ operatingDay }' } })).statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });

  it('streams a new board within 3 s when a measure changes it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/departures/S0/events?lang=de`, { headers: await authHeaders('viewer'), signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const next = async (): Promise<DepartureBoard> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (data && chunk.includes('event: board')) return JSON.parse(data.slice(6)) as DepartureBoard;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    try {
      const first = await next();
      const target = first.departures.find((d) => !d.cancelled && !d.platformChanged)!;
      const started = Date.now();
      const p = await t.gql(platform, { runId: target.runId, stopId: 'S0', platform: '9', reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
      expect(p.errors).toBeUndefined();
      let seen: DepartureBoard;
      do seen = await next();
      while (!seen.departures.some((d) => d.runId === target.runId && d.platform === '9'));
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      abort.abort();
      await reader.cancel().catch(() => undefined);
    }
  });
});
