/**
 * The GraphQL calls of the notification parts (src/shared/situations/notifications.ts): the
 * caller's in-app notifications, acknowledging one, a situation's chain runs, the outbox.
 */
import { graphqlRequest } from '../../../providers/data/graphqlRequest';
import { pageKey } from '../../../providers/query/pageQuery';
import type { ChainRun, MyNotifications, Notification, OutboxPage } from '../../../shared/situations/notifications';

export const NOTIFICATION_FIELDS = `id runId situationId stepIndex reason receiverName channel address subject body status error ackRequired
  acknowledgedAt acknowledgedBy acknowledgedVia createdAt`;

export const MY_NOTIFICATIONS_KEY = pageKey('situationNotifications', 'mine');
export const chainRunsKey = (situationId: string) => pageKey('situationNotifications', 'runs', situationId);
export const outboxKey = (page: number, perPage: number) => pageKey('situationNotifications', 'outbox', page, perPage);

/** The bell also asks what each notification is about, to name it in the reader's language. */
const BELL_FIELDS = `${NOTIFICATION_FIELDS} situation { id number title severity state }`;

export const NOTIFICATION_ADDED_SUBSCRIPTION = `subscription NotificationAdded { notificationAdded { ${BELL_FIELDS} } }`;

export async function fetchMyNotifications(): Promise<MyNotifications> {
  const data = await graphqlRequest<{ myNotifications: MyNotifications }>(
    `query MyNotifications($limit: Int) { myNotifications(limit: $limit) { unacknowledged items { ${BELL_FIELDS} } } }`,
    { limit: 30 },
  );
  return data.myNotifications;
}

export async function acknowledgeNotification(id: string): Promise<Notification> {
  const data = await graphqlRequest<{ acknowledgeNotification: Notification }>(
    `mutation AcknowledgeNotification($id: ID!) { acknowledgeNotification(id: $id) { ${BELL_FIELDS} } }`,
    { id },
  );
  return data.acknowledgeNotification;
}

export async function fetchChainRuns(situationId: string): Promise<ChainRun[]> {
  const data = await graphqlRequest<{ situationChainRuns: ChainRun[] }>(
    `query SituationChainRuns($situationId: ID!) { situationChainRuns(situationId: $situationId) {
      id situationId chainId chainName state stepIndex acknowledgedAt acknowledgedBy startedAt finishedAt nextAt
      steps { kind targetKind target minutes times } notifications { ${NOTIFICATION_FIELDS} } } }`,
    { situationId },
  );
  return data.situationChainRuns;
}

export async function fetchOutbox(page: number, perPage: number): Promise<OutboxPage> {
  const data = await graphqlRequest<{ notificationOutbox: OutboxPage }>(
    `query NotificationOutbox($page: Int, $perPage: Int) { notificationOutbox(page: $page, perPage: $perPage) {
      total items { id channel recipients subject body attachments via error createdAt } } }`,
    { page, perPage },
  );
  return data.notificationOutbox;
}
