/**
 * react-admin notifications as toasts (spec point 9): up to 3 at once at the bottom left, more
 * wait; each hides after 5000 ms. Pass as <Admin notification={ToastNotifications}>.
 */
import { useCallback, useEffect, useReducer } from 'react';
import { Alert, Box, Button } from '@mui/material';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { autoHideFor, dismiss, emptyQueue, enqueue, type Toast, type ToastQueueState } from './toastQueue';

type Action = { type: 'add'; payload: NotificationPayload } | { type: 'remove'; id: number };

function reducer(state: ToastQueueState<NotificationPayload>, action: Action) {
  return action.type === 'add' ? enqueue(state, action.payload) : dismiss(state, action.id);
}

const SEVERITY = { info: 'info', success: 'success', warning: 'warning', error: 'error' } as const;

export function ToastNotifications() {
  const { notifications, takeNotification } = useNotificationContext();
  const [queue, dispatch] = useReducer(reducer, undefined, () => emptyQueue<NotificationPayload>());

  // Move react-admin's queued notifications into our queue, one per render: takeNotification
  // returns the head of the list captured at render time, so looping here would take the same
  // notification forever. Taking one changes `notifications`, which runs this effect again.
  useEffect(() => {
    if (!notifications.length) return;
    const next = takeNotification();
    if (next) dispatch({ type: 'add', payload: next });
  }, [notifications, takeNotification]);

  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-label={translate('app.toast.region')}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 'min(560px, calc(100vw - 16px))',
        pointerEvents: queue.visible.length ? 'auto' : 'none',
      }}
    >
      {queue.visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={(id) => dispatch({ type: 'remove', id })} />
      ))}
    </Box>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast<NotificationPayload>; onClose: (id: number) => void }) {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const { message, type, notificationOptions = {} } = toast.payload;
  const { autoHideDuration, messageArgs, undoable, multiLine } = notificationOptions;
  const hideAfter = autoHideFor(autoHideDuration);

  const finish = useCallback(
    (isUndo: boolean) => {
      if (undoable) {
        const mutation = takeMutation();
        if (mutation) mutation({ isUndo });
        else undoableEventEmitter.emit('end', { isUndo });
      }
      onClose(toast.id);
    },
    [undoable, takeMutation, onClose, toast.id],
  );

  useEffect(() => {
    if (hideAfter === null) return;
    const timer = window.setTimeout(() => finish(false), hideAfter);
    return () => window.clearTimeout(timer);
  }, [hideAfter, finish]);

  const text = typeof message === 'string' ? translate(message, messageArgs) : message;
  return (
    <CloseNotificationContext.Provider value={() => finish(false)}>
      <Alert
        variant="filled"
        severity={SEVERITY[type ?? 'info'] ?? 'info'}
        role={type === 'error' ? 'alert' : 'status'}
        onClose={() => finish(false)}
        slotProps={{ closeButton: { title: translate('app.toast.close'), 'aria-label': translate('app.toast.close') } }}
        action={
          undoable ? (
            <Button color="inherit" size="small" onClick={() => finish(true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ whiteSpace: multiLine ? 'pre-wrap' : undefined, boxShadow: 3 }}
      >
        {text}
      </Alert>
    </CloseNotificationContext.Provider>
  );
}
