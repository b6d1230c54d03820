/**
 * The chain engine (docs/situation-report/notifications.md): starts the matching chains when a
 * situation opens, advances runs by the situation clock (`runDue`), delivers their notifications
 * and records acknowledgements. Every step sent, acknowledged, escalated or finished is a timeline
 * entry (appendTimeline).
 *
 * Once only, with several instances on one database: a run is unique per (situation, chain); runDue
 * takes due runs with FOR UPDATE SKIP LOCKED and writes their notifications as 'pending' in the
 * same transaction; delivery then claims pending notifications with one UPDATE … RETURNING (again
 * SKIP LOCKED), so each is sent by exactly one instance. A notification claimed by an instance
 * that dies before sending stays 'sending' and is not sent again (never twice rather than surely).
 */
import { randomBytes } from 'node:crypto';
import type { Severity } from '../../../src/shared/situations/model';
import { NOTIFICATION_ADDED, type ChainStepKind, type ChainTargetKind, type ReceiverChannel } from '../../../src/shared/situations/notifications';
import type { Queryable } from '../../db/types';
import type { SituationDeps } from '../deps';
import { appendTimeline } from '../timeline';
import { composeMessage, situationNumber, type SituationSummary } from './compose';
import { triggerMatches } from './match';
import { notifyText } from './messages';
import { writeOutbox } from './mailer';
import type { SmsGateway } from './sms';
import { advance, asksForAck, type ChainStep, type StepAction } from './steps';
import { resolveTarget, targetLabel } from './targets';
import { mapNotification, NOTIFICATION_COLUMNS, type NotificationRow } from './rows';

/** How long an acknowledgement link works. */
export const ACK_TOKEN_TTL_MS = 24 * 3600_000;
/** Who server-written timeline entries are by. */
const SYSTEM = 'system';
const BATCH = 20;

/** A step as a run keeps it: the chain's step and the name of its target at the start. */
export interface StoredStep extends ChainStep {
  targetLabel: string | null;
}

interface DueRun {
  id: string;
  situation_id: string;
  chain_name: string;
  steps: StoredStep[];
  step_index: number;
  step_started_at: number;
  repeats: Record<string, number>;
  acknowledged: boolean;
  situation_state: string;
}

const REASON_DE: Record<'notify' | 'repeat' | 'escalate', string> = { notify: 'benachrichtigt', repeat: 'erneut benachrichtigt', escalate: 'eskaliert' };
const CHANNEL_DE: Record<ReceiverChannel, string> = { email: 'E-Mail', inApp: 'Anwendung', sms: 'SMS' };

