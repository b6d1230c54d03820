/**
 * Situation report, part "exports" (issue 13 item 10): a situation's PDF and a period's PDF, XLSX
 * and CSV as jobs written in a worker thread, read back with independent readers (pdf.js, a ZIP
 * reader), rights per category, and the scheduled export driven by the situation clock (due once
 * with two overlapping runDue calls, the operator's midnight, mailed, logged). Situations are
 * inserted by SQL (the core part owns their API).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJobView, ScheduledExportRunView } from '../../src/shared/situations/exportApi';
import type { MailMessage, Mailer } from '../../server/situations/mail';
import { readZip, sheetRows } from '../unit/export/readZip';
import { pdfPageTexts } from '../unit/pdf/pdfText';
import { authHeaders, mintToken, startTestApp, type TestApp } from './helpers';

let t: TestApp;
const ids: Record<string, string> = {};
const T0 = Date.parse('2026-11-25T08:00:00Z');
const TIMELINE_ENTRIES = 40;

/** The pages' text with line breaks as spaces (wrapped lines read as one text). */
const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await t.db.query<T>(sql, params)).rows[0];
}

async function insertSituation(seq: number, title: string, state: string, categoryId: string, startAt: string, extra: { endAt?: string; subcategoryId?: string; lineIds?: string[]; stationIds?: string[] } = {}): Promise<string> {
  const r = await one<{ id: string }>(
    `INSERT INTO situations (year, seq, state, title, category_id, subcategory_id, severity, priority, start_at, end_at, line_ids, station_ids, run_ids, description,
       delay_minutes, reason_de, reason_it, created_by, updated_by, state_changed_by)
     VALUES (2026, $1, $2, $3, $4, $5, 'major', 'high', $6, $7, $8, $9, '{2026-11-25:S4-84512}', $10, 12, 'einer Weichenstörung', 'un guasto allo scambio',
       'dispatcher', 'dispatcher', 'dispatcher') RETURNING id::text AS id`,
    [seq, state, title, categoryId, extra.subcategoryId ?? null, startAt, extra.endAt ?? null, extra.lineIds ?? [], extra.stationIds ?? [],
      'Weiche 12 in Durlach lässt sich nicht umstellen.\nZüge über Gleis 2; Fahrgäste in Grötzingen informiert.'],
  );
  return r.id;
}

async function headers(role: 'admin' | 'dispatcher' | 'viewer' | 'none', lang = 'de'): Promise<Record<string, string>> {
  if (role !== 'none') return authHeaders(role, lang);
  // A signed-in user without any application role: no right on any category.
  const token = await mintToken({ role: 'viewer', claims: { realm_access: { roles: ['offline_access'] }, sub: 'user-none', preferred_username: 'nobody' } });
  return { authorization: `Bearer ${token}`, 'accept-language': lang };
}

/** Starts a job, polls it to its end (recording the progress seen) and fetches the file. */
async function exportFile(body: Record<string, unknown>, role: 'admin' | 'dispatcher' | 'viewer' | 'none' = 'dispatcher', lang = 'de') {
  const h = await headers(role, lang);
  const start = await t.app.inject({ method: 'POST', url: '/api/situations/exports', headers: h, payload: body });
  expect(start.statusCode, start.body).toBe(202);
  let job = start.json() as ExportJobView;
  const seen = [job.progress];
  const deadline = Date.now() + 60_000;
  while (job.state === 'running' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    job = (await t.app.inject({ method: 'GET', url: `/api/situations/exports/${job.id}`, headers: h })).json() as ExportJobView;
    seen.push(job.progress);
  }
  expect(job.state, job.error ?? '').toBe('done');
  const file = await t.app.inject({ method: 'GET', url: `/api/situations/exports/${job.id}/file`, headers: h });
  expect(file.statusCode).toBe(200);
  return { job, seen, file, bytes: new Uint8Array(file.rawPayload) };
}

