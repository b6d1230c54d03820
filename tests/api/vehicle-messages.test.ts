/**
 * Messages to vehicles (docs/vehicle-messages.md) through the GraphQL API: a two-line test day
 * (S4 = circulation U1, S5 = U2) with a small fleet, the engine pinned at 06:30 (U1-3 and U2-2
 * running), deliveries answered by the demo simulation in real time.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateVersion, writeTimetableVersion } from '../../server/operations/timetable';
import type { DayTimetable } from '../../server/operations/types';
import { LINE, dayTimetable } from '../unit/live/fixtures';
import { createTestDb, mintToken, type TestDb } from './helpers';
import { runId, startLiveApp, timetableData, type LiveTestApp } from './live-support';

const AT = 6.5 * 3600;
const MESSAGE_FIELDS = `id textId textCode text textDe textIt freeText category priority requiresAck lineId lineNumber simulated sentBy sentAt
  counts { total sent received acknowledged failed done }
  deliveries { id vehicleId vehicleNumber runId trainNumber lineId lineNumber state failure failureText simulated sentAt receivedAt acknowledgedAt failedAt }`;

interface Delivery {
  vehicleId: string | null;
  vehicleNumber: string;
  runId: string | null;
  trainNumber: string | null;
  lineNumber: string | null;
  state: string;
  failure: string | null;
  failureText: string | null;
  simulated: boolean;
  sentAt: string;
  receivedAt: string | null;
  acknowledgedAt: string | null;
}
interface Message {
  id: string;
  text: string;
  textDe: string;
  textIt: string;
  textCode: string | null;
  freeText: boolean;
  requiresAck: boolean;
  priority: string;
  lineNumber: string | null;
  simulated: boolean;
  sentBy: string;
  counts: { total: number; sent: number; received: number; acknowledged: number; failed: number; done: number };
  deliveries: Delivery[];
}

const SEND = `mutation($textId: ID, $freeText: String, $supplement: String, $vehicleIds: [ID!], $vehicleNumbers: [String!], $lineId: ID, $priority: String) {
  sendVehicleMessage(textId: $textId, freeText: $freeText, supplement: $supplement, vehicleIds: $vehicleIds, vehicleNumbers: $vehicleNumbers,
    lineId: $lineId, priority: $priority) { ${MESSAGE_FIELDS} } }`;

/** The fixture day with circulation U2 moved to a second line, S5. */
function twoLineDay(): DayTimetable {
  const tt = dayTimetable('2026-01-01', { first: 5 * 3600, count: 12 });
  tt.lines.set('L2', { ...LINE, id: 'L2', lineNumber: 'S5', name: 'S5', color: '#00A76D' });
  for (const r of [...tt.routes.values()]) tt.routes.set(r.id.replace('R1', 'R2'), { ...r, id: r.id.replace('R1', 'R2'), lineId: 'L2' });
  tt.trips = tt.trips.map((trip) => (trip.circulationId === 'U2' ? { ...trip, lineId: 'L2', routeId: trip.routeId.replace('R1', 'R2') } : trip));
  return tt;
}

const FLEET = [
  ...['801', '802', '803', '804', '805', '806'].map((n) => ({ n, series: 'GT8-100D/2S-M', type: 'tramTrain', status: 'inService' })),
  { n: '807', series: 'GT8-100D/2S-M', type: 'tramTrain', status: 'workshop' },
  { n: '890', series: 'Bnrz 451', type: 'coach', status: 'inService' },
];

let testDb: TestDb;
let t: LiveTestApp;
const vehicleIds: Record<string, string> = {};
const texts: Record<string, string> = {};