export class ChainEngine {
  private readonly starting = new Set<Promise<void>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: SituationDeps, private readonly sms: SmsGateway | null) {}

  private now(): number {
    return this.deps.clock.now();
  }

  /** The situation clock (tests set it), for readers outside the engine. */
  clockNow(): number {
    return this.now();
  }

  /** Runs due work in the background now (after an acknowledgement), rather than at the next tick. */
  kick(): void {
    this.runDue().catch((e: unknown) => this.deps.app.log.error({ err: e }, 'notification chains: runDue failed'));
  }

  /** On 'opened': starts the chains in the background; runDue waits for starts under way. */
  opened(situationId: string): void {
    const p: Promise<void> = this.startChains(situationId)
      .then(() => undefined)
      .catch((e: unknown) => this.deps.app.log.error({ err: e, situationId }, 'notification chains could not start'))
      .finally(() => this.starting.delete(p));
    this.starting.add(p);
  }

  /** Starts every active chain whose trigger matches; returns the ids of the runs started. */
  async startChains(situationId: string): Promise<string[]> {
    const { db, config } = this.deps;
    const now = this.now();
    const sit = (await db.query<{ category_id: string; severity: Severity; state: string }>(
      'SELECT category_id::text AS category_id, severity, state FROM situations WHERE id::text = $1', [situationId],
    )).rows[0];
    if (!sit || sit.state === 'closed' || sit.state === 'draft') return [];
    const chains = (await db.query<{ id: string; name: string; category_id: string | null; min_severity: Severity; time_from: string | null; time_to: string | null; days: string[] | null }>(
      `SELECT id::text AS id, name, category_id::text AS category_id, min_severity, time_from::text AS time_from, time_to::text AS time_to, days
       FROM notification_chains WHERE active IS NOT FALSE ORDER BY name, id`,
    )).rows;
    const started: string[] = [];
    for (const chain of chains) {
      const trigger = { categoryId: chain.category_id, minSeverity: chain.min_severity, timeFrom: chain.time_from, timeTo: chain.time_to, days: chain.days };
      if (!triggerMatches(trigger, { categoryId: sit.category_id, severity: sit.severity }, now, config.operatorTz)) continue;
      const steps = await this.loadSteps(chain.id);
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO notification_runs (situation_id, chain_id, chain_name, steps, step_started_at, next_at, started_at)
           VALUES ($1, $2, $3, $4, to_timestamp($5 / 1000.0), to_timestamp($5 / 1000.0), to_timestamp($5 / 1000.0))
           ON CONFLICT (situation_id, chain_id) DO NOTHING RETURNING id::text AS id`,
          [situationId, chain.id, chain.name, JSON.stringify(steps), now],
        );
        if (!rows[0]) return null;
        await appendTimeline(tx, this.deps.events, {
          situationId, kind: 'chainStarted', eventAt: now, createdBy: SYSTEM,
          text: `Meldekette „${chain.name}“ gestartet (${steps.length} Schritte)`,
          data: { runId: rows[0].id, chainId: chain.id, chainName: chain.name, steps: steps.length },
        });
        return rows[0].id;
      });
      if (id) started.push(id);
    }
    return started;
  }

  private async loadSteps(chainId: string): Promise<StoredStep[]> {
    const { rows } = await this.deps.db.query<{ kind: ChainStepKind; target_kind: ChainTargetKind | null; receiver_id: string | null; group: string | null; role: string | null; minutes: number | null; times: number | null }>(
      `SELECT kind, target_kind, receiver_id::text AS receiver_id, "group", role, minutes, times
       FROM notification_chain_steps WHERE chain_id::text = $1 ORDER BY position, id`,
      [chainId],
    );
    const steps: StoredStep[] = [];
    for (const r of rows) {
      const value = r.target_kind === 'receiver' ? r.receiver_id : r.target_kind === 'group' ? r.group : r.target_kind === 'role' ? r.role : null;
      const target = r.target_kind && value ? { kind: r.target_kind, value } : null;
      steps.push({ kind: r.kind, target, minutes: r.minutes, times: r.times, targetLabel: target ? await targetLabel(this.deps.db, target) : null });
    }
    return steps;
  }

  /**
   * Advances every due run and delivers what it sent. Calls in one process run one after another
   * (the timer and a test never interleave); other instances are kept out by the row locks.
   */
  runDue(): Promise<number> {
    return this.serial(async () => {
      await Promise.all([...this.starting]);
      let advanced = 0;
      for (let round = 0; round < 50; round++) {
        const n = await this.advanceBatch();
        advanced += n;
        if (n < BATCH) break;
      }
      await this.deliver();
      return advanced;
    });
  }

  /** One after another in this process: the timer, acknowledgements, stops and tests never interleave. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Waits for work under way (app stop). */
  async idle(): Promise<void> {
    await Promise.all([...this.starting]);
    await this.queue;
  }

  private async advanceBatch(): Promise<number> {
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<DueRun>(
        `SELECT r.id::text AS id, r.situation_id::text AS situation_id, r.chain_name, r.steps, r.step_index,
                (extract(epoch FROM r.step_started_at) * 1000)::float8 AS step_started_at, r.repeats,
                r.acknowledged_at IS NOT NULL AS acknowledged, s.state AS situation_state
         FROM notification_runs r JOIN situations s ON s.id = r.situation_id
         WHERE r.state = 'running' AND r.next_at <= to_timestamp($1 / 1000.0)
         ORDER BY r.next_at, r.id LIMIT ${BATCH}
         FOR UPDATE OF r SKIP LOCKED`,
        [now],
      );
      for (const run of rows) await this.advanceRun(tx, run, now);
      return rows.length;
    });
  }

  private async advanceRun(tx: Queryable, run: DueRun, now: number): Promise<void> {
    if (run.situation_state === 'closed') {
      await this.stopRun(tx, run.id, run.situation_id, run.chain_name, now);
      return;
    }
    const step = advance(run.steps, { stepIndex: run.step_index, stepStartedAt: Number(run.step_started_at), repeats: run.repeats ?? {} }, run.acknowledged, now);
    let summary: SituationSummary | null = null;
    for (const action of step.actions) {
      if (action.kind !== 'send') continue;
      summary ??= await loadSummary(tx, run.situation_id);
      await this.send(tx, run, action, summary, now);
    }
    await tx.query(
      `UPDATE notification_runs SET step_index = $2, step_started_at = to_timestamp($3 / 1000.0), repeats = $4,
         next_at = to_timestamp($5 / 1000.0), state = $6, finished_at = CASE WHEN $6 = 'finished' THEN to_timestamp($7 / 1000.0) END
       WHERE id::text = $1`,
      [run.id, step.state.stepIndex, step.state.stepStartedAt, JSON.stringify(step.state.repeats), step.nextAt ?? now, step.finished ? 'finished' : 'running', now],
    );
    if (step.finished) {
      await appendTimeline(tx, this.deps.events, {
        situationId: run.situation_id, kind: 'chainFinished', eventAt: now, createdBy: SYSTEM,
        text: `Meldekette „${run.chain_name}“ beendet${run.acknowledged ? ' (quittiert)' : ' (nicht quittiert)'}`,
        data: { runId: run.id, chainName: run.chain_name, reason: 'finished', acknowledged: run.acknowledged },
      });
    }
  }

  private async stopRun(tx: Queryable, runId: string, situationId: string, chainName: string, now: number): Promise<void> {
    const { rowCount } = await tx.query(
      `UPDATE notification_runs SET state = 'stopped', finished_at = to_timestamp($2 / 1000.0) WHERE id::text = $1 AND state = 'running'`,
      [runId, now],
    );
    if (!rowCount) return;
    await appendTimeline(tx, this.deps.events, {
      situationId, kind: 'chainFinished', eventAt: now, createdBy: SYSTEM,
      text: `Meldekette „${chainName}“ angehalten: Lage geschlossen`,
      data: { runId, chainName, reason: 'closed' },
    });
  }

  /** A situation was closed: its running chains stop at once (runDue would also stop them). */
  stopForSituation(situationId: string): Promise<void> {
    return this.serial(() => this.deps.db.transaction(async (tx) => {
      const now = this.now();
      const { rows } = await tx.query<{ id: string; chain_name: string }>(
        `SELECT id::text AS id, chain_name FROM notification_runs WHERE situation_id::text = $1 AND state = 'running' FOR UPDATE SKIP LOCKED`,
        [situationId],
      );
      for (const r of rows) await this.stopRun(tx, r.id, situationId, r.chain_name, now);
    }));
  }

  private async send(tx: Queryable, run: DueRun, action: Extract<StepAction, { kind: 'send' }>, summary: SituationSummary, now: number): Promise<void> {
    const { config } = this.deps;
    const recipients = await resolveTarget(tx, action.target);
    const ackRequired = action.reason === 'escalate' || asksForAck(run.steps, action.stepIndex);
    const sentTo: { name: string; channels: string[] }[] = [];
    for (const r of recipients) {
      for (const d of r.deliveries) {
        const token = ackRequired && d.channel !== 'inApp' && d.address ? randomBytes(24).toString('base64url') : null;
        const expiresAt = now + ACK_TOKEN_TTL_MS;
        const ack = token ? { url: `${config.publicUrl}/api/situations/ack/${token}`, expiresAt } : null;
        const text = composeMessage({
          situation: summary, chainName: run.chain_name, reason: action.reason, receiverName: r.name, lang: r.lang,
          channel: d.channel, publicUrl: config.publicUrl, tz: config.operatorTz, ack,
        });
        await tx.query(
          `INSERT INTO notifications (run_id, situation_id, step_index, reason, receiver_id, receiver_name, channel, address, lang,
             subject, body, status, error, ack_required, token, token_expires_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, to_timestamp($16 / 1000.0), to_timestamp($17 / 1000.0))`,
          [run.id, run.situation_id, action.stepIndex, action.reason, r.receiverId, r.name, d.channel, d.address ?? '', r.lang,
            text.subject, text.body, d.address ? 'pending' : 'failed', d.address ? null : 'noAddress', ackRequired, token, expiresAt, now],
        );
      }
      sentTo.push({ name: r.name, channels: r.deliveries.map((d) => d.channel) });
    }
    const label = run.steps[action.stepIndex]?.targetLabel ?? action.target.value;
    const who = sentTo.length
      ? sentTo.map((s) => `${s.name} (${s.channels.map((c) => CHANNEL_DE[c as ReceiverChannel] ?? c).join(', ') || '–'})`).join('; ')
      : `niemand erreichbar (${label})`;
    await appendTimeline(tx, this.deps.events, {
      situationId: run.situation_id,
      kind: action.reason === 'escalate' ? 'chainEscalated' : 'notificationSent',
      eventAt: now,
      createdBy: SYSTEM,
      text: `Meldekette „${run.chain_name}“: ${REASON_DE[action.reason]} an ${who}`,
      data: { runId: run.id, chainName: run.chain_name, stepIndex: action.stepIndex, reason: action.reason, target: label, recipients: sentTo },
    });
  }

  /** Sends the pending notifications this instance claims. */
  async deliver(): Promise<void> {
    const { db } = this.deps;
    for (;;) {
      const { rows } = await db.query<NotificationRow>(
        `UPDATE notifications SET status = 'sending'
         WHERE id IN (SELECT id FROM notifications WHERE status = 'pending' ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
         RETURNING ${NOTIFICATION_COLUMNS}`,
      );
      if (rows.length === 0) return;
      for (const row of rows) await this.deliverOne(row);
    }
  }

  private async deliverOne(row: NotificationRow): Promise<void> {
    const { db, mailer, pubsub } = this.deps;
    let status = 'sent';
    let error: string | null = null;
    let outboxId: string | null = null;
    try {
      if (row.channel === 'email') {
        const res = await mailer.send({ to: [row.address], subject: row.subject, text: row.body });
        outboxId = res.outboxId;
        status = res.via === 'smtp' ? 'sent' : 'outbox';
      } else if (row.channel === 'sms') {
        if (!this.sms) {
          status = 'noGateway';
          error = 'noGateway';
          outboxId = await writeOutbox(db, { channel: 'sms', recipients: [row.address], body: row.body, subject: '', via: 'noGateway', error: notifyText('de', 'failure.noGateway') });
        } else {
          try {
            await this.sms.send({ to: row.address, text: row.body });
            outboxId = await writeOutbox(db, { channel: 'sms', recipients: [row.address], body: row.body, subject: '', via: 'gateway' });
          } catch (e) {
            outboxId = await writeOutbox(db, { channel: 'sms', recipients: [row.address], body: row.body, subject: '', via: 'failed', error: errorText(e) });
            throw e;
          }
        }
      }
    } catch (e) {
      status = 'failed';
      error = errorText(e);
      this.deps.app.log.warn({ err: e, notification: row.id }, 'notification could not be sent');
    }
    const { rows } = await db.query<NotificationRow>(
      `UPDATE notifications SET status = $2, error = $3, outbox_id = $4::bigint, sent_at = to_timestamp($5 / 1000.0)
       WHERE id::text = $1 RETURNING ${NOTIFICATION_COLUMNS}`,
      [row.id, status, error, outboxId, this.now()],
    );
    if (row.channel === 'inApp' && rows[0]) pubsub.publish(NOTIFICATION_ADDED, mapNotification(rows[0]));
  }

  /**
   * Records an acknowledgement (single use: a second one changes nothing) and lets the run go on:
   * its pending wait for an acknowledgement ends at the next runDue.
   */
  async acknowledge(where: { id: string } | { token: string }, by: string, via: 'link' | 'app'): Promise<NotificationRow | null> {
    const now = this.now();
    const byToken = 'token' in where;
    const row = await this.deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<NotificationRow>(
        `UPDATE notifications SET acknowledged_at = to_timestamp($2 / 1000.0), acknowledged_by = $3, acknowledged_via = $4
         WHERE ${byToken ? 'token = $1 AND token_expires_at > to_timestamp($2 / 1000.0)' : 'id::text = $1'} AND acknowledged_at IS NULL
         RETURNING ${NOTIFICATION_COLUMNS}`,
        [byToken ? where.token : where.id, now, by, via],
      );
      const n = rows[0];
      if (!n) return null;
      await tx.query(
        `UPDATE notification_runs SET acknowledged_at = COALESCE(acknowledged_at, to_timestamp($2 / 1000.0)), acknowledged_by = COALESCE(acknowledged_by, $3),
           next_at = CASE WHEN state = 'running' AND next_at > to_timestamp($2 / 1000.0) THEN to_timestamp($2 / 1000.0) ELSE next_at END
         WHERE id::text = $1`,
        [n.run_id, now, by],
      );
      const { rows: runs } = await tx.query<{ chain_name: string }>('SELECT chain_name FROM notification_runs WHERE id::text = $1', [n.run_id]);
      await appendTimeline(tx, this.deps.events, {
        situationId: n.situation_id, kind: 'notificationAcknowledged', eventAt: now, createdBy: by,
        text: `Benachrichtigung an ${n.receiver_name} (${CHANNEL_DE[n.channel]}) quittiert von ${by} über ${via === 'link' ? 'den Link' : 'die Anwendung'}`,
        data: { runId: n.run_id, chainName: runs[0]?.chain_name ?? '', notificationId: n.id, receiver: n.receiver_name, channel: n.channel, by, via },
      });
      return n;
    });
    return row;
  }
}

function errorText(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).slice(0, 500);
}

export async function loadSummary(db: Queryable, situationId: string): Promise<SituationSummary> {
  const { rows } = await db.query<{ id: string; year: number; seq: number; title: string; severity: Severity; start_at: number; description: string; name: string | null; name_it: string | null }>(
    `SELECT s.id::text AS id, s.year, s.seq, s.title, s.severity, (extract(epoch FROM s.start_at) * 1000)::float8 AS start_at, s.description, c.name, c.name_it
     FROM situations s LEFT JOIN categories c ON c.id = s.category_id WHERE s.id::text = $1`,
    [situationId],
  );
  const s = rows[0];
  return {
    id: s.id, number: situationNumber(s.year, s.seq), title: s.title, severity: s.severity, startAt: Number(s.start_at),
    description: s.description ?? '', categoryDe: s.name ?? '', categoryIt: s.name_it ?? '',
  };
}
