import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from './helpers';
import { getRun, runId, startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;

beforeAll(async () => {
  // 06:30: U1-3 (Bretten → Albtal, 06:23–06:40) and U2-2 are running; later runs are planned.
  t = await startLiveApp({ at: 6.5 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

interface MeasureView {
  id: string;
  type: string;
  rerouteKind: string | null;
  reasonName: string;
  comment: string;
  createdBy: string;
}

const M = 'id type rerouteKind reasonName comment createdBy';

async function mutate<T = Record<string, MeasureView>>(query: string, variables: Record<string, unknown>, lang = 'de', role: 'admin' | 'dispatcher' | 'viewer' | 'planner' = 'dispatcher') {
  return t.gql<T>(query, variables, lang, role);
}

const cancel = `mutation($runId: ID!, $fromStopId: ID, $reasonId: ID!, $comment: String) { cancelRun(runId: $runId, fromStopId: $fromStopId, reasonId: $reasonId, comment: $comment) { ${M} } }`;
const delay = `mutation($runId: ID!, $delayS: Int!, $reasonId: ID!) { delayRun(runId: $runId, delayS: $delayS, reasonId: $reasonId) { ${M} } }`;
const reroute = `mutation($runId: ID!, $kind: String!, $skipStopIds: [ID!], $fromStopId: ID, $extraRunningS: Int, $reasonId: ID!) {
  rerouteRun(runId: $runId, kind: $kind, skipStopIds: $skipStopIds, fromStopId: $fromStopId, extraRunningS: $extraRunningS, reasonId: $reasonId) { ${M} } }`;
const assign = `mutation($runId: ID!, $vehicleIds: [ID!]!, $whole: Boolean, $reasonId: ID!) { assignVehicle(runId: $runId, vehicleIds: $vehicleIds, wholeCirculation: $whole, reasonId: $reasonId) { ${M} } }`;
const undo = 'mutation($id: ID!) { undoMeasure(id: $id) }';

async function history(): Promise<{ action: string; trainNumber: string; details: string; measureId: string | null; createdBy: string; reasonId: string | null }[]> {
  const r = await t.gql<{ allDispatchChanges: { action: string; trainNumber: string; details: string; measureId: string | null; createdBy: string; reasonId: string | null }[] }>(
    '{ allDispatchChanges(sortField: "id", sortOrder: "DESC", perPage: 50) { action trainNumber details measureId createdBy reasonId } }', undefined, 'de', 'viewer');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.allDispatchChanges;
}

describe('dispatch measures', () => {
  it('delay: the row and the forecasts change at once; undo restores them', async () => {
    const id = runId(t, 'U1-4');
    const before = await getRun(t, id);
    expect(before.phase).toBe('planned');
    const r = await mutate<{ delayRun: MeasureView }>(delay, { runId: id, delayS: 600, reasonId: t.reasons.SIGNAL });
    expect(r.errors).toBeUndefined();
    expect(r.data.delayRun).toMatchObject({ type: 'delay', reasonName: 'Signalstörung', createdBy: 'dispatcher' });
    const after = await getRun(t, id);
    expect(after.delayS).toBeGreaterThanOrEqual(600);
    expect(after.status).toBe('delayed');
    expect(after.measure?.id).toBe(r.data.delayRun.id);
    expect(after.measures?.map((m) => m.id)).toEqual([r.data.delayRun.id]);
    expect(after.stops![0].expectedDeparture! - before.stops![0].expectedDeparture!).toBeGreaterThanOrEqual(600 - before.delayS);
    expect(after.stops![5].expectedArrival!).toBeGreaterThanOrEqual(after.stops![5].plannedArrival! + 600);
    // The Italian reason name in an Italian request.
    const it = await t.gql<{ run: { measure: { reasonName: string } } }>(`{ run(id: "${id}") { measure { reasonName } } }`, undefined, 'it');
    expect(it.data.run.measure.reasonName).toBe('Guasto al segnale');
    // Undo: back to the forecast before.
    const u = await mutate<{ undoMeasure: boolean }>(undo, { id: r.data.delayRun.id });
    expect(u.data.undoMeasure).toBe(true);
    const undone = await getRun(t, id);
    expect(undone.measure).toBeNull();
    expect(undone.stops![5].expectedArrival).toBe(before.stops![5].expectedArrival);
    const again = await mutate(undo, { id: r.data.delayRun.id }, 'it');
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0].message).toContain('già stata annullata');
    const h = await history();
    expect(h[0]).toMatchObject({ action: 'undo', trainNumber: '1004', measureId: r.data.delayRun.id, createdBy: 'dispatcher' });
    expect(h[1]).toMatchObject({ action: 'delay', details: '+10 min (Albtal)', reasonId: t.reasons.SIGNAL });
  });

  it('cancel from a stop and as a whole; the running train leaves the map', async () => {
    const id = runId(t, 'U2-3');
    const partial = await mutate<{ cancelRun: MeasureView }>(cancel, { runId: id, fromStopId: 'S3', reasonId: t.reasons.TUER, comment: 'Tür 3 defekt' });
    expect(partial.errors).toBeUndefined();
    const row = await getRun(t, id);
    expect(row.destination).toBe('Grötzingen');
    // U2-3 runs Bretten → Albtal: it ends at Grötzingen.
    expect(row.stops!.filter((s) => s.skipped).map((s) => s.stopId)).toEqual(['S2', 'S1', 'S0']);
    expect(row.measure).toMatchObject({ type: 'cancel', comment: 'Tür 3 defekt' });
    const running = runId(t, 'U1-3');
    const whole = await mutate<{ cancelRun: MeasureView }>(cancel, { runId: running, reasonId: t.reasons.SIGNAL }, 'de', 'admin');
    expect(whole.errors).toBeUndefined();
    const gone = await getRun(t, running);
    expect(gone.status).toBe('cancelled');
    expect(t.engine.positions().map((p) => p.id)).not.toContain(running);
    await mutate(undo, { id: whole.data.cancelRun.id });
    expect((await getRun(t, running)).status).not.toBe('cancelled');
    expect(t.engine.positions().map((p) => p.id)).toContain(running);
  });

  it('reroute: divert, skip stops and short turn are diverted with the stops not served', async () => {
    const id = runId(t, 'U1-5');
    const skip = await mutate<{ rerouteRun: MeasureView }>(reroute, { runId: id, kind: 'skipStops', skipStopIds: ['S2', 'S3'], reasonId: t.reasons.SIGNAL });
    expect(skip.data.rerouteRun.rerouteKind).toBe('skipStops');
    let row = await getRun(t, id);
    expect(row.status).toBe('diverted');
    expect(row.stops!.filter((s) => s.skipped).map((s) => s.stopId).sort()).toEqual(['S2', 'S3']);
    const before = row.stops![5].expectedArrival!;
    const divert = await mutate<{ rerouteRun: MeasureView }>(reroute, { runId: id, kind: 'divert', extraRunningS: 600, reasonId: t.reasons.SIGNAL });
    expect(divert.errors).toBeUndefined();
    row = await getRun(t, id);
    expect(row.stops![5].expectedArrival! - before).toBeGreaterThan(300);
    const turn = await mutate<{ rerouteRun: MeasureView }>(reroute, { runId: runId(t, 'U2-5'), kind: 'shortTurn', fromStopId: 'S4', reasonId: t.reasons.SIGNAL });
    expect(turn.errors).toBeUndefined();
    // U2-5 runs Bretten → Albtal: turning at Berghausen, the stops after it are not served.
    const turned = await getRun(t, runId(t, 'U2-5'));
    expect(turned.destination).toBe('Berghausen');
    expect(turned.status).toBe('diverted');
    expect(turned.stops!.filter((s) => s.skipped).map((s) => s.stopId)).toEqual(['S3', 'S2', 'S1', 'S0']);
  });

  it('assign vehicles to a run or the whole circulation; refuses a vehicle in the workshop (de/it)', async () => {
    const mk = async (n: string, status: string) => {
      const r = await t.gql<{ createVehicle: { id: string } }>(`mutation { createVehicle(vehicleNumber: "${n}", series: "ET 2010", vehicleType: "tramTrain", status: "${status}") { id } }`);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data.createVehicle.id;
    };
    const v1 = await mk('901', 'inService');
    const v2 = await mk('902', 'reserve');
    const broken = await mk('805', 'workshop');
    const id = runId(t, 'U1-6');
    const r = await mutate<{ assignVehicle: MeasureView }>(assign, { runId: id, vehicleIds: [v1, v2], whole: true, reasonId: t.reasons.SIGNAL });
    expect(r.errors).toBeUndefined();
    for (const trip of ['U1-6', 'U1-7', 'U1-11']) {
      const row = await getRun(t, runId(t, trip));
      expect(row.vehicleNumbers).toEqual(['901', '902']);
      expect(row.vehicleCount).toBe(2);
    }
    expect((await getRun(t, runId(t, 'U1-5'))).vehicleNumbers).toEqual([]);
    const de = await mutate(assign, { runId: id, vehicleIds: [broken], reasonId: t.reasons.SIGNAL }, 'de');
    expect(de.errors?.[0].message).toBe('Fahrzeug 805 ist in der Werkstatt und kann nicht zugewiesen werden.');
    const it = await mutate(assign, { runId: id, vehicleIds: [broken], reasonId: t.reasons.SIGNAL }, 'it');
    expect(it.errors?.[0].message).toBe('Il veicolo 805 è in officina e non può essere assegnato.');
    expect((await getRun(t, id)).vehicleNumbers).toEqual(['901', '902']);
    // A vehicle sent to the workshop afterwards takes its runs out of service.
    await t.gql(`mutation { updateVehicle(id: "${v1}", status: "workshop") { id } }`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.engine.tick();
    expect((await getRun(t, id)).status).toBe('outOfService');
    const h = await history();
    expect(h[0]).toMatchObject({ action: 'assignVehicle', details: '901+902 (U1)' });
  });

  it('refuses bad input with a de/it message and changes nothing', async () => {
    const id = runId(t, 'U2-6');
    const cases: [string, Record<string, unknown>, string][] = [
      [delay, { runId: id, delayS: -5, reasonId: t.reasons.SIGNAL }, 'Die Verspätung muss eine ganze Zahl von Sekunden und mindestens 0 sein.'],
      [delay, { runId: `${t.day}:nope`, delayS: 60, reasonId: t.reasons.SIGNAL }, `Die Fahrt „${t.day}:nope“ gibt es am aktuellen Betriebstag nicht.`],
      [delay, { runId: id, delayS: 60, reasonId: '999999' }, 'Bitte eine gültige, aktive Ursache aus der Liste der Störungsursachen wählen.'],
      [cancel, { runId: id, fromStopId: 'XX', reasonId: t.reasons.SIGNAL }, 'Der Halt „XX“ liegt nicht auf dieser Fahrt.'],
      [cancel, { runId: runId(t, 'U2-2'), fromStopId: 'S0', reasonId: t.reasons.SIGNAL }, 'Der Zug hat Albtal bereits passiert.'],
      [cancel, { runId: runId(t, 'U1-0'), reasonId: t.reasons.SIGNAL }, 'Die Fahrt 1000 ist bereits beendet: Es kann keine Maßnahme mehr ergriffen werden.'],
      [reroute, { runId: id, kind: 'teleport', reasonId: t.reasons.SIGNAL }, 'Unbekannte Art der Umleitung „teleport“: erlaubt sind divert, skipStops und shortTurn.'],
    ];
    const before = await getRun(t, id);
    const count = (await history()).length;
    for (const [query, vars, message] of cases) {
      const r = await mutate(query, vars, 'de');
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0].message).toBe(message);
    }
    const it = await mutate(delay, { runId: id, delayS: -5, reasonId: t.reasons.SIGNAL }, 'it');
    expect(it.errors?.[0].message).toBe('Il ritardo deve essere un numero intero di secondi non inferiore a 0.');
    expect(await getRun(t, id)).toEqual(before);
    expect((await history()).length).toBe(count);
  });

  it('only admin and dispatcher take measures (FORBIDDEN, de/it); the history is read-only for everyone', async () => {
    const id = runId(t, 'U2-7');
    for (const role of ['viewer', 'planner'] as const) {
      const r = await mutate(delay, { runId: id, delayS: 60, reasonId: t.reasons.SIGNAL }, 'de', role);
      expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const it = await mutate('mutation { undoMeasure(id: "1") }', {}, 'it', 'viewer');
    expect(it.errors?.[0].message).toContain('Non autorizzato');
    const comment = await mutate(`mutation { updateRunComment(runId: "${id}", comment: "x") { id } }`, {}, 'de', 'viewer');
    expect(comment.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await getRun(t, id)).measure).toBeNull();
    const write = await t.gql(`mutation { createDispatchChange(operatingDay: "${t.day}", runId: "x", action: "comment") { id } }`, undefined, 'de', 'admin');
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('the run comment (row action edit) is kept and logged', async () => {
    const id = runId(t, 'U2-8');
    const r = await mutate<{ updateRunComment: { comment: string } }>(`mutation { updateRunComment(runId: "${id}", comment: " Fahrgastinfo geprüft ") { comment } }`, {});
    expect(r.data.updateRunComment.comment).toBe('Fahrgastinfo geprüft');
    expect((await getRun(t, id)).comment).toBe('Fahrgastinfo geprüft');
    expect((await history())[0]).toMatchObject({ action: 'comment', trainNumber: '2008' });
  });
});

describe('subscriptions', () => {
  let client: Client;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}` }),
    });
  });
  afterAll(async () => {
    await client?.dispose();
  });

  function first<T>(query: string, variables: Record<string, unknown>, accept: (data: T) => boolean): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5000);
      const stop = client.subscribe<T>({ query, variables }, {
        next: (msg) => {
          if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
          if (msg.data && accept(msg.data as T)) {
            clearTimeout(timer);
            stop();
            resolve(msg.data as T);
          }
        },
        error: reject,
        complete: () => undefined,
      });
    });
  }

  it('runsChanged delivers a cancellation to another client within 2 s, filtered by line and run', async () => {
    const id = runId(t, 'U2-9');
    type Ev = { runsChanged: { operatingDay: string; runs: { id: string; status: string; location: string }[] } };
    const got = first<Ev>('subscription($d: String, $l: [ID!], $r: ID) { runsChanged(operatingDay: $d, lineIds: $l, runId: $r) { operatingDay runs { id status location } } }',
      { d: t.day, l: ['L1'], r: id }, (d) => d.runsChanged.runs.some((x) => x.status === 'cancelled'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const r = await mutate(cancel, { runId: id, reasonId: t.reasons.SIGNAL });
    expect(r.errors).toBeUndefined();
    const ev = await got;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(ev.runsChanged.operatingDay).toBe(t.day);
    expect(ev.runsChanged.runs.map((x) => x.id)).toEqual([id]);
  });

  it('texts in live events follow the language the app sends in the connection parameters', async () => {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The browser says German (Accept-Language of the upgrade), the user chose Italian.
    const italian = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { 'accept-language': 'de' } });
        }
      },
      retryAttempts: 0,
      connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}`, lang: 'it' }),
    });
    try {
      const id = runId(t, 'U1-3');
      type Ev = { runsChanged: { runs: { id: string; location: string }[] } };
      const got = new Promise<Ev>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5000);
        italian.subscribe<Ev>({ query: 'subscription($r: ID) { runsChanged(runId: $r) { runs { id location } } }', variables: { r: id } }, {
          next: (msg) => {
            if (msg.data?.runsChanged.runs.some((x) => x.location)) {
              clearTimeout(timer);
              resolve(msg.data as Ev);
            }
          },
          error: reject,
          complete: () => undefined,
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await mutate(delay, { runId: id, delayS: 420, reasonId: t.reasons.SIGNAL })).errors).toBeUndefined();
      const location = (await got).runsChanged.runs[0].location;
      expect(location).toMatch(/^(a |tra )/);
    } finally {
      await italian.dispose();
    }
  });

  it('trainPositions delivers every running train once per tick, filtered by bbox', async () => {
    type Ev = { trainPositions: { operatingDay: string; publishedAt: number; positions: { id: string; lat: number; lon: number; status: string }[] } };
    const all = await first<Ev>('subscription { trainPositions { operatingDay publishedAt positions } }', {}, (d) => d.trainPositions.positions.length > 0);
    expect(all.trainPositions.positions.map((p) => p.id).sort()).toEqual(t.engine.positions().map((p) => p.id).sort());
    expect(all.trainPositions.publishedAt).toBeGreaterThan(Date.now() - 5000);
    const p = all.trainPositions.positions[0];
    const boxed = await first<Ev>('subscription($b: [Float!]) { trainPositions(bbox: $b) { positions } }',
      { b: [p.lon - 0.001, p.lat - 0.001, p.lon + 0.001, p.lat + 0.001] }, () => true);
    expect(boxed.trainPositions.positions.map((x) => x.id)).toContain(p.id);
    expect(boxed.trainPositions.positions.length).toBeLessThanOrEqual(all.trainPositions.positions.length);
  });
});