async function setup(db: TestDb): Promise<LiveTestApp> {
  const app = await startLiveApp({ testDb: db, install: false });
  for (const v of FLEET) {
    const r = await app.gql<{ createVehicle: { id: string } }>(
      `mutation { createVehicle(vehicleNumber: "${v.n}", series: "${v.series}", vehicleType: "${v.type}", status: "${v.status}") { id } }`);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    vehicleIds[v.n] = r.data.createVehicle.id;
  }
  for (const [code, de, it, ack] of [
    ['FUNK', 'Bitte Funkkontakt mit der Leitstelle aufnehmen.', 'Contattare via radio la centrale operativa.', true],
    ['WENDE', 'Bitte vorzeitig wenden in:', 'Invertire anticipatamente la marcia a:', true],
    ['DS_VERSP', 'Bitte Fahrgäste über die Verspätung informieren.', 'Informare i passeggeri sul ritardo.', false],
    ['ALT', 'Alter Text', 'Testo vecchio', true],
  ] as const) {
    const r = await app.gql<{ createVehicleMessageText: { id: string } }>(
      `mutation($c: String!, $de: String!, $it: String!, $ack: Boolean, $active: Boolean) {
        createVehicleMessageText(code: $c, textDe: $de, textIt: $it, category: "operations", requiresAck: $ack, active: $active) { id } }`,
      { c: code, de, it, ack, active: code !== 'ALT' }, 'de', 'dispatcher');
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    texts[code] = r.data.createVehicleMessageText.id;
  }
  const version = await writeTimetableVersion(app.db, timetableData(twoLineDay()), { importedBy: 'test' });
  await activateVersion(app.db, version.id, 'test');
  await app.engine.reload();
  app.setTime(AT);
  return app;
}

beforeAll(async () => {
  testDb = await createTestDb();
  t = await setup(testDb);
});
afterAll(async () => {
  await t?.close();
  await testDb?.destroy();
});

async function send(vars: Record<string, unknown>, lang = 'de', role: 'admin' | 'dispatcher' | 'viewer' | 'planner' = 'dispatcher') {
  return t.gql<{ sendVehicleMessage: Message }>(SEND, vars, lang, role);
}

async function message(id: string, lang = 'de'): Promise<Message> {
  const r = await t.gql<{ vehicleMessage: Message }>(`query($id: ID!) { vehicleMessage(id: $id) { ${MESSAGE_FIELDS} } }`, { id }, lang, 'viewer');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.vehicleMessage;
}

