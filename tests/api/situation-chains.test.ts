/**
 * Notification chains (issue 13 item 6) driven by the situation clock: a chain with wait and
 * escalation (not acknowledged → escalation at the right minute; acknowledged → none), trigger
 * matching (category, severity, time of day and day in the operator's zone), repeats, closing a
 * situation stops its runs, and once only with parallel runDue calls on one and on two instances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, startTestApp, type TestApp, type TestDb } from './helpers';
import { closeSituation, createCategory, create, createChain, notificationsOf, openSituation, setClock, timelineKinds } from './situation-notify-support';

const MIN = 60_000;
/** Wednesday 25 Nov 2026, 10:00 in Berlin (CET, UTC+1). */
const WED_10 = Date.parse('2026-11-25T09:00:00Z');

let t: TestApp;
let betrieb: string;
let infra: string;
let extern: string;
let schicht: string;

beforeAll(async () => {
  t = await startTestApp({ env: { OPERATOR_TZ: 'Europe/Berlin' } });
  setClock(t, WED_10);
  betrieb = await createCategory(t, 'BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  infra = await createCategory(t, 'INFRA', 'Infrastruktur', 'Infrastruttura');
  extern = await createCategory(t, 'EXTERN', 'Externe Einflüsse', 'Cause esterne');
  schicht = await create(t, 'Receiver', { name: 'Schichtleitung Karlsruhe', group: 'Schicht', channels: ['email', 'inApp'], email: 'schicht@leitstelle.test', username: 'dispatcher', language: 'de', active: true });
  await create(t, 'Receiver', { name: 'Giulia Rossi', group: 'Leitung', channels: ['email'], email: 'giulia.rossi@leitstelle.test', language: 'it', active: true });
  await create(t, 'Receiver', { name: 'Markus Heller', group: 'Leitung', channels: ['email', 'sms'], email: 'markus.heller@leitstelle.test', phone: '+49 721 555', language: 'de', active: true });
  await create(t, 'UserProfile', { username: 'dispatcher', displayName: 'Dario Disponent', email: 'dario@leitstelle.test', language: 'de', roles: ['dispatcher'], active: true });
  await create(t, 'Receiver', { name: 'Außer Dienst', group: 'Leitung', channels: ['email'], email: 'alt@leitstelle.test', active: false });
  await createChain(t, { name: 'Betrieb erheblich', categoryId: betrieb, minSeverity: 'major' }, [
    { kind: 'notify', targetKind: 'receiver', receiverId: schicht },
    { kind: 'wait', minutes: 10 },
    { kind: 'escalate', targetKind: 'group', group: 'Leitung' },
  ]);
  await createChain(t, { name: 'Infrastruktur werktags', categoryId: infra, minSeverity: 'minor', days: ['mo', 'tu', 'we', 'th', 'fr'], timeFrom: '08:00', timeTo: '16:00' }, [
    { kind: 'notify', targetKind: 'group', group: 'Leitung' },
  ]);
  await createChain(t, { name: 'Kritisch nachts', minSeverity: 'critical', timeFrom: '20:00', timeTo: '06:00' }, [
    { kind: 'notify', targetKind: 'role', role: 'dispatcher' },
    { kind: 'requireAck', minutes: 5 },
    { kind: 'repeat', times: 2 },
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function runs(situationId: string) {
  const { rows } = await t.db.query<{ chain_name: string; state: string }>('SELECT chain_name, state FROM notification_runs WHERE situation_id::text = $1 ORDER BY chain_name', [situationId]);
  return rows;
}

describe('a chain with wait and escalation', () => {
  it('escalates at minute 10 when nobody acknowledged, to the active receivers of the group in their language', async () => {
    setClock(t, WED_10);
    const id = await openSituation(t, { categoryId: betrieb, severity: 'major' });
    await t.app.situationChains.runDue();
    expect(await runs(id)).toEqual([{ chain_name: 'Betrieb erheblich', state: 'running' }]);
    let sent = await notificationsOf(t, id);
    expect(sent.map((n) => [n.receiver_name, n.channel, n.status])).toEqual([
      ['Schichtleitung Karlsruhe', 'email', 'outbox'],
      ['Schichtleitung Karlsruhe', 'inApp', 'sent'],
    ]);
    expect(await timelineKinds(t, id)).toEqual(['chainStarted', 'notificationSent']);

    setClock(t, WED_10 + 10 * MIN - 1000);
    await t.app.situationChains.runDue();
    expect(await timelineKinds(t, id)).not.toContain('chainEscalated');
    expect((await notificationsOf(t, id)).length).toBe(2);

    setClock(t, WED_10 + 10 * MIN);
    await t.app.situationChains.runDue();
    expect(await timelineKinds(t, id)).toEqual(['chainStarted', 'notificationSent', 'chainEscalated', 'chainFinished']);
    sent = await notificationsOf(t, id);
    const escalated = sent.filter((n) => n.reason === 'escalate');
    expect(escalated.map((n) => [n.receiver_name, n.channel, n.status])).toEqual([
      ['Giulia Rossi', 'email', 'outbox'],
      ['Markus Heller', 'email', 'outbox'],
      // No SMS_GATEWAY_URL: recorded, visibly, as not sent.
      ['Markus Heller', 'sms', 'noGateway'],
    ]);
    expect(escalated[0].subject).toMatch(/^\[Rapporto 2026-\d{4}\] ESCALATION – Rilevante: Signalstörung Durlach/);
    expect(escalated[1].subject).toMatch(/^\[Lagebericht 2026-\d{4}\] ESKALATION – Erheblich: /);
    expect(escalated.every((n) => n.token)).toBe(true);
    expect(await runs(id)).toEqual([{ chain_name: 'Betrieb erheblich', state: 'finished' }]);
    const { rows } = await t.db.query<{ text: string; event_at: Date }>(`SELECT text, event_at FROM situation_timeline WHERE situation_id::text = $1 AND kind = 'chainEscalated'`, [id]);
    expect(new Date(rows[0].event_at).getTime()).toBe(WED_10 + 10 * MIN);
    expect(rows[0].text).toContain('Giulia Rossi (E-Mail); Markus Heller (E-Mail, SMS)');
  });

  it('does not escalate when the in-app notification was acknowledged in time', async () => {
    setClock(t, WED_10);
    const id = await openSituation(t, { categoryId: betrieb, severity: 'critical' });
    await t.app.situationChains.runDue();
    const inApp = (await notificationsOf(t, id)).find((n) => n.channel === 'inApp')!;

    // Someone else cannot acknowledge it.
    const foreign = await t.gql(`mutation { acknowledgeNotification(id: "${inApp.id}") { id } }`, {}, 'it', 'planner');
    expect(foreign.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(foreign.errors?.[0].message).toContain('non è indirizzata a Lei');

    const mine = await t.gql<{ myNotifications: { unacknowledged: number; items: { id: string; subject: string }[] } }>(
      '{ myNotifications { unacknowledged items { id subject } } }', {}, 'de', 'dispatcher',
    );
    expect(mine.data.myNotifications.items.map((n) => n.id)).toContain(inApp.id);
    const before = mine.data.myNotifications.unacknowledged;

    setClock(t, WED_10 + 4 * MIN);
    const ack = await t.gql<{ acknowledgeNotification: { acknowledgedBy: string; acknowledgedVia: string } }>(
      `mutation { acknowledgeNotification(id: "${inApp.id}") { acknowledgedBy acknowledgedVia } }`, {}, 'de', 'dispatcher',
    );
    expect(ack.errors).toBeUndefined();
    expect(ack.data.acknowledgeNotification).toEqual({ acknowledgedBy: 'dispatcher', acknowledgedVia: 'app' });
    const after = await t.gql<{ myNotifications: { unacknowledged: number } }>('{ myNotifications { unacknowledged } }', {}, 'de', 'dispatcher');
    expect(after.data.myNotifications.unacknowledged).toBe(before - 1);

    setClock(t, WED_10 + 10 * MIN);
    await t.app.situationChains.runDue();
    const kinds = await timelineKinds(t, id);
    expect(kinds).toEqual(['chainStarted', 'notificationSent', 'notificationAcknowledged', 'chainFinished']);
    expect((await notificationsOf(t, id)).filter((n) => n.reason === 'escalate')).toEqual([]);

    const view = await t.gql<{ situationChainRuns: { chainName: string; state: string; acknowledgedBy: string; steps: { kind: string; target: string | null }[] }[] }>(
      `{ situationChainRuns(situationId: "${id}") { chainName state acknowledgedBy steps { kind target } } }`,
    );
    expect(view.data.situationChainRuns).toEqual([{
      chainName: 'Betrieb erheblich', state: 'finished', acknowledgedBy: 'dispatcher',
      steps: [{ kind: 'notify', target: 'Schichtleitung Karlsruhe' }, { kind: 'wait', target: null }, { kind: 'escalate', target: 'Leitung' }],
    }]);
    // Without a right on the category (no row in /rechte_fuer_kategorien) the runs are not shown.
    const hidden = await t.gql<{ situationChainRuns: unknown[] }>(`{ situationChainRuns(situationId: "${id}") { id } }`, {}, 'de', 'viewer');
    expect(hidden.data.situationChainRuns).toEqual([]);
  });
});

describe('trigger matching', () => {
  it('matches category, minimum severity, days and time of day in the operator zone', async () => {
    const started = async (at: number, categoryId: string, severity: 'info' | 'minor' | 'major' | 'critical') => {
      setClock(t, at);
      const id = await openSituation(t, { categoryId, severity });
      await t.app.situationChains.runDue();
      return (await runs(id)).map((r) => r.chain_name);
    };
    // Category and severity.
    expect(await started(WED_10, infra, 'minor')).toEqual(['Infrastruktur werktags']);
    expect(await started(WED_10, betrieb, 'minor')).toEqual([]);
    expect(await started(WED_10, infra, 'info')).toEqual([]);
    // Days (Saturday) and time of day (16:00 is the end, exclusive).
    expect(await started(Date.parse('2026-11-28T09:00:00Z'), infra, 'major')).toEqual([]);
    expect(await started(Date.parse('2026-11-25T15:00:00Z'), infra, 'major')).toEqual([]);
    expect(await started(Date.parse('2026-11-25T14:59:00Z'), infra, 'major')).toEqual(['Infrastruktur werktags']);
    // 20:00–06:00 in Berlin: 19:30 UTC is 20:30 there (matches), 18:30 UTC is 19:30 (does not).
    expect(await started(Date.parse('2026-11-25T19:30:00Z'), extern, 'critical')).toEqual(['Kritisch nachts']);
    expect(await started(Date.parse('2026-11-25T18:30:00Z'), extern, 'critical')).toEqual([]);
    expect(await started(Date.parse('2026-11-26T04:59:00Z'), extern, 'critical')).toEqual(['Kritisch nachts']);
    // Not started for a draft, nor twice for the same situation.
    setClock(t, WED_10);
    const draft = await openSituation(t, { categoryId: betrieb, severity: 'critical', state: 'draft' });
    await t.app.situationChains.runDue();
    expect(await runs(draft)).toEqual([]);
  });
});

describe('repeat and closing', () => {
  it('repeats the notify after each acknowledgement timeout, at most twice, while nobody acknowledges', async () => {
    const night = Date.parse('2026-11-25T21:00:00Z'); // 22:00 in Berlin
    setClock(t, night);
    const id = await openSituation(t, { categoryId: extern, severity: 'critical' });
    await t.app.situationChains.runDue();
    for (const m of [4, 5, 9, 10, 15, 20]) {
      setClock(t, night + m * MIN);
      await t.app.situationChains.runDue();
    }
    const reasons = (await notificationsOf(t, id)).filter((n) => n.channel === 'inApp').map((n) => n.reason);
    expect(reasons).toEqual(['notify', 'repeat', 'repeat']);
    expect(await runs(id)).toEqual([{ chain_name: 'Kritisch nachts', state: 'finished' }]);
  });

  it('stops the runs of a situation that is closed', async () => {
    setClock(t, WED_10);
    const id = await openSituation(t, { categoryId: betrieb, severity: 'major' });
    await t.app.situationChains.runDue();
    await closeSituation(t, id);
    setClock(t, WED_10 + 20 * MIN);
    await t.app.situationChains.runDue();
    expect(await runs(id)).toEqual([{ chain_name: 'Betrieb erheblich', state: 'stopped' }]);
    expect(await timelineKinds(t, id)).toEqual(['chainStarted', 'notificationSent', 'chainFinished']);
    expect((await notificationsOf(t, id)).some((n) => n.reason === 'escalate')).toBe(false);
  });
});

describe('once only', () => {
  it('sends each notification once with two runDue in parallel, in one instance and across two on one database', async () => {
    setClock(t, WED_10);
    const a = await openSituation(t, { categoryId: betrieb, severity: 'major' });
    await Promise.all([t.app.situationChains.runDue(), t.app.situationChains.runDue()]);
    expect((await notificationsOf(t, a)).length).toBe(2);

    // A second instance on the same database with the same clock.
    const second = await startTestApp({ testDb: { db: t.db, destroy: async () => {} } as TestDb, env: { OPERATOR_TZ: 'Europe/Berlin' } });
    try {
      setClock(second, WED_10);
      const outboxBefore = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox')).rows[0].n;
      const lastBefore = (await t.db.query<{ n: number }>('SELECT coalesce(max(id), 0)::int AS n FROM notifications')).rows[0].n;
      const b = await openSituation(t, { categoryId: betrieb, severity: 'major' });
      // Both instances learn of it (as if both had seen it open) and both run the due work at once.
      await Promise.all([t.app.situationChains.startChains(b), second.app.situationChains.startChains(b)]);
      await Promise.all([t.app.situationChains.runDue(), second.app.situationChains.runDue(), t.app.situationChains.runDue(), second.app.situationChains.runDue()]);
      expect(await runs(b)).toHaveLength(1);
      setClock(t, WED_10 + 10 * MIN);
      setClock(second, WED_10 + 10 * MIN);
      await Promise.all([t.app.situationChains.runDue(), second.app.situationChains.runDue()]);
      const sent = await notificationsOf(t, b);
      expect(sent.map((n) => `${n.reason}:${n.receiver_name}:${n.channel}`)).toEqual([
        'notify:Schichtleitung Karlsruhe:email', 'notify:Schichtleitung Karlsruhe:inApp',
        'escalate:Giulia Rossi:email', 'escalate:Markus Heller:email', 'escalate:Markus Heller:sms',
      ]);
      const outboxAfter = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox')).rows[0].n;
      // Every e-mail and SMS written since (b's and the escalation of a) is in the outbox once.
      const mailsSince = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE id > $1 AND channel <> 'inApp'`, [lastBefore])).rows[0].n;
      expect(mailsSince).toBe(7);
      expect(outboxAfter - outboxBefore).toBe(mailsSince);
      expect((await timelineKinds(t, b)).filter((k) => k === 'chainEscalated')).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  }, 120_000);
});
