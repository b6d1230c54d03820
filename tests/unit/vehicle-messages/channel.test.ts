import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIM_ACK_MS, SIM_RECEIVE_MS, noChannel, simulatedChannel, simulatedDelays, type ChannelDelivery } from '../../../server/operations/vehicle-messages/channel';
import type { DeliveryEvent } from '../../../server/operations/vehicle-messages/states';

const T0 = Date.parse('2026-03-02T08:00:00.000Z');

function delivery(over: Partial<ChannelDelivery> = {}): ChannelDelivery {
  return {
    deliveryId: 'd1', messageId: 'm1', vehicle: { id: 'v801', number: '801', vehicleType: 'tramTrain' }, textDe: 'Text', textIt: 'Testo',
    priority: 'normal', requiresAck: true, sentAt: T0, received: false, ...over,
  };
}

describe('simulated delays', () => {
  it('are deterministic per message and vehicle and within 1–3 s / 3–10 s', () => {
    expect(simulatedDelays('s', 'm1', 'v1')).toEqual(simulatedDelays('s', 'm1', 'v1'));
    const all = Array.from({ length: 400 }, (_, i) => simulatedDelays('s', `m${i % 20}`, `v${i}`));
    for (const d of all) {
      expect(d.receiveMs).toBeGreaterThanOrEqual(SIM_RECEIVE_MS[0]);
      expect(d.receiveMs).toBeLessThanOrEqual(SIM_RECEIVE_MS[1]);
      expect(d.ackMs).toBeGreaterThanOrEqual(SIM_ACK_MS[0]);
      expect(d.ackMs).toBeLessThanOrEqual(SIM_ACK_MS[1]);
      expect(d.ackMs).toBeGreaterThanOrEqual(d.receiveMs);
    }
    // Spread over the range, not one value.
    expect(new Set(all.map((d) => Math.round(d.ackMs / 1000))).size).toBeGreaterThan(5);
    expect(simulatedDelays('s', 'm1', 'v1')).not.toEqual(simulatedDelays('s', 'm2', 'v1'));
  });
});

describe('simulated channel', () => {
  let now = T0;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    now = T0;
  });
  afterEach(() => vi.useRealTimers());

  const open = () => {
    const events: DeliveryEvent[] = [];
    const channel = simulatedChannel({ seed: 's', now: () => now });
    channel.start((e) => events.push(e));
    return { channel, events };
  };

  it('reports the receipt and then the acknowledgement at the simulated times', async () => {
    const { channel, events } = open();
    await channel.deliver(delivery());
    const { receiveMs, ackMs } = simulatedDelays('s', 'm1', 'v801');
    vi.advanceTimersByTime(receiveMs - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ deliveryId: 'd1', type: 'received', at: T0 + receiveMs }]);
    vi.advanceTimersByTime(ackMs - receiveMs);
    expect(events.map((e) => e.type)).toEqual(['received', 'acknowledged']);
    expect(events[1].at).toBe(T0 + ackMs);
  });

  it('no acknowledgement when none is asked; resumed deliveries keep their times', async () => {
    const { channel, events } = open();
    await channel.deliver(delivery({ requiresAck: false }));
    vi.advanceTimersByTime(20_000);
    expect(events.map((e) => e.type)).toEqual(['received']);

    // After a restart 2 s later: the receipt is due at once, the acknowledgement at its time.
    const { ackMs, receiveMs } = simulatedDelays('s', 'm2', 'v801');
    now = T0 + Math.max(receiveMs, 2000);
    const again = open();
    await again.channel.deliver(delivery({ deliveryId: 'd2', messageId: 'm2' }));
    vi.advanceTimersByTime(0);
    expect(again.events.map((e) => e.type)).toEqual(['received']);
    vi.advanceTimersByTime(T0 + ackMs - now);
    expect(again.events.map((e) => e.type)).toEqual(['received', 'acknowledged']);
  });

  it('a delivery handed over twice reports once; stop() silences it', async () => {
    const { channel, events } = open();
    await channel.deliver(delivery());
    await channel.deliver(delivery());
    vi.advanceTimersByTime(11_000);
    expect(events.map((e) => e.type)).toEqual(['received', 'acknowledged']);
    await channel.deliver(delivery({ deliveryId: 'd3', messageId: 'm3' }));
    channel.stop();
    vi.advanceTimersByTime(11_000);
    expect(events).toHaveLength(2);
  });

  it('coaches have no on-board unit; without a link nothing is reachable', async () => {
    const { channel } = open();
    expect(channel.unreachable({ id: '1', number: '1', vehicleType: 'coach' })).toBe('noUnit');
    expect(channel.unreachable({ id: '1', number: '1', vehicleType: 'tramTrain' })).toBeNull();
    expect(channel.simulated).toBe(true);
    const none = noChannel();
    expect(none.simulated).toBe(false);
    expect(none.unreachable({ id: '1', number: '1', vehicleType: 'tramTrain' })).toBe('noLink');
    await expect(none.deliver(delivery())).rejects.toThrow();
  });
});
