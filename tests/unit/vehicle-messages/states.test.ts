import { describe, expect, it } from 'vitest';
import { applyEvent, countDeliveries, isFinal, type DeliveryTimes } from '../../../server/operations/vehicle-messages/states';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');
const sent: DeliveryTimes = { state: 'sent', failure: null, receivedAt: null, acknowledgedAt: null, failedAt: null };
const iso = (ms: number) => new Date(ms).toISOString();

describe('delivery state machine', () => {
  it('goes sent → received → acknowledged with the report times', () => {
    const received = applyEvent(sent, { deliveryId: '1', type: 'received', at: T0 + 2000 }, true);
    expect(received).toEqual({ ...sent, state: 'received', receivedAt: iso(T0 + 2000) });
    const acked = applyEvent(received!, { deliveryId: '1', type: 'acknowledged', at: T0 + 7000 }, true);
    expect(acked).toEqual({ ...sent, state: 'acknowledged', receivedAt: iso(T0 + 2000), acknowledgedAt: iso(T0 + 7000) });
  });

  it('an acknowledgement without a receipt implies the receipt', () => {
    const acked = applyEvent(sent, { deliveryId: '1', type: 'acknowledged', at: T0 + 5000 }, true);
    expect(acked).toMatchObject({ state: 'acknowledged', receivedAt: iso(T0 + 5000), acknowledgedAt: iso(T0 + 5000) });
  });

  it('ignores late, repeated and backward reports; final states stay', () => {
    const acked = applyEvent(sent, { deliveryId: '1', type: 'acknowledged', at: T0 + 5000 }, true)!;
    expect(applyEvent(acked, { deliveryId: '1', type: 'received', at: T0 + 6000 }, true)).toBeNull();
    expect(applyEvent(acked, { deliveryId: '1', type: 'failed', at: T0 + 6000, failure: 'channelError' }, true)).toBeNull();
    const received = applyEvent(sent, { deliveryId: '1', type: 'received', at: T0 + 1000 }, true)!;
    expect(applyEvent(received, { deliveryId: '1', type: 'received', at: T0 + 1500 }, true)).toBeNull();
    const failed = applyEvent(sent, { deliveryId: '1', type: 'failed', at: T0, failure: 'noUnit' }, true)!;
    expect(failed).toMatchObject({ state: 'failed', failure: 'noUnit', failedAt: iso(T0) });
    expect(applyEvent(failed, { deliveryId: '1', type: 'acknowledged', at: T0 + 1 }, true)).toBeNull();
  });

  it('a message without acknowledgement ends at received', () => {
    expect(isFinal('received', false)).toBe(true);
    expect(isFinal('received', true)).toBe(false);
    const received = applyEvent(sent, { deliveryId: '1', type: 'received', at: T0 + 1000 }, false)!;
    expect(applyEvent(received, { deliveryId: '1', type: 'acknowledged', at: T0 + 4000 }, false)).toBeNull();
    // An acknowledgement that arrives first still only counts as the receipt.
    expect(applyEvent(sent, { deliveryId: '1', type: 'acknowledged', at: T0 + 4000 }, false)).toMatchObject({ state: 'received', acknowledgedAt: null });
  });

  it('the same reports in any order end in the same state', () => {
    const events = [
      { deliveryId: '1', type: 'received' as const, at: T0 + 1000 },
      { deliveryId: '1', type: 'acknowledged' as const, at: T0 + 4000 },
    ];
    const play = (list: typeof events) => list.reduce((d, e) => applyEvent(d, e, true) ?? d, sent);
    expect(play(events).state).toBe('acknowledged');
    expect(play([...events].reverse()).state).toBe('acknowledged');
    expect(play(events).acknowledgedAt).toBe(iso(T0 + 4000));
  });

  it('counts deliveries by state and those done', () => {
    const list = [{ state: 'sent' as const }, { state: 'received' as const }, { state: 'acknowledged' as const }, { state: 'failed' as const }, { state: 'acknowledged' as const }];
    expect(countDeliveries(list, true)).toEqual({ total: 5, sent: 1, received: 1, acknowledged: 2, failed: 1, done: 3 });
    expect(countDeliveries(list, false).done).toBe(4);
    expect(countDeliveries([], true)).toEqual({ total: 0, sent: 0, received: 0, acknowledged: 0, failed: 0, done: 0 });
  });
});
