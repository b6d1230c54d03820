/** The caller's in-app notifications, kept live by Subscription.notificationAdded (the bell). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageQuery } from '../../../providers/query/pageQuery';
import { useLiveCache } from '../../../providers/query/useLiveCache';
import type { MyNotifications, Notification } from '../../../shared/situations/notifications';
import { acknowledgeNotification, fetchMyNotifications, MY_NOTIFICATIONS_KEY, NOTIFICATION_ADDED_SUBSCRIPTION } from './api';
import { applyAcknowledged, applyNotificationAdded } from './bell';

const applyEvent = (cached: MyNotifications | undefined, event: { notificationAdded: Notification }) => applyNotificationAdded(cached, event.notificationAdded);

export function useMyNotifications() {
  const query = usePageQuery(MY_NOTIFICATIONS_KEY, fetchMyNotifications, { staleTime: 30_000 });
  useLiveCache(MY_NOTIFICATIONS_KEY, NOTIFICATION_ADDED_SUBSCRIPTION, {}, applyEvent);
  const client = useQueryClient();
  const acknowledge = useCallback(
    async (id: string) => {
      const done = await acknowledgeNotification(id);
      client.setQueryData<MyNotifications>(MY_NOTIFICATIONS_KEY, (cached) => applyAcknowledged(cached, done));
      // The situation's chain runs show the acknowledgement too.
      void client.invalidateQueries({ queryKey: ['page', 'situationNotifications', 'runs', done.situationId] });
      return done;
    },
    [client],
  );
  return { query, acknowledge };
}
