/**
 * The history page's live rule (pure): a vehicleMessageChanged event (the whole message) replaces
 * the message on the page, or puts a new message on top of the first page.
 */
import type { LiveApply } from '../../providers/query';
import type { MessagePage, MessageView } from './api';

/**
 * The history page after a live change: a message on the page is replaced; a new message
 * (newer than every row) goes on top of the first page, which keeps its size. Returns the page
 * unchanged (same object) when the change does not concern it.
 */
export function mergeMessage(page: MessagePage, m: MessageView, pageNo: number, perPage: number): MessagePage {
  const i = page.rows.findIndex((r) => r.id === m.id);
  if (i >= 0) {
    const rows = page.rows.slice();
    rows[i] = m;
    return { ...page, rows };
  }
  const newest = page.rows.reduce((max, r) => Math.max(max, Number(r.id)), 0);
  if (pageNo !== 1 || Number(m.id) <= newest) return page;
  return { rows: [m, ...page.rows].slice(0, perPage), total: page.total + 1 };
}

export interface MessageChangedEvent {
  vehicleMessageChanged: MessageView | null;
}

/** The apply rule of the history page `pageNo` (from 1) of `perPage` rows, for useLiveCache. */
export function applyMessageChanged(pageNo: number, perPage: number): LiveApply<MessagePage, MessageChangedEvent> {
  return (cached, event) => {
    const m = event.vehicleMessageChanged;
    if (!cached || !m) return undefined; // not loaded yet: the load brings it
    const next = mergeMessage(cached, m, pageNo, perPage);
    return next === cached ? undefined : next;
  };
}
