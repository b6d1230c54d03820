/**
 * Where react-admin's notifications appear as toasts (src/ui/ToastNotifications.tsx, drawn with
 * MUI). Its code and the screens' theme load when the first notification arrives, and it stays
 * mounted from then on, so the shell's first load carries neither.
 */
import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'ra-core';
import { themed } from './themed';

const Toasts = lazy(themed<object>(() => import('../ui/ToastNotifications').then((m) => ({ default: m.ToastNotifications }))));

export function ToastHost() {
  const { notifications } = useNotificationContext();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