/** Polls the message until `done` holds (or fails after `ms`). */
async function until(id: string, done: (m: Message) => boolean, ms = 15_000): Promise<Message> {
  const end = Date.now() + ms;
  for (;;) {
    const m = await message(id);
    if (done(m)) return m;
    if (Date.now() > end) throw new Error(`message ${id} not there after ${ms} ms: ${JSON.stringify(m.counts)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function runVehicles(trip: string): Promise<string[]> {
  const r = await t.gql<{ run: { vehicleNumbers: string[]; phase: string } }>(`query($id: ID!) { run(id: $id) { vehicleNumbers phase } }`, { id: runId(t, trip) });
  expect(r.data.run.phase).toBe('running');
  return r.data.run.vehicleNumbers;
}

async function messageCount(): Promise<number> {
  return (await t.gql<{ vehicleMessages: { total: number } }>('{ vehicleMessages { total } }', undefined, 'de', 'viewer')).data.vehicleMessages.total;
}

describe('targets', () => {
  it('offers the vehicles in service with the run each is on now, and the lines with their vehicles', async () => {
    const s4 = await runVehicles('U1-3');
    const s5 = await runVehicles('U2-2');
    expect(s4).toHaveLength(2);
    expect(s5).toHaveLength(2);
    type Targets = { vehicleMessageTargets: {
      simulated: boolean;
      vehicles: { vehicleNumber: string; trainNumber: string | null; lineNumber: string | null }[];
      lines: { lineId: string; lineNumber: string; vehicleCount: number }[];
      unavailable: { vehicleNumber: string; status: string }[];
    } };
    const r = await t.gql<Targets>('{ vehicleMessageTargets { simulated vehicles { vehicleNumber trainNumber lineNumber } lines { lineId lineNumber vehicleCount } unavailable { vehicleNumber status } } }', undefined, 'de', 'viewer');
    expect(r.errors).toBeUndefined();
    const { vehicles, lines, simulated, unavailable } = r.data.vehicleMessageTargets;
    // The ones a link may name but that cannot be chosen, with why.
    expect(unavailable).toEqual([{ vehicleNumber: '807', status: 'workshop' }]);
    expect(simulated).toBe(true);
    // In service only (807 is in the workshop); those on a run first.
    expect(vehicles.map((v) => v.vehicleNumber).sort()).toEqual(['801', '802', '803', '804', '805', '806', '890']);
    expect(vehicles.slice(0, 4).map((v) => v.vehicleNumber).sort()).toEqual([...s4, ...s5].sort());
    for (const n of s4) expect(vehicles.find((v) => v.vehicleNumber === n)).toMatchObject({ trainNumber: '1003', lineNumber: 'S4' });
    for (const n of s5) expect(vehicles.find((v) => v.vehicleNumber === n)).toMatchObject({ trainNumber: '2002', lineNumber: 'S5' });
    expect(lines).toEqual([{ lineId: 'L1', lineNumber: 'S4', vehicleCount: 2 }, { lineId: 'L2', lineNumber: 'S5', vehicleCount: 2 }]);
  });
});

describe('sending', () => {
  let client: Client;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: async () => ({ Authorization: `Bearer ${await mintToken({ role: 'viewer' })}` }),
    });
  });
  afterAll(async () => {
    await client?.dispose();
  });

  it('a predefined text to two vehicles: sent, then received and acknowledged (simulated) within 15 s, live', async () => {
    const [a] = await runVehicles('U1-3');
    const [b] = await runVehicles('U2-2');
    // Every change of the message arrives through the subscription.
    const seen: Message['counts'][] = [];
    const acknowledged = new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not acknowledged live within 15 s: ${JSON.stringify(seen)}`)), 15_000);
      const stop = client.subscribe<{ vehicleMessageChanged: Message }>({ query: `subscription { vehicleMessageChanged { ${MESSAGE_FIELDS} } }` }, {
        next: (msg) => {
          const m = msg.data?.vehicleMessageChanged;
          if (!m || m.textCode !== 'FUNK') return;
          seen.push(m.counts);
          if (m.counts.acknowledged === 2) {
            clearTimeout(timer);
            stop();
            resolve(m);
          }
        },
        error: reject,
        complete: () => undefined,
      });
    });
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    const r = await send({ textId: texts.FUNK, vehicleIds: [vehicleIds[a], vehicleIds[b]] }, 'it');
    expect(r.errors).toBeUndefined();
    const sent = r.data.sendVehicleMessage;
    expect(sent).toMatchObject({
      text: 'Contattare via radio la centrale operativa.', textDe: 'Bitte Funkkontakt mit der Leitstelle aufnehmen.', freeText: false,
      requiresAck: true, priority: 'normal', simulated: true, sentBy: 'dispatcher', lineNumber: null,
      counts: { total: 2, sent: 2, received: 0, acknowledged: 0, failed: 0, done: 0 },
    });
    expect(sent.deliveries.map((d) => [d.vehicleNumber, d.trainNumber, d.lineNumber, d.state, d.simulated])).toEqual([
      [a, '1003', 'S4', 'sent', true],
      [b, '2002', 'S5', 'sent', true],
    ]);

    const live = await acknowledged;
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(live.counts).toMatchObject({ total: 2, acknowledged: 2, done: 2 });
    // The states went through received (1–3 s) before acknowledged (3–10 s after sending).
    expect(seen[0]).toMatchObject({ sent: 2 });
    const done = await message(sent.id);
    for (const d of done.deliveries) {
      const t0 = Date.parse(d.sentAt);
      const rec = Date.parse(d.receivedAt!) - t0;
      const ack = Date.parse(d.acknowledgedAt!) - t0;
      expect(rec).toBeGreaterThanOrEqual(1000);
      expect(rec).toBeLessThanOrEqual(3000);
      expect(ack).toBeGreaterThanOrEqual(3000);
      expect(ack).toBeLessThanOrEqual(10_000);
      expect(d.state).toBe('acknowledged');
    }
  });

  it('a line: the vehicles on the line\'s runs now, no others; a supplement completes the text', async () => {
    const s5 = await runVehicles('U2-2');
    const s4 = await runVehicles('U1-3');
    const r = await send({ textId: texts.WENDE, supplement: 'Durlach', lineId: 'L2', priority: 'high' });
    expect(r.errors).toBeUndefined();
    const m = r.data.sendVehicleMessage;
    expect(m).toMatchObject({ text: 'Bitte vorzeitig wenden in: Durlach', textIt: 'Invertire anticipatamente la marcia a: Durlach', lineNumber: 'S5', priority: 'high' });
    expect(m.deliveries.map((d) => d.vehicleNumber).sort()).toEqual([...s5].sort());
    expect(m.deliveries.some((d) => s4.includes(d.vehicleNumber))).toBe(false);
    expect(new Set(m.deliveries.map((d) => d.trainNumber))).toEqual(new Set(['2002']));
    const done = await until(m.id, (x) => x.counts.done === x.counts.total);
    expect(done.counts).toMatchObject({ total: 2, acknowledged: 2 });
  });

  it('a text without acknowledgement ends at received', async () => {
    const [a] = await runVehicles('U1-3');
    const r = await send({ textId: texts.DS_VERSP, vehicleNumbers: [a] });
    expect(r.data.sendVehicleMessage.requiresAck).toBe(false);
    const done = await until(r.data.sendVehicleMessage.id, (x) => x.counts.done === 1, 6000);
    expect(done.deliveries[0]).toMatchObject({ state: 'received', acknowledgedAt: null });
    await new Promise((res) => setTimeout(res, 300));
    expect((await message(done.id)).deliveries[0].state).toBe('received');
  });

  it('vehicles not in service or without an on-board unit fail at once, with the reason in the reader\'s language', async () => {
    const r = await send({ freeText: 'Bitte melden.', vehicleNumbers: ['807', '890'] });
    expect(r.errors).toBeUndefined();
    const m = r.data.sendVehicleMessage;
    expect(m.counts).toMatchObject({ total: 2, failed: 2, done: 2, sent: 0 });
    expect(m.deliveries.map((d) => [d.vehicleNumber, d.failure, d.failureText])).toEqual([
      ['807', 'notInService', 'Fahrzeug nicht im Einsatz'],
      ['890', 'noUnit', 'Kein Bordgerät'],
    ]);
    const it = await message(m.id, 'it');
    expect(it.deliveries.map((d) => d.failureText)).toEqual(['Veicolo non in servizio', 'Nessun apparato di bordo']);
  });
});

