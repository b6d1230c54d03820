/**
 * E-mail of notification chains through a REAL SMTP server started here (smtp-server): recipients,
 * subject and body in the receiver's language (de, it), the acknowledgement link; the outbox
 * without SMTP_URL; acknowledgement by link (GET shows, POST confirms once, expiry, unknown tokens).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { create, createCategory, createChain, notificationsOf, openSituation, parseMail, setClock, timelineKinds, type ParsedMail } from './situation-notify-support';

const WED_10 = Date.parse('2026-11-25T09:00:00Z');

interface Received extends ParsedMail {
  from: string;
  to: string[];
}

let smtp: SMTPServer;
const received: Received[] = [];
let withSmtp: TestApp;
let outboxOnly: TestApp;

async function prepare(t: TestApp): Promise<string> {
  setClock(t, WED_10);
  const betrieb = await createCategory(t, 'BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  await create(t, 'Receiver', { name: 'Anna Berger', group: 'Bereitschaft', channels: ['email'], email: 'anna.berger@leitstelle.test', language: 'de', active: true });
  await create(t, 'Receiver', { name: 'Giulia Rossi', group: 'Bereitschaft', channels: ['email'], email: 'giulia.rossi@leitstelle.test', language: 'it', active: true });
  await createChain(t, { name: 'Bereitschaft Betrieb', categoryId: betrieb, minSeverity: 'major' }, [
    { kind: 'notify', targetKind: 'group', group: 'Bereitschaft' },
    { kind: 'requireAck', minutes: 15 },
  ]);
  return betrieb;
}

let betriebSmtp: string;
let betriebOutbox: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  withSmtp = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'leitstelle@bahn.test', PUBLIC_URL: 'https://leitstelle.bahn.test' } });
  outboxOnly = await startTestApp({});
  betriebSmtp = await prepare(withSmtp);
  betriebOutbox = await prepare(outboxOnly);
}, 120_000);

afterAll(async () => {
  await withSmtp?.close();
  await outboxOnly?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('e-mail through SMTP_URL', () => {
  it('delivers one message per receiver, in the receiver language, with the acknowledgement link', async () => {
    const id = await openSituation(withSmtp, { categoryId: betriebSmtp, severity: 'critical', title: 'Oberleitungsstörung Durlach – Grötzingen', description: 'Fahrdraht gerissen, Gleis 2 gesperrt.' });
    await withSmtp.app.situationChains.runDue();
    const sent = await notificationsOf(withSmtp, id);
    expect(sent.map((n) => [n.receiver_name, n.status])).toEqual([['Anna Berger', 'sent'], ['Giulia Rossi', 'sent']]);

    expect(received.map((m) => m.to)).toEqual([['anna.berger@leitstelle.test'], ['giulia.rossi@leitstelle.test']]);
    const [de, it_] = received;
    expect(de.from).toBe('leitstelle@bahn.test');
    expect(de.subject).toMatch(/^\[Lagebericht 2026-\d{4}\] Kritisch: Oberleitungsstörung Durlach – Grötzingen$/);
    expect(de.text).toContain('Guten Tag Anna Berger,');
    expect(de.text).toContain('die Leitstelle meldet eine Lage (Meldekette „Bereitschaft Betrieb“)');
    expect(de.text).toContain('Kategorie: Betriebsstörung');
    expect(de.text).toContain('Beginn: 25.11.26, 10:00');
    expect(de.text).toContain('Beschreibung: Fahrdraht gerissen, Gleis 2 gesperrt.');
    expect(de.text).toContain(`Lage öffnen: https://leitstelle.bahn.test/lagebericht/${id}`);
    expect(de.text).toContain(`Bitte bestätigen Sie den Empfang: https://leitstelle.bahn.test/api/situations/ack/${sent[0].token}`);

    expect(it_.subject).toMatch(/^\[Rapporto 2026-\d{4}\] Critica: Oberleitungsstörung Durlach – Grötzingen$/);
    expect(it_.text).toContain('Buongiorno Giulia Rossi,');
    expect(it_.text).toContain('Categoria: Perturbazione di esercizio');
    expect(it_.text).toContain('Gravità: Critica');
    expect(it_.text).toContain(`Si prega di confermare la ricezione: https://leitstelle.bahn.test/api/situations/ack/${sent[1].token}`);

    // Kept in the outbox as sent through SMTP.
    const box = await withSmtp.gql<{ notificationOutbox: { total: number; items: { via: string; recipients: string[]; subject: string }[] } }>('{ notificationOutbox { total items { via recipients subject } } }');
    expect(box.data.notificationOutbox.items.map((o) => [o.via, o.recipients[0]])).toEqual([
      ['smtp', 'giulia.rossi@leitstelle.test'], ['smtp', 'anna.berger@leitstelle.test'],
    ]);
  });

  it('sends attachments of other parts (scheduled exports) through the same mailer', async () => {
    const before = received.length;
    const res = await withSmtp.app.situations.mailer.send({
      to: ['export@leitstelle.test'], subject: 'Lageberichte 24.11.2026', text: 'Im Anhang die Lagen des Tages.',
      attachments: [{ fileName: 'lagen.csv', contentType: 'text/csv', content: Buffer.from('Nummer;Titel\n2026-0001;Signalstörung\n') }],
    });
    expect(res.via).toBe('smtp');
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!.to).toEqual(['export@leitstelle.test']);
    expect(received.at(-1)!.headers['content-type']).toMatch(/^multipart\/mixed/);
  });
});

describe('outbox without SMTP_URL', () => {
  it('keeps what would have been sent, for admins only', async () => {
    const id = await openSituation(outboxOnly, { categoryId: betriebOutbox, severity: 'major', title: 'Weichenstörung Rastatt' });
    await outboxOnly.app.situationChains.runDue();
    expect((await notificationsOf(outboxOnly, id)).map((n) => n.status)).toEqual(['outbox', 'outbox']);
    const box = await outboxOnly.gql<{ notificationOutbox: { total: number; items: { via: string; channel: string; subject: string; body: string }[] } }>(
      '{ notificationOutbox(page: 1, perPage: 10) { total items { via channel subject body } } }',
    );
    expect(box.data.notificationOutbox.total).toBe(2);
    expect(box.data.notificationOutbox.items.map((o) => o.via)).toEqual(['outbox', 'outbox']);
    expect(box.data.notificationOutbox.items[0].subject).toMatch(/Rilevante: Weichenstörung Rastatt$/);
    expect(box.data.notificationOutbox.items[1].body).toContain('Guten Tag Anna Berger,');
    const refused = await outboxOnly.gql('{ notificationOutbox { total } }', {}, 'it', 'dispatcher');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('Non autorizzato: la posta in uscita è visibile solo agli amministratori.');
  });
});

describe('acknowledgement by link', () => {
  it('GET shows the page without acknowledging, POST acknowledges once, in the receiver language', async () => {
    const t = outboxOnly;
    setClock(t, WED_10);
    const id = await openSituation(t, { categoryId: betriebOutbox, severity: 'major', title: 'Stellwerksausfall Bruchsal' });
    await t.app.situationChains.runDue();
    const [anna, giulia] = await notificationsOf(t, id);
    const url = (token: string | null) => `/api/situations/ack/${token}`;

    const get = await t.app.inject({ method: 'GET', url: url(giulia.token) });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toMatch(/text\/html/);
    expect(get.body).toContain('<html lang="it">');
    expect(get.body).toContain('Notifica a Giulia Rossi sulla situazione 2026-');
    expect(get.body).toContain('Stellwerksausfall Bruchsal');
    expect(get.body).toContain('<button type="submit">Confermare la ricezione</button>');
    expect((await notificationsOf(t, id))[1].acknowledged_at).toBeNull();
    const getDe = await t.app.inject({ method: 'GET', url: `${url(anna.token)}?lang=de` });
    expect(getDe.body).toContain('Empfang bestätigen');

    setClock(t, WED_10 + 3 * 60_000);
    const post = await t.app.inject({ method: 'POST', url: url(giulia.token) });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Grazie, la ricezione è confermata.');
    // The run waited for an acknowledgement: it goes on at once (the POST started runDue) and finishes.
    await t.app.situationChains.runDue();
    expect(await timelineKinds(t, id)).toEqual(['chainStarted', 'notificationSent', 'notificationAcknowledged', 'chainFinished']);
    const { rows } = await t.db.query<{ text: string }>(`SELECT text FROM situation_timeline WHERE situation_id::text = $1 AND kind = 'notificationAcknowledged'`, [id]);
    expect(rows[0].text).toBe('Benachrichtigung an Giulia Rossi (E-Mail) quittiert von Giulia Rossi über den Link');

    // Single use.
    const again = await t.app.inject({ method: 'POST', url: url(giulia.token) });
    expect(again.body).toContain('Questa notifica è già stata confermata il 25/11/26, 10:03.');
    expect((await timelineKinds(t, id)).filter((k) => k === 'notificationAcknowledged')).toHaveLength(1);

    const run = await t.db.query<{ state: string; acknowledged_by: string }>('SELECT state, acknowledged_by FROM notification_runs WHERE situation_id::text = $1', [id]);
    expect(run.rows[0]).toEqual({ state: 'finished', acknowledged_by: 'Giulia Rossi' });

    // Expired after 24 hours; unknown tokens are 404.
    setClock(t, WED_10 + 25 * 3600_000);
    const late = await t.app.inject({ method: 'POST', url: url(anna.token), headers: { 'accept-language': 'de' } });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('Dieser Bestätigungslink ist abgelaufen.');
    const unknown = await t.app.inject({ method: 'GET', url: url('nicht-vorhanden'), headers: { 'accept-language': 'it' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Questo link di conferma non esiste.');
  });
});
