/**
 * Passenger information (issue 14 items 3 and 4, docs/passenger-information.md): the declared
 * resources (CRUD, de/it validation), app.passengerInfo (messages in force by scope and channel,
 * negative list, ComBus, station connections) and the automatic messages from measures (same
 * minutes and reason in de and it, withdrawn on undo). Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMessage } from '../../src/shared/passenger-info/types';
import { serviceDayZero } from '../../server/operations/live/time';
import { runId, startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;

beforeAll(async () => {
  // 06:30 of the fixture day: U1-4 and later runs are still planned.
  t = await startLiveApp({ at: 6.5 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

const MSG_FIELDS = 'id title status priority channels validFrom validTo stationIds lineIds runIds textDe textIt textEn source measureId';

async function createMessage(fields: Record<string, unknown>, lang = 'de', role: 'dispatcher' | 'viewer' = 'dispatcher') {
  const args = Object.keys(fields).map((k) => `$${k}: ${typeOf(k)}`).join(', ');
  const pass = Object.keys(fields).map((k) => `${k}: $${k}`).join(', ');
  return t.gql<{ createCustomerMessage: Record<string, unknown> }>(
    `mutation(${args}) { createCustomerMessage(${pass}) { ${MSG_FIELDS} } }`, fields, lang, role);
}

function typeOf(field: string): string {
  if (field === 'priority') return 'Int';
  if (field === 'channels') return '[String]';
  if (field === 'busInformation') return 'Boolean';
  return 'String';
}

async function station(code: string, name: string): Promise<string> {
  const r = await t.db.query<{ id: string }>('INSERT INTO stations (name, station_code) VALUES ($1, $2) RETURNING id::text AS id', [name, code]);
  return r.rows[0].id;
}

const reader = () => t.app.passengerInfo!;

async function settled() {
  await t.app.passengerInfoAuto!.settled();
}

describe('resources', () => {
  it('seeds the FIS texts and announcement templates the automatic messages use', async () => {
    // The test app does not seed demo rows; the declared seed rows are checked through the declaration.
    const decl = t.declarations.find((d) => d.name === 'FisMessageText')!;
    const rows = (decl.seed as { rows: Record<string, unknown>[] }).rows;
    for (const kind of ['cancellation', 'delay', 'platformChange', 'connectionHeld', 'connectionBroken']) {
      expect(rows.some((r) => r.kind === kind && typeof r.textDe === 'string' && typeof r.textIt === 'string')).toBe(true);
    }
    const gsp = (t.declarations.find((d) => d.name === 'AnnouncementTemplate')!.seed as { rows: Record<string, unknown>[] }).rows;
    expect(gsp.length).toBeGreaterThanOrEqual(5);
  });

  it('creates, reads and updates a customer message; source is manual and read-only', async () => {
    const r = await createMessage({ title: 'Bauarbeiten', status: 'draft', priority: 2, textDe: 'Ab Montag Bauarbeiten.', textIt: 'Da lunedì lavori.' });
    expect(r.errors).toBeUndefined();
    const m = r.data.createCustomerMessage;
    expect(m).toMatchObject({ status: 'draft', priority: 2, source: 'manual', channels: ['display', 'announcement', 'web'] });
    const u = await t.gql<{ updateCustomerMessage: { status: string; version: number } }>(
      `mutation { updateCustomerMessage(id: "${m.id as string}", status: "published") { status version } }`, undefined, 'de', 'dispatcher');
    expect(u.errors).toBeUndefined();
    expect(u.data.updateCustomerMessage.status).toBe('published');
    // A planner may read but not write messages.
    const f = await t.gql(`mutation { deleteCustomerMessage(id: "${m.id as string}") { id } }`, undefined, 'de', 'planner');
    expect(f.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad input with German and Italian messages: open placeholder, validity order, station list', async () => {
    const fields = {
      title: 'Kaputt', textDe: 'Zug {train} fällt aus', textIt: 'Treno soppresso', validFrom: '2026-11-25T10:00:00.000Z', validTo: '2026-11-24T09:00:00.000Z', stationIds: 'Karlsruhe',
    };
    const de = await createMessage(fields, 'de');
    expect(de.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fe = de.errors![0].extensions!.fieldErrors!;
    expect(Object.keys(fe)).toEqual(expect.arrayContaining(['textDe', 'validTo', 'stationIds']));
    expect(de.errors![0].message).toContain('Text (deutsch): Enthält noch einen nicht ausgefüllten Platzhalter');
    expect(de.errors![0].message).toContain('Bahnhöfe: Bahnhöfe aus der Liste wählen');
    const it = await createMessage(fields, 'it');
    expect(it.errors![0].message).toContain('Testo (tedesco): Contiene ancora un segnaposto non compilato');
    expect(it.errors![0].message).toContain('Stazioni: Scegliere le stazioni dall’elenco');
    const count = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customer_messages WHERE title = 'Kaputt'");
    expect(count.rows[0].n).toBe(0);
    // A negative-list entry must name its channels; a ComBus release who released it.
    const neg = await t.gql(`mutation { createConnectionNegativeEntry(kind: "line", fromLine: "S4", channels: []) { id } }`, undefined, 'it', 'dispatcher');
    expect(neg.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rel = await t.gql('mutation { createComBusRelease(validFrom: "2026-01-01", channels: ["display"]) { id } }', undefined, 'de', 'admin');
    expect(rel.errors?.[0].extensions?.fieldErrors?.releasedBy).toBeDefined();
  });
});

describe('messages in force', () => {
  let ka = '';
  let du = '';
  beforeAll(async () => {
    ka = await station('RK', 'Karlsruhe Hbf');
    du = await station('RD', 'Durlach');
  });

  it('only published messages within their validity, by scope and channel, priority first', async () => {
    const now = t.engine.clock.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const make = async (title: string, extra: Record<string, unknown>) => {
      const r = await createMessage({ title, textDe: `${title} de`, textIt: `${title} it`, status: 'published', ...extra });
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return String(r.data.createCustomerMessage.id);
    };
    const atKa = await make('Nur Karlsruhe', { stationIds: ka, priority: 4 });
    const line = await make('Linie S4', { lineIds: 'S4', priority: 1, channels: ['display'] });
    const later = await make('Später', { stationIds: ka, validFrom: iso(now + 3600_000) });
    const ended = await make('Vorbei', { stationIds: ka, validFrom: iso(now - 7200_000), validTo: iso(now - 3600_000) });
    const draft = (await createMessage({ title: 'Entwurf', textDe: 'x', textIt: 'x', stationIds: ka })).data.createCustomerMessage.id as string;

    const atKaDisplay = (await reader().messages({ stationId: ka, channel: 'display' })).map((m) => m.id);
    expect(atKaDisplay).toContain(atKa);
    expect(atKaDisplay).not.toContain(later);
    expect(atKaDisplay).not.toContain(ended);
    expect(atKaDisplay).not.toContain(draft);
    expect(atKaDisplay).not.toContain(line);
    // The line's id (L1 of the live day) widens to its number S4.
    const onLine = await reader().messages({ stationId: du, lineIds: ['L1'], channel: 'display' });
    expect(onLine.map((m) => m.id)).toContain(line);
    expect(onLine.map((m) => m.id)).not.toContain(atKa);
    // Priority 1 first; a message on display only is not an announcement.
    const both = await reader().messages({ stationId: ka, lineIds: ['S4'] });
    expect(both.findIndex((m) => m.id === line)).toBeLessThan(both.findIndex((m) => m.id === atKa));
    expect((await reader().messages({ stationId: du, lineIds: ['S4'], channel: 'announcement' })).map((m) => m.id)).not.toContain(line);
    // At a later instant the later one is in force.
    expect((await reader().messages({ stationId: ka, at: now + 2 * 3600_000 })).map((m) => m.id)).toContain(later);
    // A run asked by id finds a message scoped to its train number.
    const byTrain = await make('Zug 1005', { runIds: '1005' });
    await waitFor(async () => (await reader().messages({ runId: runId(t, 'U1-5') })).map((m) => m.id).includes(byTrain));
    expect((await reader().messages({ runId: runId(t, 'U2-5') })).map((m) => m.id)).not.toContain(byTrain);
  });

  it('negative list suppresses a display text (the announcement stays)', async () => {
    const r = await createMessage({ title: 'Aufzug Durlach', textDe: 'Aufzug zu Gleis 2 außer Betrieb.', textIt: 'Ascensore per il binario 2 fuori servizio.', status: 'published', stationIds: du });
    const id = String(r.data.createCustomerMessage.id);
    const onDisplay = async () => (await reader().messages({ stationId: du, channel: 'display' })).map((m) => m.id);
    expect(await onDisplay()).toContain(id);
    let changed = 0;
    const off = reader().onChanged(() => changed++);
    const neg = await t.gql<{ createConnectionNegativeEntry: { id: string } }>(
      `mutation { createConnectionNegativeEntry(kind: "station", stationId: "${du}", channels: ["display"], validFrom: "2020-01-01", active: true) { id } }`, undefined, 'de', 'dispatcher');
    expect(neg.errors).toBeUndefined();
    await waitFor(async () => !(await onDisplay()).includes(id));
    expect(changed).toBeGreaterThan(0);
    off();
    expect((await reader().messages({ stationId: du, channel: 'announcement' })).map((m) => m.id)).toContain(id);
    const any: PublicMessage | undefined = (await reader().messages({ stationId: du })).find((m) => m.id === id);
    expect(any?.channels).toEqual(['announcement', 'web']);
    // A time window that does not include now lifts it.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: t.engine.tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(t.engine.clock.now());
    const hour = Number(local.slice(0, 2));
    const from = `${String((hour + 2) % 24).padStart(2, '0')}:00`;
    const to = `${String((hour + 3) % 24).padStart(2, '0')}:00`;
    const u = await t.gql(`mutation { updateConnectionNegativeEntry(id: "${neg.data.createConnectionNegativeEntry.id}", timeFrom: "${from}", timeTo: "${to}") { id } }`, undefined, 'de', 'dispatcher');
    expect(u.errors).toBeUndefined();
    await waitFor(async () => (await onDisplay()).includes(id));
  });

  it('bus information and bus connections only where a ComBus release covers the station', async () => {
    const sev = await createMessage({ title: 'SEV', textDe: 'Ersatzbusse ab Bahnhofsvorplatz.', textIt: 'Bus sostitutivi dal piazzale.', status: 'published', stationIds: `${ka},${du}`, busInformation: true });
    const id = String(sev.data.createCustomerMessage.id);
    const c1 = await t.gql(`mutation { createStationConnection(stationId: "${ka}", mode: "bus", line: "Bus 12", direction: "Rathaus", place: "Steig C", walkTimeMin: 3, shownOnDisplays: true) { id } }`, undefined, 'de', 'dispatcher');
    const c2 = await t.gql(`mutation { createStationConnection(stationId: "${ka}", mode: "tram", line: "Tram 2", direction: "Wolfartsweier", shownOnDisplays: true) { id } }`, undefined, 'de', 'dispatcher');
    expect(c1.errors ?? c2.errors).toBeUndefined();
    const modes = async () => (await reader().stationConnections(ka)).map((c) => c.mode).sort();
    await waitFor(async () => (await modes()).length > 0);
    expect(await modes()).toEqual(['tram']);
    expect((await reader().messages({ stationId: ka, channel: 'display' })).map((m) => m.id)).not.toContain(id);
    const rel = await t.gql(`mutation { createComBusRelease(stationId: "${ka}", channels: ["display"], releasedBy: "KVV", validFrom: "2020-01-01", active: true) { id } }`);
    expect(rel.errors).toBeUndefined();
    await waitFor(async () => (await modes()).length === 2);
    const view = (await reader().stationConnections(ka)).find((c) => c.mode === 'bus');
    expect(view).toEqual({ mode: 'bus', line: 'Bus 12', direction: 'Rathaus', place: 'Steig C', walkTimeMin: 3 });
    expect((await reader().messages({ stationId: ka, channel: 'display' })).map((m) => m.id)).toContain(id);
    // Released for displays at Karlsruhe only: not announced there, not shown at Durlach.
    expect((await reader().messages({ stationId: ka, channel: 'announcement' })).map((m) => m.id)).not.toContain(id);
    expect((await reader().messages({ stationId: du, channel: 'display' })).map((m) => m.id)).not.toContain(id);
  });
});

describe('situation texts', () => {
  it('a published public text of an open situation is a message (source situation) until the situation is closed', async () => {
    const r = await t.db.query<{ id: string }>(
      `INSERT INTO situations (year, seq, state, title, category_id, severity, start_at, line_ids, created_by, updated_by, state_changed_by)
       VALUES (2026, 901, 'open', 'Signalstörung Durlach', 1, 'major', $1, '{S4}', 'd', 'd', 'd') RETURNING id::text AS id`,
      [new Date(t.engine.clock.now() - 3600_000).toISOString()]);
    const id = r.rows[0].id;
    await t.db.query(
      `INSERT INTO situation_texts (situation_id, channel, text_de, text_it, updated_by, published_de, published_it, published_version, published_by, published_at)
       VALUES ($1, 'display', 'a', 'b', 'd', 'S4: Verspätungen wegen Signalstörung.', 'S4: ritardi per guasto al segnale.', 1, 'd', now()),
              ($1, 'announcement', 'a', 'b', 'd', 'Durchsage S4', 'Annuncio S4', 1, 'd', now()),
              ($1, 'crew', 'a', 'b', 'd', 'Nur Personal', 'Solo personale', 1, 'd', now())`, [id]);
    t.app.situations.events.emit('changed', { ids: [id] });
    const find = async () => (await reader().messages({ lineIds: ['L1'] })).find((m) => m.situationId === id);
    await waitFor(async () => (await find()) !== undefined);
    expect(await find()).toMatchObject({
      source: 'situation', priority: 2, channels: ['announcement', 'display'], textDe: 'S4: Verspätungen wegen Signalstörung.',
      textIt: 'S4: ritardi per guasto al segnale.', announcementDe: 'Durchsage S4', announcementIt: 'Annuncio S4', lineIds: ['S4'],
    });
    await t.db.query("UPDATE situations SET state = 'closed', end_at = $2 WHERE id = $1", [id, new Date(t.engine.clock.now()).toISOString()]);
    t.app.situations.events.emit('changed', { ids: [id] });
    await waitFor(async () => (await find()) === undefined);
  });
});

interface MsgRow {
  status: string;
  source: string;
  text_de: string;
  text_it: string;
  text_en: string | null;
  announcement_de: string | null;
  announcement_it: string | null;
  measure_id: string;
  run_ids: string;
  template_values: string | null;
}

async function autoMessages(measureId: string): Promise<MsgRow[]> {
  await settled();
  return (await t.db.query<MsgRow>('SELECT * FROM customer_messages WHERE measure_id = $1 ORDER BY id', [measureId])).rows;
}

describe('automatic messages from measures', () => {
  async function seedTexts() {
    // The test app loads no demo rows: the seeded texts of the declaration are written here.
    for (const name of ['FisMessageText', 'AnnouncementTemplate']) {
      const decl = t.declarations.find((d) => d.name === name)!;
      const table = decl.table;
      for (const row of (decl.seed as { rows: Record<string, unknown>[] }).rows) {
        const cols = Object.keys(row).map((k) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
        await t.db.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
      }
    }
  }
  beforeAll(seedTexts);

  const cancel = 'mutation($runId: ID!, $reasonId: ID!) { cancelRun(runId: $runId, reasonId: $reasonId) { id } }';
  const delay = 'mutation($runId: ID!, $delayS: Int!, $reasonId: ID!) { delayRun(runId: $runId, delayS: $delayS, reasonId: $reasonId) { id } }';
  const undo = 'mutation($id: ID!) { undoMeasure(id: $id) }';

  it('a cancellation makes a published message in de, it and en with the reason; undo withdraws it', async () => {
    const id = runId(t, 'U1-6');
    const r = await t.gql<{ cancelRun: { id: string } }>(cancel, { runId: id, reasonId: t.reasons.TUER }, 'de', 'dispatcher');
    expect(r.errors).toBeUndefined();
    const [m] = await autoMessages(r.data.cancelRun.id);
    expect(m).toMatchObject({ status: 'published', source: 'auto', run_ids: id });
    expect(m.text_de).toContain('fällt ab');
    expect(m.text_de).toContain('Türstörung');
    expect(m.text_it).toContain('soppresso');
    expect(m.text_it).toContain('Guasto alle porte');
    expect(m.text_en).toContain('cancelled');
    expect(m.announcement_de).toContain('Türstörung');
    expect(m.announcement_it).toContain('Guasto alle porte');
    const inForce = await reader().messages({ runId: id, channel: 'display' });
    expect(inForce.find((x) => x.measureId === r.data.cancelRun.id)).toMatchObject({ source: 'auto', effect: 'NO_SERVICE' });
    const u = await t.gql(undo, { id: r.data.cancelRun.id }, 'de', 'dispatcher');
    expect(u.errors).toBeUndefined();
    const [after] = await autoMessages(r.data.cancelRun.id);
    expect(after.status).toBe('withdrawn');
    expect((await reader().messages({ runId: id })).some((x) => x.measureId === r.data.cancelRun.id)).toBe(false);
  });

  it('a delay of 12 min says 12 in German and Italian; below PAX_AUTO_DELAY_MIN nothing; a newer delay replaces the message', async () => {
    const id = runId(t, 'U1-7');
    const small = await t.gql<{ delayRun: { id: string } }>(delay, { runId: id, delayS: 180, reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    expect(await autoMessages(small.data.delayRun.id)).toEqual([]);
    const r = await t.gql<{ delayRun: { id: string } }>(delay, { runId: id, delayS: 12 * 60 + 40, reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    const [m] = await autoMessages(r.data.delayRun.id);
    expect(m.text_de).toContain('ca. 12 Min.');
    expect(m.text_it).toContain('circa 12 min.');
    expect(m.text_de).toContain('Signalstörung');
    expect(m.text_it).toContain('Guasto al segnale');
    expect(m.announcement_de).toContain('circa 12 Minuten');
    expect(m.announcement_it).toContain('circa 12 minuti');
    expect(m.template_values).toContain('minutes: 12');
    const again = await t.gql<{ delayRun: { id: string } }>(delay, { runId: id, delayS: 20 * 60, reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    const [newer] = await autoMessages(again.data.delayRun.id);
    expect(newer.text_de).toContain('ca. 20 Min.');
    expect((await autoMessages(r.data.delayRun.id))[0].status).toBe('withdrawn');
    const live = (await reader().messages({ runId: id, channel: 'web' })).filter((x) => x.source === 'auto');
    expect(live.map((x) => x.measureId)).toEqual([again.data.delayRun.id]);
  });

  it('held, broken connection and platform change: the station, feeder, time and platform in de and it; a connection pair on the negative list', async () => {
    const departing = runId(t, 'U1-9');
    const feeder = runId(t, 'U2-8');
    const connectionId = `77|${feeder}|${departing}`;
    const stops = t.engine.runStops(departing);
    const at = stops[2];
    const feederRun = t.engine.getRun(feeder)!;
    const hold = await t.engine.applyMeasure({ runId: departing, type: 'hold', reasonId: t.reasons.SIGNAL, comment: '', fromStopId: at.stopId, delayS: 240, connectionId }, 'dispatcher');
    const [m] = await autoMessages(hold.id);
    const zero = serviceDayZero(t.day, t.engine.tz);
    const until = new Intl.DateTimeFormat('de-DE', { timeZone: t.engine.tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(zero + (at.plannedDeparture! + 240) * 1000);
    expect(m.text_de).toContain(`wartet in ${at.name} auf S4 ${feederRun.trainNumber}, Abfahrt ca. ${until}`);
    expect(m.text_it).toContain(`a ${at.name} attende S4 ${feederRun.trainNumber}, partenza verso le ${until}`);
    expect(m.announcement_de).toContain(`Reisende aus S4 ${feederRun.trainNumber}`);
    const row = (await t.db.query<{ station_ids: string | null; connection_id: string }>('SELECT station_ids, connection_id FROM customer_messages WHERE measure_id = $1', [hold.id])).rows[0];
    expect(row).toEqual({ station_ids: at.stationId, connection_id: connectionId });
    // The pair S4 → S4 on the negative list: not announced, still on the web.
    const neg = await t.gql<{ createConnectionNegativeEntry: { id: string } }>(
      'mutation { createConnectionNegativeEntry(kind: "connectionPair", fromLine: "S4", toLine: "S4", channels: ["announcement"], validFrom: "2020-01-01", active: true) { id } }', undefined, 'de', 'dispatcher');
    expect(neg.errors).toBeUndefined();
    const held = async (channel: 'display' | 'announcement' | 'web') => (await reader().messages({ runId: departing, channel })).some((x) => x.measureId === hold.id);
    await waitFor(async () => !(await held('announcement')));
    expect(await held('display')).toBe(true);
    expect(await held('web')).toBe(true);
    await t.gql(`mutation { deleteConnectionNegativeEntry(id: "${neg.data.createConnectionNegativeEntry.id}") { id } }`, undefined, 'de', 'dispatcher');

    const broken = await t.engine.applyMeasure({ runId: departing, type: 'breakConnection', reasonId: t.reasons.TUER, comment: '', fromStopId: at.stopId, connectionId }, 'dispatcher');
    const [b] = await autoMessages(broken.id);
    expect(b.text_de).toContain(`Der Anschluss von S4 ${feederRun.trainNumber}`);
    expect(b.text_de).toContain('Türstörung');
    expect(b.text_it).toContain('Guasto alle porte');

    const platform = await t.engine.applyMeasure({ runId: departing, type: 'platformChange', reasonId: t.reasons.SIGNAL, comment: '', fromStopId: at.stopId, platform: '7' }, 'dispatcher');
    const [p] = await autoMessages(platform.id);
    expect(p.text_de).toContain(`fährt in ${at.name} heute von Gleis 7`);
    expect(p.text_it).toContain('dal binario 7');
    expect(p.text_en).toContain('platform 7');
  });

  it('a negative-list line entry keeps an automatic message off displays and announcements, not off the web', async () => {
    const id = runId(t, 'U2-7');
    const neg = await t.gql<{ createConnectionNegativeEntry: { id: string } }>(
      'mutation { createConnectionNegativeEntry(kind: "line", fromLine: "S 4", channels: ["display", "announcement"], validFrom: "2020-01-01", active: true) { id } }', undefined, 'de', 'dispatcher');
    expect(neg.errors).toBeUndefined();
    const r = await t.gql<{ cancelRun: { id: string } }>(cancel, { runId: id, reasonId: t.reasons.SIGNAL }, 'de', 'dispatcher');
    await settled();
    const mine = async (channel: 'display' | 'announcement' | 'web') =>
      (await reader().messages({ runId: id, channel })).filter((x) => x.measureId === r.data.cancelRun.id);
    await waitFor(async () => (await mine('web')).length === 1);
    expect(await mine('display')).toEqual([]);
    expect(await mine('announcement')).toEqual([]);
    await t.gql(`mutation { deleteConnectionNegativeEntry(id: "${neg.data.createConnectionNegativeEntry.id}") { id } }`, undefined, 'de', 'dispatcher');
    await waitFor(async () => (await mine('display')).length === 1);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