describe('history', () => {
  it('lists the messages newest first, filters by vehicle and line, everyone may read', async () => {
    type Page = { vehicleMessages: { total: number; rows: { id: string; textCode: string | null; counts: { total: number } }[] } };
    const all = await t.gql<Page>('{ vehicleMessages(perPage: 100) { total rows { id textCode counts { total } } } }', undefined, 'de', 'viewer');
    expect(all.errors).toBeUndefined();
    const ids = all.data.vehicleMessages.rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(all.data.vehicleMessages.total).toBe(ids.length);
    expect(all.data.vehicleMessages.rows[0].textCode).toBeNull(); // the free text of the last test
    const on807 = await t.gql<Page>('{ vehicleMessages(filters: { vehicleNumber: "807" }) { total rows { id } } }', undefined, 'de', 'planner');
    expect(on807.data.vehicleMessages.total).toBe(1);
    const s5 = await t.gql<Page>('{ vehicleMessages(filters: { lineId: "L2" }) { total rows { textCode } } }', undefined, 'de', 'viewer');
    expect(s5.data.vehicleMessages.rows.map((r) => r.textCode)).toEqual(['WENDE', 'FUNK']);
    const q = await t.gql<Page>('{ vehicleMessages(filters: { q: "funkkontakt" }) { total } }', undefined, 'de', 'viewer');
    expect(q.data.vehicleMessages.total).toBe(1);
    const paged = await t.gql<Page>('{ vehicleMessages(page: 2, perPage: 2) { total rows { id } } }', undefined, 'de', 'viewer');
    expect(paged.data.vehicleMessages.rows.map((r) => Number(r.id))).toEqual(ids.slice(2, 4));
    const bad = await t.gql('{ vehicleMessages(perPage: 1000) { total } }', undefined, 'it', 'viewer');
    expect(bad.errors?.[0]).toMatchObject({ message: 'Pagina da 1, voci per pagina da 1 a 100.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('refusals', () => {
  it('viewers and planners may not send (FORBIDDEN, de/it); nothing is written', async () => {
    const before = await messageCount();
    const viewer = await send({ freeText: 'Hallo', vehicleNumbers: ['801'] }, 'de', 'viewer');
    expect(viewer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(viewer.errors?.[0].message).toBe('Keine Berechtigung: Nachrichten an Fahrzeuge dürfen nur Administration und Disposition senden.');
    const planner = await send({ freeText: 'Ciao', vehicleNumbers: ['801'] }, 'it', 'planner');
    expect(planner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(planner.errors?.[0].message).toContain('Non autorizzato');
    const admin = await send({ freeText: 'Admin darf', vehicleNumbers: ['801'] }, 'de', 'admin');
    expect(admin.errors).toBeUndefined();
    expect(await messageCount()).toBe(before + 1);
  });

  it('bad input: BAD_USER_INPUT in the request\'s language, nothing written', async () => {
    const before = await messageCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ freeText: '   ', vehicleNumbers: ['801'] }, 'Der Freitext ist leer.', 'Il testo libero è vuoto.'],
      [{ vehicleNumbers: ['801'] }, 'Bitte einen vordefinierten Text wählen oder einen Freitext eingeben.', 'Scegliere un testo predefinito o inserire un testo libero.'],
      [{ freeText: 'x'.repeat(161), vehicleNumbers: ['801'] }, 'Der Freitext darf höchstens 160 Zeichen lang sein.', 'Il testo libero può contenere al massimo 160 caratteri.'],
      [{ freeText: 'Hallo' }, 'Bitte mindestens ein Fahrzeug oder eine Linie als Empfänger wählen.', 'Scegliere almeno un veicolo o una linea come destinatari.'],
      [{ freeText: 'Hallo', vehicleIds: [] }, 'Bitte mindestens ein Fahrzeug oder eine Linie als Empfänger wählen.', 'Scegliere almeno un veicolo o una linea come destinatari.'],
      [{ freeText: 'Hallo', vehicleIds: ['999999'] }, 'Das Fahrzeug „999999“ gibt es nicht.', 'Il veicolo «999999» non esiste.'],
      [{ freeText: 'Hallo', vehicleNumbers: ['4711'] }, 'Das Fahrzeug „4711“ gibt es nicht.', 'Il veicolo «4711» non esiste.'],
      [{ freeText: 'Hallo', lineId: 'L9' }, 'Die Linie „L9“ fährt am aktuellen Betriebstag nicht.', 'La linea «L9» non circola nel giorno di esercizio attuale.'],
      [{ textId: texts.ALT, vehicleNumbers: ['801'] }, `Den vordefinierten Text „${texts.ALT}“ gibt es nicht oder er ist nicht aktiv.`, `Il testo predefinito «${texts.ALT}» non esiste o non è attivo.`],
      [{ textId: texts.FUNK, freeText: 'auch', vehicleNumbers: ['801'] }, 'Bitte entweder einen vordefinierten Text oder einen Freitext senden, nicht beides.', 'Inviare un testo predefinito oppure un testo libero, non entrambi.'],
      [{ freeText: 'Hallo', vehicleNumbers: ['801'], priority: 'urgent' }, 'Unbekannte Priorität „urgent“: erlaubt sind normal und high.', 'Priorità «urgent» sconosciuta: sono ammesse normal e high.'],
    ];
    for (const [vars, de, it] of cases) {
      const d = await send(vars, 'de');
      expect(d.errors?.[0], JSON.stringify(vars)).toMatchObject({ message: de, extensions: { code: 'BAD_USER_INPUT' } });
      const i = await send(vars, 'it');
      expect(i.errors?.[0], JSON.stringify(vars)).toMatchObject({ message: it, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await messageCount()).toBe(before);
  });

  it('a line with no vehicle on it now is refused', async () => {
    // 03:30: no run of the fixture has started or leaves within 15 minutes.
    t.setTime(3.5 * 3600);
    try {
      const r = await send({ freeText: 'Hallo', lineId: 'L1' }, 'it');
      expect(r.errors?.[0]).toMatchObject({ message: 'Sulla linea S4 al momento non circola nessun veicolo.', extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      t.setTime(AT);
    }
  });
});

describe('restart', () => {
  it('deliveries under way when the server stops are completed after the restart', async () => {
    const [a] = await runVehicles('U1-3');
    const r = await send({ textId: texts.FUNK, vehicleNumbers: [a] });
    const id = r.data.sendVehicleMessage.id;
    await t.close();
    const rows = await testDb.db.query<{ state: string }>('SELECT state FROM op_vehicle_message_deliveries WHERE message_id = $1', [id]);
    expect(rows.rows.map((x) => x.state)).toEqual(['sent']);
    t = await startLiveApp({ testDb, install: false, at: AT });
    const done = await until(id, (m) => m.counts.acknowledged === 1, 15_000);
    expect(done.deliveries[0]).toMatchObject({ vehicleNumber: a, state: 'acknowledged' });
  });
});
