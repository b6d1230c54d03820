/**
 * GraphQL of the notification chains (src/shared/situations/notifications.ts): a situation's runs,
 * the caller's in-app notifications and their acknowledgement, the live bell, and the outbox.
 */
import { GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { NOTIFICATION_ADDED, type Notification } from '../../../src/shared/situations/notifications';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import { mapIterator } from '../../operations/api/subscriptions';
import type { Queryable } from '../../db/types';
import type { SituationDeps } from '../deps';
import { rightsFor } from '../rights';
import { situationNumber } from './compose';
import type { ChainEngine } from './engine';
import { notifyBadInput, notifyForbidden } from './messages';
import { mapNotification, mapOutbox, mapRun, NOTIFICATION_COLUMNS, RUN_COLUMNS, type NotificationRow, type OutboxRowDb, type RunRow } from './rows';

const nn = GraphQLNonNull;
const str = { type: GraphQLString };
const nnStr = { type: new nn(GraphQLString) };
const MAX_PER_PAGE = 200;

const NotificationSituationType = new GraphQLObjectType({
  name: 'NotificationSituation',
  description: 'What a notification is about, for showing it in the reader\'s language (the bell)',
  fields: { id: { type: new nn(GraphQLID) }, number: nnStr, title: nnStr, severity: nnStr, state: nnStr },
});

/** The notification type; `situation` is read per notification (the bell shows at most a few dozen). */
function notificationType(db: Queryable): GraphQLObjectType {
  return new GraphQLObjectType({
    name: 'SituationNotification',
    fields: {
      id: { type: new nn(GraphQLID) },
      runId: { type: new nn(GraphQLID) },
      situationId: { type: new nn(GraphQLID) },
      situation: {
        type: NotificationSituationType,
        resolve: async (n: Notification) => {
          const { rows } = await db.query<{ id: string; year: number; seq: number; title: string; severity: string; state: string }>(
            'SELECT id::text AS id, year, seq, title, severity, state FROM situations WHERE id::text = $1', [n.situationId],
          );
          const r = rows[0];
          return r ? { id: r.id, number: situationNumber(r.year, r.seq), title: r.title, severity: r.severity, state: r.state } : null;
        },
      },
      stepIndex: { type: new nn(GraphQLInt) },
      reason: nnStr,
      receiverName: nnStr,
      channel: nnStr,
      address: nnStr,
      subject: nnStr,
      body: nnStr,
      status: nnStr,
      error: str,
      ackRequired: { type: new nn(GraphQLBoolean) },
      acknowledgedAt: str,
      acknowledgedBy: str,
      acknowledgedVia: str,
      createdAt: nnStr,
    },
  });
}

export function notifySchema(deps: SituationDeps, engine: ChainEngine): SchemaExtension {
  const { db } = deps;
  const NotificationType = notificationType(db);
  const RunStepType = new GraphQLObjectType({
    name: 'ChainRunStep',
    fields: { kind: nnStr, targetKind: str, target: str, minutes: { type: GraphQLInt }, times: { type: GraphQLInt } },
  });

  const RunType = new GraphQLObjectType({
    name: 'ChainRun',
    fields: {
      id: { type: new nn(GraphQLID) },
      situationId: { type: new nn(GraphQLID) },
      chainId: { type: new nn(GraphQLID) },
      chainName: nnStr,
      state: nnStr,
      stepIndex: { type: new nn(GraphQLInt) },
      steps: { type: new nn(new GraphQLList(new nn(RunStepType))) },
      acknowledgedAt: str,
      acknowledgedBy: str,
      startedAt: nnStr,
      finishedAt: str,
      nextAt: str,
      notifications: { type: new nn(new GraphQLList(new nn(NotificationType))) },
    },
  });

  const MyNotificationsType = new GraphQLObjectType({
    name: 'MyNotifications',
    fields: { items: { type: new nn(new GraphQLList(new nn(NotificationType))) }, unacknowledged: { type: new nn(GraphQLInt) } },
  });

  const OutboxEntryType = new GraphQLObjectType({
    name: 'OutboxEntry',
    fields: {
      id: { type: new nn(GraphQLID) },
      channel: nnStr,
      recipients: { type: new nn(new GraphQLList(new nn(GraphQLString))) },
      subject: nnStr,
      body: nnStr,
      attachments: { type: new nn(new GraphQLList(new nn(GraphQLString))) },
      via: nnStr,
      error: str,
      createdAt: nnStr,
    },
  });

  const OutboxPageType = new GraphQLObjectType({
    name: 'OutboxPage',
    fields: { items: { type: new nn(new GraphQLList(new nn(OutboxEntryType))) }, total: { type: new nn(GraphQLInt) } },
  });

  return {
    query: {
      situationChainRuns: {
        type: new nn(new GraphQLList(new nn(RunType))),
        description: 'The notification chains run for a situation, with every notification (empty without the right view on its category)',
        args: { situationId: { type: new nn(GraphQLID) } },
        resolve: async (_s, a: { situationId: string }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const sit = (await db.query<{ category_id: string }>('SELECT category_id::text AS category_id FROM situations WHERE id::text = $1', [a.situationId])).rows[0];
          if (!sit) return [];
          // Like Query.situation: without the right 'view' on its category the situation does not exist for the caller.
          if (!(await rightsFor(db, user, sit.category_id)).view) return [];
          const runs = (await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM notification_runs WHERE situation_id::text = $1 ORDER BY started_at, id`, [a.situationId])).rows;
          const notes = (await db.query<NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE situation_id::text = $1 ORDER BY id`, [a.situationId])).rows;
          return runs.map((r) => mapRun(r, notes.filter((n) => n.run_id === r.id).map(mapNotification)));
        },
      },
      myNotifications: {
        type: new nn(MyNotificationsType),
        description: "The caller's in-app notifications, newest first, and how many are not acknowledged",
        args: { limit: { type: GraphQLInt } },
        resolve: async (_s, a: { limit?: number | null }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const limit = a.limit ?? 20;
          if (limit < 1 || limit > MAX_PER_PAGE) throw notifyBadInput(ctx.lang, 'notify.error.badPaging', { max: MAX_PER_PAGE });
          const items = (await db.query<NotificationRow>(
            `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE channel = 'inApp' AND address = $1 AND status <> 'pending'
             ORDER BY (acknowledged_at IS NULL) DESC, id DESC LIMIT $2`,
            [user.username, limit],
          )).rows;
          const count = (await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notifications WHERE channel = 'inApp' AND address = $1 AND status <> 'pending' AND acknowledged_at IS NULL`,
            [user.username],
          )).rows[0].n;
          return { items: items.map(mapNotification), unacknowledged: count };
        },
      },
      notificationOutbox: {
        type: new nn(OutboxPageType),
        description: 'Every e-mail and SMS sent or kept (admins), newest first; page from 1',
        args: { page: { type: GraphQLInt }, perPage: { type: GraphQLInt } },
        resolve: async (_s, a: { page?: number | null; perPage?: number | null }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          if (!user.roles.includes('admin')) throw notifyForbidden(ctx.lang, 'notify.forbidden.outbox');
          const page = a.page ?? 1;
          const perPage = a.perPage ?? 25;
          if (page < 1 || perPage < 1 || perPage > MAX_PER_PAGE) throw notifyBadInput(ctx.lang, 'notify.error.badPaging', { max: MAX_PER_PAGE });
          const items = (await db.query<OutboxRowDb>(
            `SELECT id::text AS id, channel, recipients, subject, body, attachments, via, error, created_at FROM notification_outbox
             ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
            [perPage, (page - 1) * perPage],
          )).rows;
          const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox')).rows[0].n;
          return { items: items.map(mapOutbox), total };
        },
      },
    },
    mutation: {
      acknowledgeNotification: {
        type: new nn(NotificationType),
        description: 'Acknowledges one of the caller\'s in-app notifications (again: unchanged)',
        args: { id: { type: new nn(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const own = (await db.query<NotificationRow>(
            `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE id::text = $1 AND channel = 'inApp' AND address = $2`,
            [a.id, user.username],
          )).rows[0];
          if (!own) throw notifyBadInput(ctx.lang, 'notify.error.notFound');
          const done = await engine.acknowledge({ id: a.id }, user.username, 'app');
          if (done) engine.kick();
          return mapNotification(done ?? own);
        },
      },
    },
    subscription: {
      notificationAdded: {
        type: new nn(NotificationType),
        description: "A new in-app notification for the caller (the bell)",
        subscribe: (_s, _a, ctx: RequestContext) => {
          const user = requireUser(ctx);
          return mapIterator(deps.pubsub.subscribe<Notification>(NOTIFICATION_ADDED), (n) => (n.address === user.username ? n : null));
        },
        resolve: (payload: unknown) => payload,
      },
    },
  };
}