beforeAll(async () => {
  t = await startTestApp();
  t.app.situations.clock.now = () => T0;
  const cat = async (code: string, name: string, nameIt: string) =>
    (await one<{ id: string }>(`INSERT INTO categories (code, name, name_it, usage) VALUES ($1, $2, $3, '{situationReport}') RETURNING id::text AS id`, [code, name, nameIt])).id;
  ids.betrieb = await cat('BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  ids.extern = await cat('EXTERN', 'Externe Einflüsse', 'Cause esterne');
  ids.weiche = (await one<{ id: string }>(`INSERT INTO subcategories (category_id, code, name, name_it, severity) VALUES ($1, 'WEICHE', 'Weichenstörung', 'Guasto allo scambio', 'major') RETURNING id::text AS id`, [ids.betrieb])).id;
  ids.lineS4 = (await one<{ id: string }>(`INSERT INTO lines (line_number, name, product, color, text_color, valid_from) VALUES ('S4', 'Karlsruhe – Heilbronn', 'tramTrain', '#00A76D', '#FFFFFF', '2026-01-01') RETURNING id::text AS id`)).id;
  ids.durlach = (await one<{ id: string }>(`INSERT INTO stations (name, station_code) VALUES ('Durlach', 'RD') RETURNING id::text AS id`)).id;
  ids.sit = await insertSituation(42, 'Weichenstörung in Durlach – Gleis 3 gesperrt', 'open', ids.betrieb, '2026-11-25T07:40:00Z', { subcategoryId: ids.weiche, lineIds: [ids.lineS4], stationIds: [ids.durlach] });
  ids.ext = await insertSituation(43, 'Polizeieinsatz Bretten', 'closed', ids.extern, '2026-11-25T06:00:00Z', { endAt: '2026-11-25T07:00:00Z' });
  ids.older = await insertSituation(7, 'Stellwerksausfall Söllingen', 'closed', ids.betrieb, '2026-11-20T06:00:00Z', { endAt: '2026-11-20T09:00:00Z' });
  for (let i = 0; i < TIMELINE_ENTRIES; i += 1) {
    await t.db.query(
      `INSERT INTO situation_timeline (situation_id, kind, event_at, created_by, text, data) VALUES ($1, $2, $3, 'dispatcher', $4, $5)`,
      i === 0
        ? [ids.sit, 'state', new Date(T0 - 20 * 60_000).toISOString(), '', JSON.stringify({ from: 'draft', to: 'open' })]
        : [ids.sit, 'note', new Date(T0 - 20 * 60_000 + i * 30_000).toISOString(), `Eintrag ${i}: Fahrgäste über Lautsprecher informiert, Zugführer benachrichtigt`, null],
    );
  }
  // Rights per category (/rechte_fuer_kategorien): dispatchers view both categories, viewers only the operating one.
  await t.db.query(`INSERT INTO category_rights (category_id, subject_kind, subject, view, edit) VALUES ($1, 'role', 'dispatcher', true, true), ($2, 'role', 'dispatcher', true, true), ($1, 'role', 'viewer', true, false)`, [ids.betrieb, ids.extern]);
  ids.cause = (await one<{ id: string }>(`INSERT INTO selection_list_entries (list, code, name_de, name_it) VALUES ('cause', 'TECHNIK', 'Technische Störung', 'Guasto tecnico') RETURNING id::text AS id`)).id;
  await t.db.query('UPDATE situations SET cause_id = $2 WHERE id = $1', [ids.sit, ids.cause]);
  await t.db.query(`INSERT INTO situation_measures (situation_id, measure_id, run_id, type, created_by) VALUES ($1, 'm-1', '2026-11-25:S4-84512', 'delay', 'dispatcher')`, [ids.sit]);
  await t.db.query(
    `INSERT INTO situation_texts (situation_id, channel, text_de, text_it, updated_by, published_de, published_it, published_version, published_by, published_at)
     VALUES ($1, 'display', $2, $3, 'dispatcher', $2, $3, 1, 'dispatcher', '2026-11-25T07:50:00Z')`,
    [ids.sit, 'S4: ca. 12 Min. Verspätung wegen einer Weichenstörung.', 'S4: ritardo di circa 12 min. a causa di un guasto allo scambio.'],
  );
  ids.m1 = (await one<{ id: string }>(`INSERT INTO catalog_measures (category_id, text_de, text_it, required, sort_order, active) VALUES ($1, 'Züge per Funk informieren', 'Informare i treni via radio', true, 10, true) RETURNING id::text AS id`, [ids.betrieb])).id;
  await t.db.query(`INSERT INTO catalog_measures (category_id, text_de, text_it, required, sort_order, active) VALUES ($1, 'Entstördienst alarmieren', 'Allertare il servizio guasti', true, 20, true)`, [ids.betrieb]);
  await t.db.query(`INSERT INTO situation_checklist (situation_id, measure_id, done, changed_by) VALUES ($1, $2, true, 'dispatcher')`, [ids.sit, ids.m1]);
}, 120_000);

afterAll(() => t?.close());

describe("a situation's PDF", () => {
  it('is written off the request path with progress, and holds every part in German', async () => {
    const { job, seen, file, bytes } = await exportFile({ kind: 'situation', situationId: ids.sit, format: 'pdf', brand: 'avg' });
    expect(seen[0]).toBeLessThan(1);
    expect(job.progress).toBe(1);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain('Lagebericht_2026-0042.pdf');
    const pages = await pdfPageTexts(bytes);
    const text = flat(pages);
    expect(text).toContain('Lagebericht 2026-0042: Weichenstörung in Durlach – Gleis 3 gesperrt');
    expect(text).toContain('Leitstelle AVG');
    expect(text).toContain('Betriebsstörung › Weichenstörung');
    expect(text).toContain('Ursache Technische Störung');
    expect(text).toContain('S4 Karlsruhe – Heilbronn');
    expect(text).toContain('Weiche 12 in Durlach lässt sich nicht umstellen.');
    expect(text).toContain('S4: ca. 12 Min. Verspätung wegen einer Weichenstörung.');
    expect(text).toContain('1 von 2 Maßnahmen erledigt');
    expect(text).toContain('2026-11-25:S4-84512 Verspätung dispatcher');
    expect(text).toContain('Entwurf » offen');
    for (let i = 1; i < TIMELINE_ENTRIES; i += 1) expect(text).toContain(`Eintrag ${i}:`);
    // Times in the operator's zone (Europe/Berlin, UTC+1 in November): 07:40Z is 08:40.
    expect(text).toContain('25.11.2026, 08:40');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`);
    // The export is recorded in the situation's timeline.
    const entry = await one<{ kind: string; created_by: string; data: { fileName: string } }>(
      `SELECT kind, created_by, data FROM situation_timeline WHERE situation_id = $1 AND kind = 'export'`, [ids.sit]);
    expect(entry).toMatchObject({ kind: 'export', created_by: 'dispatcher', data: { fileName: 'Lagebericht_2026-0042.pdf' } });
  });

  it('is Italian for an Italian caller, with the brand named in its language', async () => {
    const { bytes, file } = await exportFile({ kind: 'situation', situationId: ids.sit, format: 'pdf', brand: 'sag' }, 'viewer', 'it');
    expect(String(file.headers['content-disposition'])).toContain('Rapporto_2026-0042.pdf');
    const text = flat(await pdfPageTexts(bytes));
    expect(text).toContain('Rapporto di situazione 2026-0042');
    expect(text).toContain('Centrale operativa SAG');
    expect(text).toContain('Perturbazione di esercizio › Guasto allo scambio');
    expect(text).toContain('Causa Guasto tecnico');
    expect(text).toContain('Cronologia');
    expect(text).toContain('bozza » aperto');
    expect(text).toContain('1 misure su 2 eseguite');
    expect(text).toContain('S4: ritardo di circa 12 min. a causa di un guasto allo scambio.');
    expect(text).toContain('25/11/2026, 08:40');
    expect(text).toContain('Pagina 1 di');
  });
});

describe("a period's situations", () => {
  const period = { kind: 'period', from: '2026-11-24T23:00:00Z', to: '2026-11-25T23:00:00Z', brand: 'avg' };

  it('as XLSX with German headers and values in the operator zone', async () => {
    const { bytes, job } = await exportFile({ ...period, format: 'xlsx' });
    expect(job.rows).toBe(2);
    const rows = sheetRows(readZip(bytes).get('xl/worksheets/sheet1.xml')!);
    expect(rows[0].slice(0, 4)).toEqual(['Nummer', 'Titel', 'Zustand', 'Kategorie']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['2026-0043', '2026-0042']);
    expect(rows[2]).toContain('Weichenstörung in Durlach – Gleis 3 gesperrt');
    expect(rows[2]).toContain('25.11.2026, 08:40');
    expect(rows[1]).toContain('abgeschlossen');
  });

  it('as CSV with Italian headers', async () => {
    const { bytes, file } = await exportFile({ ...period, format: 'csv' }, 'admin', 'it');
    expect(String(file.headers['content-type'])).toMatch(/^text\/csv/);
    const csv = new TextDecoder().decode(bytes);
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header.split(';').slice(0, 6)).toEqual(['Numero', 'Titolo', 'Stato', 'Categoria', 'Sottocategoria', 'Gravità']);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Perturbazione di esercizio');
    expect(lines[1]).toContain('25/11/2026, 08:40');
  });

  it('as a PDF summary table', async () => {
    const { bytes } = await exportFile({ ...period, format: 'pdf' });
    const text = flat(await pdfPageTexts(bytes));
    expect(text).toContain('Lageberichte vom 25.11.2026, 00:00 bis 26.11.2026, 00:00');
    expect(text).toContain('2 Lageberichte im Zeitraum');
    expect(text).toContain('Polizeieinsatz Bretten');
    expect(text).not.toContain('Söllingen');
  });
});

describe('rights and refusals', () => {
  it('leaves out the situations of a category the caller may not view', async () => {
    const denied = await t.app.inject({ method: 'POST', url: '/api/situations/exports', headers: await headers('viewer'), payload: { kind: 'situation', situationId: ids.ext, format: 'pdf', brand: 'avg' } });
    expect(denied.statusCode).toBe(404);
    const { job, bytes } = await exportFile({ kind: 'period', from: '2026-11-24T23:00:00Z', to: '2026-11-25T23:00:00Z', format: 'csv', brand: 'avg' }, 'viewer');
    expect(job.rows).toBe(1);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain('Weichenstörung in Durlach');
    expect(csv).not.toContain('Polizeieinsatz Bretten');
  });

  it('exports nothing to a user without any right', async () => {
    for (const lang of ['de', 'it']) {
      const h = await headers('none', lang);
      const res = await t.app.inject({ method: 'POST', url: '/api/situations/exports', headers: h, payload: { kind: 'situation', situationId: ids.sit, format: 'pdf', brand: 'avg' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].message).toMatch(lang === 'de' ? /nicht sehen/ : /non è visibile/);
    }
    const { job, bytes } = await exportFile({ kind: 'period', from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z', format: 'csv', brand: 'avg' }, 'none');
    expect(job.rows).toBe(0);
    expect(new TextDecoder().decode(bytes)).not.toContain('Weichenstörung');
  });

  it("keeps one user's job from another", async () => {
    const mine = await t.app.inject({ method: 'POST', url: '/api/situations/exports', headers: await headers('dispatcher'), payload: { kind: 'situation', situationId: ids.sit, format: 'pdf', brand: 'avg' } });
    const id = (mine.json() as ExportJobView).id;
    const other = await t.app.inject({ method: 'GET', url: `/api/situations/exports/${id}/file`, headers: await headers('admin') });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a bad request in the caller language and an anonymous one', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/situations/exports', headers: await headers('admin', 'it'), payload: { kind: 'period', from: 'x', to: '2026-11-25', format: 'pdf', brand: 'avg' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toContain('Richiesta di esportazione non valida');
    const long = await t.app.inject({ method: 'POST', url: '/api/situations/exports', headers: await headers('admin'), payload: { kind: 'period', from: '2026-11-25T00:00:00Z', to: '2026-11-24T00:00:00Z', format: 'csv', brand: 'avg' } });
    expect(long.json().errors[0].message).toContain('Der Zeitraum ist ungültig');
    const anon = await t.app.inject({ method: 'POST', url: '/api/situations/exports', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('scheduled exports', () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => (sent.push(m), { via: 'outbox', outboxId: String(sent.length) }) };
  // Berlin's midnight between 25 and 26 November 2026 is 23:00 UTC.
  const MIDNIGHT = Date.parse('2026-11-25T23:00:00Z');

  let realMailer: Mailer;

  beforeAll(async () => {
    realMailer = t.app.situations.mailer;
    // One situation just before the operator's midnight (23:30 local on the 25th), one just after.
    await insertSituation(50, 'Tiere im Gleis bei Wilferdingen', 'closed', ids.extern, '2026-11-25T22:30:00Z', { endAt: '2026-11-25T22:50:00Z' });
    await insertSituation(51, 'Nach Mitternacht', 'open', ids.extern, '2026-11-25T23:10:00Z');
  });

  it('runs once at the operator midnight, with two overlapping runDue calls, and mails the file', async () => {
    t.app.situations.mailer = mailer;
    const exp = await one<{ id: string }>(
      `INSERT INTO situation_scheduled_exports (name, cron, format, period, recipients, lang, brand, active, created_at)
       VALUES ('Tagesbericht', '0 0 * * *', 'csv', 'previousDay', 'schicht@leitstelle.example; chef@leitstelle.example', 'de', 'avg', true, '2026-11-25T12:00:00Z') RETURNING id::text AS id`,
    );
    ids.daily = exp.id;
    t.app.situations.clock.now = () => MIDNIGHT - 60_000;
    expect(await t.app.situationExports.runDue()).toEqual([]);

    t.app.situations.clock.now = () => MIDNIGHT + 30_000;
    const [a, b] = await Promise.all([t.app.situationExports.runDue(), t.app.situationExports.runDue()]);
    const outcomes = [...a, ...b];
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ exportId: exp.id, state: 'done', scheduledFor: '2026-11-25T23:00:00.000Z' });
    expect(await t.app.situationExports.runDue()).toEqual([]);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM situation_export_runs WHERE export_id = $1', [exp.id])).n).toBe(1);

    expect(sent).toHaveLength(1);
    expect(sent[0].to).toEqual(['schicht@leitstelle.example', 'chef@leitstelle.example']);
    expect(sent[0].subject).toBe('Tagesbericht: Lageberichte vom 25.11.2026, 00:00 bis 26.11.2026, 00:00');
    const csv = sent[0].attachments![0].content.toString('utf8');
    expect(sent[0].attachments![0].fileName).toBe('Lageberichte_2026-11-25_2026-11-25.csv');
    expect(csv).toContain('Tiere im Gleis bei Wilferdingen');
    expect(csv).toContain('Polizeieinsatz Bretten');
    expect(csv).toContain('25.11.2026, 23:30');
    expect(csv).not.toContain('Nach Mitternacht');

    // The next day's instant is due a day later, not before.
    t.app.situations.clock.now = () => MIDNIGHT + 23 * 3600_000;
    expect(await t.app.situationExports.runDue()).toEqual([]);
  });

  it('logs each run with its file for download, and a failed mail as a failed run with the reason', async () => {
    t.app.situations.mailer = { send: async () => { throw new Error('SMTP 550 mailbox unavailable'); } };
    t.app.situations.clock.now = () => MIDNIGHT + 24 * 3600_000 + 5_000;
    const [run] = await t.app.situationExports.runDue();
    expect(run).toMatchObject({ exportId: ids.daily, state: 'failed', scheduledFor: '2026-11-26T23:00:00.000Z' });

    for (const lang of ['de', 'it']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/situations/scheduled-exports/${ids.daily}/runs`, headers: await headers('admin', lang) });
      const runs = res.json() as ScheduledExportRunView[];
      expect(runs.map((r) => [r.scheduledFor, r.state])).toEqual([['2026-11-26T23:00:00.000Z', 'failed'], ['2026-11-25T23:00:00.000Z', 'done']]);
      expect(runs[0].error).toContain(lang === 'de' ? 'E-Mail-Versand ist aber fehlgeschlagen (SMTP 550 mailbox unavailable)' : 'invio per e-mail non è riuscito');
      expect(runs[1]).toMatchObject({ rows: 3, mailedTo: ['schicht@leitstelle.example', 'chef@leitstelle.example'], mailVia: 'outbox', error: null });
      expect(runs[1].bytes).toBeGreaterThan(100);
    }
    const runs = (await t.app.inject({ method: 'GET', url: `/api/situations/scheduled-exports/${ids.daily}/runs`, headers: await headers('admin') })).json() as ScheduledExportRunView[];
    // The file of the failed mail is kept too: it can still be downloaded.
    const file = await t.app.inject({ method: 'GET', url: `/api/situations/scheduled-exports/runs/${runs[0].id}/file`, headers: await headers('admin') });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Nach Mitternacht');
    const denied = await t.app.inject({ method: 'GET', url: `/api/situations/scheduled-exports/runs/${runs[0].id}/file`, headers: await headers('dispatcher') });
    expect(denied.statusCode).toBe(403);
  });

  it("mails through the notify part's mailer (the outbox, without SMTP_URL)", async () => {
    t.app.situations.mailer = realMailer;
    const exp = await one<{ id: string }>(
      `INSERT INTO situation_scheduled_exports (name, cron, format, period, recipients, lang, brand, active, created_at)
       VALUES ('Rapporto mensile', '30 5 1 * *', 'xlsx', 'previousMonth', 'direzione@leitstelle.example', 'it', 'sws', true, '2026-11-25T12:00:00Z') RETURNING id::text AS id`,
    );
    // 1 December 05:30 in Berlin: the November report.
    t.app.situations.clock.now = () => Date.parse('2026-12-01T04:30:10Z');
    const outcomes = await t.app.situationExports.runDue();
    expect(outcomes.filter((o) => o.exportId === exp.id)).toMatchObject([{ state: 'done', scheduledFor: '2026-12-01T04:30:00.000Z' }]);
    const mail = await one<{ recipients: string[]; subject: string; attachments: { fileName?: string; name?: string }[]; via: string }>(
      `SELECT recipients, subject, attachments, via FROM notification_outbox WHERE 'direzione@leitstelle.example' = ANY(recipients) ORDER BY id DESC LIMIT 1`,
    );
    expect(mail.via).toBe('outbox');
    expect(mail.subject).toBe('Rapporto mensile: rapporti di situazione dal 01/11/2026, 00:00 al 01/12/2026, 00:00');
    expect(JSON.stringify(mail.attachments)).toContain('Rapporti_2026-11-01_2026-11-30.xlsx');
    const [run] = (await t.app.inject({ method: 'GET', url: `/api/situations/scheduled-exports/${exp.id}/runs`, headers: await headers('admin') })).json() as ScheduledExportRunView[];
    expect(run).toMatchObject({ state: 'done', mailVia: 'outbox', mailedTo: ['direzione@leitstelle.example'] });
    expect(run.rows).toBeGreaterThanOrEqual(5);
  });

  it('refuses a wrong cron expression with a de/it message and saves nothing', async () => {
    const create = `mutation($cron: String!) { createScheduledExport(name: "Falsch", cron: $cron, format: "pdf", period: "previousDay", lang: "de", brand: "avg") { id } }`;
    for (const [lang, re] of [['de', /Cron-Ausdruck mit fünf Feldern/], ['it', /Espressione cron con cinque campi/]] as const) {
      const r = await t.gql(create, { cron: '0 25 * * *' }, lang);
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(r.errors?.[0].extensions?.fieldErrors)).toMatch(re);
    }
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM situation_scheduled_exports WHERE name = 'Falsch'`)).n).toBe(0);
    const ok = await t.gql<{ createScheduledExport: { id: string } }>(create, { cron: '30 5 * * 1-5' });
    expect(ok.errors).toBeUndefined();
  });
});
