/**
 * The delivery state machine (pure): sent → received → acknowledged, or failed from sent or
 * received. Channel reports may arrive late, twice or out of order (a receipt after the
 * acknowledgement); a report that would move a delivery backwards or out of a final state is
 * ignored, so applying the same reports in any order ends in the same state.
 */
import type {
  DeliveryCounts, DeliveryFailure, DeliveryState, VehicleMessageDelivery,
} from '../../../src/shared/vehicle-messages/types';

/** What an on-board unit link reports about one delivery. */
export type DeliveryEvent =
  | { deliveryId: string; type: 'received'; at: number }
  | { deliveryId: string; type: 'acknowledged'; at: number }
  | { deliveryId: string; type: 'failed'; at: number; failure: DeliveryFailure };

export type DeliveryTimes = Pick<VehicleMessageDelivery, 'state' | 'failure' | 'receivedAt' | 'acknowledgedAt' | 'failedAt'>;

/** No report changes a delivery in one of these states. */
export function isFinal(state: DeliveryState, requiresAck: boolean): boolean {
  return state === 'acknowledged' || state === 'failed' || (state === 'received' && !requiresAck);
}

/**
 * The delivery after a report, or null when the report changes nothing (stale, repeated, or
 * not wanted: an acknowledgement of a message that asks for none counts as its receipt).
 */
export function applyEvent(d: DeliveryTimes, event: DeliveryEvent, requiresAck: boolean): DeliveryTimes | null {
  if (isFinal(d.state, requiresAck)) return null;
  const at = new Date(event.at).toISOString();
  switch (event.type) {
    case 'received':
      return d.state === 'sent' ? { ...d, state: 'received', receivedAt: at } : null;
    case 'acknowledged':
      // An acknowledgement implies the receipt, even when the receipt report was lost.
      if (!requiresAck) return { ...d, state: 'received', receivedAt: d.receivedAt ?? at };
      return { ...d, state: 'acknowledged', receivedAt: d.receivedAt ?? at, acknowledgedAt: at };
    case 'failed':
      return { ...d, state: 'failed', failure: event.failure, failedAt: at };
  }
}

/** Deliveries by state, and how many are done (will not change any more). */
export function countDeliveries(deliveries: readonly Pick<VehicleMessageDelivery, 'state'>[], requiresAck: boolean): DeliveryCounts {
  const c: DeliveryCounts = { total: deliveries.length, sent: 0, received: 0, acknowledged: 0, failed: 0, done: 0 };
  for (const d of deliveries) {
    c[d.state] += 1;
    if (isFinal(d.state, requiresAck)) c.done += 1;
  }
  return c;
}
