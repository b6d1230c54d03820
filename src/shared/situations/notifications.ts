/**
 * Notification chains (Meldeketten, issue 13 item 6, docs/situation-report/notifications.md): the
 * values their declarations use and the GraphQL shapes of runs, in-app notifications and the
 * outbox. Shared by server and browser; pure.
 *
 * Query.situationChainRuns(situationId): [ChainRun]            (who was notified, acknowledged, pending)
 * Query.myNotifications(limit): MyNotifications                 (the caller's in-app notifications)
 * Query.notificationOutbox(page, perPage): OutboxPage           (admins: every e-mail and SMS)
 * Mutation.acknowledgeNotification(id): Notification            (own in-app notification)
 * Subscription.notificationAdded: Notification                  (the caller's new in-app notifications)
 * REST (no sign-in, the token is the proof): GET/POST /api/situations/ack/:token
 */

export const RECEIVER_CHANNELS = ['email', 'inApp', 'sms'] as const;
export type ReceiverChannel = (typeof RECEIVER_CHANNELS)[number];

/** Days of a chain's trigger, ISO order (Monday first). */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * notify: send to a target; wait: N minutes; requireAck: wait until a notification of the run is
 * acknowledged, at most `minutes`; repeat: send the previous notify again and go back to the step
 * after it, at most `times` times, while nobody acknowledged; escalate: when nobody acknowledged,
 * send to the step's target.
 */
export const CHAIN_STEP_KINDS = ['notify', 'wait', 'requireAck', 'repeat', 'escalate'] as const;
export type ChainStepKind = (typeof CHAIN_STEP_KINDS)[number];

/** Whom a notify or escalate step reaches: one receiver, a receiver group, or the app users of a role. */
export const CHAIN_TARGET_KINDS = ['receiver', 'group', 'role'] as const;
export type ChainTargetKind = (typeof CHAIN_TARGET_KINDS)[number];

/** What a step of its kind lacks (a declaration cannot require fields by kind): null when complete. */
export type ChainStepProblem = 'target' | 'minutes' | 'times' | null;

export function chainStepProblem(step: { kind: ChainStepKind; targetKind?: string | null; target?: string | null; minutes?: number | null; times?: number | null }): ChainStepProblem {
  if ((step.kind === 'notify' || step.kind === 'escalate') && (!step.targetKind || !step.target)) return 'target';
  if ((step.kind === 'wait' || step.kind === 'requireAck') && !step.minutes) return 'minutes';
  if (step.kind === 'repeat' && !step.times) return 'times';
  return null;
}

export type ChainRunState = 'running' | 'finished' | 'stopped';
export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'outbox' | 'failed' | 'noGateway';

export interface NotificationSituation {
  id: string;
  number: string;
  title: string;
  severity: string;
  state: string;
}

export interface Notification {
  id: string;
  runId: string;
  situationId: string;
  /** What it is about (GraphQL field resolved on request; the bell shows it in the reader's language). */
  situation?: NotificationSituation | null;
  stepIndex: number;
  /** notify | repeat | escalate */
  reason: string;
  receiverName: string;
  channel: ReceiverChannel;
  address: string;
  subject: string;
  body: string;
  status: NotificationStatus;
  error: string | null;
  ackRequired: boolean;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  acknowledgedVia: string | null;
  createdAt: string;
}

export interface ChainRunStep {
  kind: ChainStepKind;
  targetKind: ChainTargetKind | null;
  /** Receiver name, group or role, as the user reads it. */
  target: string | null;
  minutes: number | null;
  times: number | null;
}

export interface ChainRun {
  id: string;
  situationId: string;
  chainId: string;
  chainName: string;
  state: ChainRunState;
  stepIndex: number;
  steps: ChainRunStep[];
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** When the run moves on next (running only). */
  nextAt: string | null;
  notifications: Notification[];
}

export interface MyNotifications {
  items: Notification[];
  unacknowledged: number;
}

export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  recipients: string[];
  subject: string;
  body: string;
  attachments: string[];
  via: string;
  error: string | null;
  createdAt: string;
}

export interface OutboxPage {
  items: OutboxEntry[];
  total: number;
}

export const NOTIFICATION_ADDED = 'situations.notificationAdded';
