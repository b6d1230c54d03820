/** Database rows of runs, notifications and the outbox, and their GraphQL shapes (src/shared/situations/notifications.ts). */
import type { ChainRun, ChainRunState, Notification, NotificationStatus, OutboxEntry, ReceiverChannel } from '../../../src/shared/situations/notifications';
import type { StoredStep } from './engine';

export interface NotificationRow {
  id: string;
  run_id: string;
  situation_id: string;
  step_index: number;
  reason: string;
  receiver_name: string;
  channel: ReceiverChannel;
  address: string;
  subject: string;
  body: string;
  status: NotificationStatus;
  error: string | null;
  ack_required: boolean;
  acknowledged_at: Date | string | null;
  acknowledged_by: string | null;
  acknowledged_via: string | null;
  created_at: Date | string;
}

export const NOTIFICATION_COLUMNS = `id::text AS id, run_id::text AS run_id, situation_id::text AS situation_id, step_index, reason,
  receiver_name, channel, address, subject, body, status, error, ack_required, acknowledged_at, acknowledged_by, acknowledged_via, created_at`;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export function mapNotification(r: NotificationRow): Notification {
  return {
    id: r.id, runId: r.run_id, situationId: r.situation_id, stepIndex: r.step_index, reason: r.reason, receiverName: r.receiver_name,
    channel: r.channel, address: r.address, subject: r.subject, body: r.body, status: r.status, error: r.error, ackRequired: r.ack_required,
    acknowledgedAt: iso(r.acknowledged_at), acknowledgedBy: r.acknowledged_by, acknowledgedVia: r.acknowledged_via, createdAt: iso(r.created_at)!,
  };
}

export interface RunRow {
  id: string;
  situation_id: string;
  chain_id: string;
  chain_name: string;
  state: ChainRunState;
  step_index: number;
  steps: StoredStep[];
  acknowledged_at: Date | string | null;
  acknowledged_by: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  next_at: Date | string;
}

export const RUN_COLUMNS = `id::text AS id, situation_id::text AS situation_id, chain_id, chain_name, state, step_index, steps,
  acknowledged_at, acknowledged_by, started_at, finished_at, next_at`;

export function mapRun(r: RunRow, notifications: Notification[]): ChainRun {
  return {
    id: r.id, situationId: r.situation_id, chainId: r.chain_id, chainName: r.chain_name, state: r.state, stepIndex: r.step_index,
    steps: r.steps.map((s) => ({ kind: s.kind, targetKind: s.target?.kind ?? null, target: s.targetLabel, minutes: s.minutes, times: s.times })),
    acknowledgedAt: iso(r.acknowledged_at), acknowledgedBy: r.acknowledged_by, startedAt: iso(r.started_at)!, finishedAt: iso(r.finished_at),
    nextAt: r.state === 'running' ? iso(r.next_at) : null, notifications,
  };
}

export interface OutboxRowDb {
  id: string;
  channel: 'email' | 'sms';
  recipients: string[];
  subject: string;
  body: string;
  attachments: string[] | null;
  via: string;
  error: string | null;
  created_at: Date | string;
}

export function mapOutbox(r: OutboxRowDb): OutboxEntry {
  return {
    id: r.id, channel: r.channel, recipients: r.recipients, subject: r.subject, body: r.body, attachments: r.attachments ?? [],
    via: r.via, error: r.error, createdAt: iso(r.created_at)!,
  };
}
