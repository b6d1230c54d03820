/**
 * Situation report core on a live operating day: a delay taken with situationId is linked and
 * timed in the timeline, refused before it is taken when not allowed; undo writes measureUndone;
 * attach/detach; the impact preview lists the runs of a line, a station, a section; attachments
 * (type and size refused de/it, rights on download); situationsChanged filtered per subscriber.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDayZero } from '../../server/operations/live/time';
import { ATTACHMENT_MAX_BYTES } from '../../src/shared/situations/model';
import { mintToken } from './helpers';
import { getRun, runId, startLiveApp, type LiveTestApp } from './live-support';
import {
  callerHeaders, CREATE, createCategory, DISPATCHER, gqlAs, grant, ok, ONE, situationInput, TIMELINE, TRANSITION,
  type Caller, type SituationView, type TimelineView,
} from './situation-support';

let t: LiveTestApp;
let cat: string;
let hiddenCat: string;
let zero: number;
const VIEWER: Caller = { username: 'viewer', roles: ['viewer'] };
const DISPATCHER_B: Caller = { username: 'd.other', roles: ['dispatcher'] };

beforeAll(async () => {
  t = await startLiveApp({ at: 6.5 * 3600 });
  zero = serviceDayZero(t.day, t.engine.tz);
  cat = await createCategory(t, 'BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  hiddenCat = await createCategory(t, 'PERSONAL', 'Personal', 'Personale');
  await grant(t, cat, 'role', 'dispatcher', { view: true, edit: true, publish: true, close: true });
  await grant(t, cat, 'role', 'viewer', { view: true });
  await grant(t, hiddenCat, 'user', 'dispatcher', { view: true, edit: true });
});
afterAll(async () => {
  await t?.close();
});

const at = (h: number) => new Date(zero + h * 3600_000).toISOString();

async function openSituation(categoryId = cat, as: Caller = DISPATCHER): Promise<SituationView> {
  return (await ok(gqlAs<{ createSituation: SituationView }>(t, as, CREATE, { input: situationInput(categoryId, { open: true, startAt: at(5) }) }))).createSituation;
}

async function timeline(id: string): Promise<TimelineView> {
  return (await ok(gqlAs<{ situationTimeline: TimelineView }>(t, DISPATCHER, TIMELINE, { id, perPage: 100 }))).situationTimeline;
}

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const DELAY = `mutation($runId: ID!, $delayS: Int!, $reasonId: ID!, $situationId: ID) {
  delayRun(runId: $runId, delayS: $delayS, reasonId: $reasonId, situationId: $situationId) { id type createdBy } }`;

describe('measures of a situation', () => {
  it('delayRun(situationId) links the measure with a timeline entry; undo writes measureUndone', async () => {
    const s = await openSituation();
    const id = runId(t, 'U1-4');
    const r = await ok(gqlAs<{ delayRun: { id: string; type: string } }>(t, DISPATCHER, DELAY, { runId: id, delayS: 600, reasonId: t.reasons.SIGNAL, situationId: s.id }));
    const one = (await ok(gqlAs<{ situation: SituationView }>(t, DISPATCHER, ONE, { id: s.id }))).situation;
    expect(one.measures).toEqual([{ measureId: r.delayRun.id, runId: id, type: 'delay', createdBy: 'dispatcher', undone: false }]);
    const taken = (await timeline(s.id)).items[0];
    expect(taken).toMatchObject({ kind: 'measureTaken', createdBy: 'dispatcher', data: { measureId: r.delayRun.id, type: 'delay', runId: id, trainNumber: '1004' } });
    expect(taken.text).toBe('Maßnahme Verspätung für Zug 1004 ergriffen von dispatcher');

    await ok(gqlAs(t, DISPATCHER_B, 'mutation($id: ID!) { undoMeasure(id: $id) }', { id: r.delayRun.id }));
    const undone = await until(async () => (await timeline(s.id)).items.find((e) => e.kind === 'measureUndone'));
    expect(undone).toMatchObject({ createdBy: 'd.other', data: { measureId: r.delayRun.id, type: 'delay' } });
    const after = (await ok(gqlAs<{ situation: SituationView }>(t, DISPATCHER, ONE, { id: s.id }))).situation;
    expect(after.measures[0].undone).toBe(true);
  });

  it('refuses before taking the measure: view-only on the category, closed situation, hidden category', async () => {
    // d.view is a dispatcher by role but holds only view on Personal (no role row there).
    await grant(t, hiddenCat, 'user', 'd.view', { view: true });
    const personal = await openSituation(hiddenCat);
    const denied = await gqlAs(t, { username: 'd.view', roles: ['dispatcher'] }, DELAY, { runId: runId(t, 'U1-5'), delayS: 300, reasonId: t.reasons.SIGNAL, situationId: personal.id });
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(denied.errors?.[0].message).toBe('Keine Berechtigung: Situationen der Kategorie „Personal“ dürfen Sie nicht anlegen oder bearbeiten.');
    expect((await getRun(t, runId(t, 'U1-5'))).measure).toBeNull();

    const s = await openSituation();
    const closed = (await ok(gqlAs<{ transitionSituation: SituationView }>(t, DISPATCHER, TRANSITION, { id: s.id, version: s.version, to: 'closed' }))).transitionSituation;
    const r = await gqlAs(t, DISPATCHER, DELAY, { runId: runId(t, 'U1-6'), delayS: 300, reasonId: t.reasons.SIGNAL, situationId: closed.id }, 'it');
    expect(r.errors?.[0].message).toBe(`Le misure si possono collegare solo a situazioni aperte o stabili; la situazione ${closed.number} è chiusa.`);
    expect((await getRun(t, runId(t, 'U1-6'))).measure).toBeNull();

    // A category d.other may not view: answered like an absent situation, nothing taken.
    const h = await gqlAs(t, DISPATCHER_B, DELAY, { runId: runId(t, 'U2-6'), delayS: 300, reasonId: t.reasons.SIGNAL, situationId: personal.id });
    expect(h.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await getRun(t, runId(t, 'U2-6'))).measure).toBeNull();
  });

  it('attachMeasure links an earlier measure, detachMeasure removes the link', async () => {
    const s = await openSituation();
    const id = runId(t, 'U2-5');
    const m = await ok(gqlAs<{ delayRun: { id: string } }>(t, DISPATCHER, DELAY, { runId: id, delayS: 120, reasonId: t.reasons.SIGNAL }));
    const a = await ok(gqlAs<{ attachMeasure: SituationView }>(t, DISPATCHER, 'mutation($s: ID!, $m: ID!) { attachMeasure(situationId: $s, measureId: $m) { measures { measureId type } } }', { s: s.id, m: m.delayRun.id }));
    expect(a.attachMeasure.measures).toEqual([{ measureId: m.delayRun.id, type: 'delay' }]);
    expect((await timeline(s.id)).items[0]).toMatchObject({ kind: 'measureAttached', data: { measureId: m.delayRun.id } });
    const unknown = await gqlAs(t, DISPATCHER, 'mutation($s: ID!) { attachMeasure(situationId: $s, measureId: "999999") { id } }', { s: s.id });
    expect(unknown.errors?.[0].message).toBe('Die Maßnahme „999999“ gibt es am aktuellen Betriebstag nicht.');
    const d = await ok(gqlAs<{ detachMeasure: SituationView }>(t, DISPATCHER, 'mutation($s: ID!, $m: ID!) { detachMeasure(situationId: $s, measureId: $m) { measures { measureId } } }', { s: s.id, m: m.delayRun.id }));
    expect(d.detachMeasure.measures).toEqual([]);
  });
});

describe('impact preview', () => {
  const Q = 'query($input: SituationImpactInput!) { situationImpact(input: $input) { runId trainNumber lineId departure affectedStops } }';
  type Impact = { situationImpact: { runId: string; trainNumber: string; lineId: string; departure: string; affectedStops: string[] }[] };

  it('lists the runs of a line within the period', async () => {
    const r = await ok(gqlAs<Impact>(t, DISPATCHER, Q, { input: { lineIds: ['L1'], stationIds: [], sectionIds: [], startAt: at(6.5), endAt: at(7.5) } }));
    // 06:30–07:30: runs every 27 min 40 s from 05:00 (U1) and 05:30 (U2), 17 min 40 s each; under
    // way in the hour: 1003 (06:23–06:41), 1004 (06:50), 1005 (07:18), 2002 (06:25), 2003 (06:53), 2004 (07:21).
    expect(r.situationImpact.map((x) => x.trainNumber).sort()).toEqual(['1003', '1004', '1005', '2002', '2003', '2004']);
    for (const x of r.situationImpact) expect(x.lineId).toBe('L1');
    expect(r.situationImpact[0].affectedStops.length).toBeGreaterThan(0);
  });

  it('a station limits the stops named; a period without runs lists none; no view rights list none', async () => {
    const r = await ok(gqlAs<Impact>(t, DISPATCHER, Q, { input: { lineIds: [], stationIds: ['102'], sectionIds: [], startAt: at(6.5), endAt: at(7.5) } }));
    expect(r.situationImpact.length).toBeGreaterThan(0);
    for (const x of r.situationImpact) expect(x.affectedStops).toEqual(['Durlach']);
    const none = await ok(gqlAs<Impact>(t, DISPATCHER, Q, { input: { lineIds: ['L1'], stationIds: [], sectionIds: [], startAt: at(1), endAt: at(2) } }));
    expect(none.situationImpact).toEqual([]);
    const noRights = await ok(gqlAs<Impact>(t, { username: 'p.plan', roles: ['planner'] }, Q, { input: { lineIds: ['L1'], stationIds: [], sectionIds: [], startAt: at(6.5), endAt: at(7.5) } }));
    expect(noRights.situationImpact).toEqual([]);
  });
});

describe('attachments', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

  function form(fileName: string, bytes: Buffer, type = 'application/octet-stream'): { body: Buffer; contentType: string } {
    const boundary = '----leitstelle' + Math.random().toString(16).slice(2);
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
    return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
  }

  async function upload(id: string, fileName: string, bytes: Buffer, as: Caller = DISPATCHER, lang = 'de') {
    const f = form(fileName, bytes, 'image/png');
    const res = await t.app.inject({ method: 'POST', url: `/api/situations/${id}/attachments`, headers: { ...(await callerHeaders(as, lang)), 'content-type': f.contentType }, payload: f.body });
    return { status: res.statusCode, body: res.json() as { id: string; size: number; contentType: string; errors?: { message: string }[] } };
  }

  it('stores an image, serves it back with its name, and writes the timeline', async () => {
    const s = await openSituation();
    const up = await upload(s.id, 'Stellwerk Durlach.png', PNG);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    const get = await t.app.inject({ method: 'GET', url: `/api/situations/${s.id}/attachments/${up.body.id}`, headers: await callerHeaders(VIEWER) });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(String(get.headers['content-disposition'])).toContain("filename*=UTF-8''Stellwerk%20Durlach.png");
    expect(Buffer.compare(get.rawPayload, PNG)).toBe(0);
    expect((await timeline(s.id)).items[0]).toMatchObject({ kind: 'attachment', data: { fileName: 'Stellwerk Durlach.png', size: PNG.length } });
    const one = (await ok(gqlAs<{ situation: SituationView }>(t, DISPATCHER, ONE, { id: s.id }))).situation;
    expect(one.attachments.map((a) => a.fileName)).toEqual(['Stellwerk Durlach.png']);
    // Nobody without view on the category: 404; deleting needs edit.
    const none = await t.app.inject({ method: 'GET', url: `/api/situations/${s.id}/attachments/${up.body.id}`, headers: await callerHeaders({ username: 'p.plan', roles: ['planner'] }) });
    expect(none.statusCode).toBe(404);
    const del = await gqlAs(t, VIEWER, 'mutation($s: ID!, $a: ID!) { deleteAttachment(situationId: $s, attachmentId: $a) }', { s: s.id, a: up.body.id });
    expect(del.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ok(gqlAs<{ deleteAttachment: boolean }>(t, DISPATCHER, 'mutation($s: ID!, $a: ID!) { deleteAttachment(situationId: $s, attachmentId: $a) }', { s: s.id, a: up.body.id }))).deleteAttachment).toBe(true);
  });

  it('refuses other types, too large files (de/it), viewers and closed situations', async () => {
    const s = await openSituation();
    const html = await upload(s.id, 'bild.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(415);
    expect(html.body.errors?.[0].message).toBe('Die Datei „bild.png“ ist kein Bild (PNG, JPEG, GIF, WebP) und kein PDF.');
    const big = await upload(s.id, 'gross.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(ATTACHMENT_MAX_BYTES)]), DISPATCHER, 'it');
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0].message).toBe('Il file è troppo grande: al massimo 10 MB per allegato.');
    const viewer = await upload(s.id, 'a.png', PNG, VIEWER);
    expect(viewer.status).toBe(403);
    const closed = await ok(gqlAs<{ transitionSituation: SituationView }>(t, DISPATCHER, TRANSITION, { id: s.id, version: s.version, to: 'closed' }));
    const late = await upload(s.id, 'a.png', PNG);
    expect(late.status).toBe(400);
    expect(late.body.errors?.[0].message).toContain(`${closed.transitionSituation.number} ist abgeschlossen`);
    const one = (await ok(gqlAs<{ situation: SituationView }>(t, DISPATCHER, ONE, { id: s.id }))).situation;
    expect(one.attachments).toEqual([]);
  });
});

describe('situationsChanged', () => {
  let port = 0;
  const clients: Client[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
  });

  function client(c: Caller): Client {
    const cl = createClient({
      url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true,
      connectionParams: async () => ({
        Authorization: `Bearer ${await mintToken({ role: c.roles[0], claims: { preferred_username: c.username, sub: `user-${c.username}`, realm_access: { roles: c.roles } } })}`,
      }),
    });
    clients.push(cl);
    return cl;
  }

  function collect(cl: Client): { ids: string[][]; stop: () => void } {
    const got: string[][] = [];
    const stop = cl.subscribe<{ situationsChanged: { ids: string[] } }>({ query: 'subscription { situationsChanged { ids } }' }, {
      next: (m) => {
        if (m.data) got.push(m.data.situationsChanged.ids);
      },
      error: () => undefined,
      complete: () => undefined,
    });
    return { ids: got, stop };
  }

  it('tells each subscriber only of categories it may view, coalesced to one notice a second', async () => {
    const viewer = collect(client(VIEWER));
    const dispatcher = collect(client(DISPATCHER));
    const NOTE = 'mutation($id: ID!, $n: String!) { addTimelineEntry(situationId: $id, text: $n) { id } }';
    const visible = await openSituation();
    const hidden = await openSituation(hiddenCat);
    // Both subscriptions are live once a write reaches both (the socket's start takes its time on a busy machine).
    await until(async () => {
      await ok(gqlAs(t, DISPATCHER, NOTE, { id: visible.id, n: 'Probe' }));
      await new Promise((r) => setTimeout(r, 200));
      return viewer.ids.length > 0 && dispatcher.ids.length > 0;
    }, 10_000);
    await new Promise((r) => setTimeout(r, 1100));
    viewer.ids.length = 0;
    dispatcher.ids.length = 0;
    await ok(gqlAs(t, DISPATCHER, NOTE, { id: hidden.id, n: 'Personal informiert' }));
    for (let k = 0; k < 5; k++) await ok(gqlAs(t, DISPATCHER, NOTE, { id: visible.id, n: `Notiz ${k}` }));
    await until(async () => dispatcher.ids.flat().includes(hidden.id) && viewer.ids.flat().includes(visible.id));
    await new Promise((r) => setTimeout(r, 1200));
    expect(viewer.ids.flat()).not.toContain(hidden.id);
    expect(dispatcher.ids.flat()).toContain(visible.id);
    // Six writes in well under a second: at most two notices (the first at once, the rest together).
    expect(dispatcher.ids.length).toBeLessThanOrEqual(2);
    expect(viewer.ids.length).toBeLessThanOrEqual(2);
    viewer.stop();
    dispatcher.stop();
  });
});
