/**
 * Toast queue (spec point 9): at most 3 toasts at once, the rest wait in order; each
 * hides after 5000 ms unless the message sets its own duration. Pure state transitions.
 */
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'left' } as const;

export interface Toast<T> {
  id: number;
  payload: T;
}

export interface ToastQueueState<T> {
  visible: Toast<T>[];
  waiting: Toast<T>[];
  nextId: number;
}

export function emptyQueue<T>(): ToastQueueState<T> {
  return { visible: [], waiting: [], nextId: 1 };
}

function fill<T>(visible: Toast<T>[], waiting: Toast<T>[], limit: number): Pick<ToastQueueState<T>, 'visible' | 'waiting'> {
  const free = Math.max(0, limit - visible.length);
  return { visible: [...visible, ...waiting.slice(0, free)], waiting: waiting.slice(free) };
}

/** Adds a toast: shown at once when fewer than `limit` are visible, otherwise it waits. */
export function enqueue<T>(state: ToastQueueState<T>, payload: T, limit = TOAST_LIMIT): ToastQueueState<T> {
  const toast = { id: state.nextId, payload };
  return { ...fill(state.visible, [...state.waiting, toast], limit), nextId: state.nextId + 1 };
}

/** Removes a toast (visible or waiting); the next waiting one takes its place. */
export function dismiss<T>(state: ToastQueueState<T>, id: number, limit = TOAST_LIMIT): ToastQueueState<T> {
  const visible = state.visible.filter((t) => t.id !== id);
  const waiting = state.waiting.filter((t) => t.id !== id);
  if (visible.length === state.visible.length && waiting.length === state.waiting.length) return state;
  return { ...fill(visible, waiting, limit), nextId: state.nextId };
}

/**
 * How long a toast stays: the message's own autoHideDuration when it sets one (null or 0
 * means "stays until closed", as in react-admin), otherwise 5000 ms.
 */
export function autoHideFor(own: number | null | undefined, fallback = TOAST_AUTO_HIDE_MS): number | null {
  if (own === undefined) return fallback;
  return own === null || own === 0 ? null : own;
}
