/**
 * The link to the vehicles' on-board units (docs/vehicle-messages.md, "The channel"). The
 * message service hands each delivery to a channel and learns from the channel's reports when
 * the vehicle received and the driver acknowledged it. A real link (radio data, VDV 300/IBIS-IP,
 * a vendor's on-board system) is plugged in like the vehicle-location feed: an object with this
 * interface passed to the service. Without one, the demo simulation answers (SIMULATOR on) or
 * every delivery fails as `noLink` (real operation without a configured link).
 */
import type { DeliveryFailure, MessagePriority } from '../../../src/shared/vehicle-messages/types';
import { hashString, rng } from '../prng';
import type { DeliveryEvent } from './states';

/** What a channel needs to know of the addressed vehicle. */
export interface ChannelVehicle {
  id: string;
  number: string;
  vehicleType: string;
}

/** One message to one vehicle, as handed to the channel. */
export interface ChannelDelivery {
  deliveryId: string;
  messageId: string;
  vehicle: ChannelVehicle;
  /** The text in both languages; the on-board unit shows the one of its display. */
  textDe: string;
  textIt: string;
  priority: MessagePriority;
  /** Ask the driver to acknowledge. */
  requiresAck: boolean;
  /** Epoch ms when the message was sent (a resumed delivery keeps its original time). */
  sentAt: number;
  /** Already received (a delivery resumed after a restart waits for its acknowledgement only). */
  received: boolean;
}

export interface VehicleMessageChannel {
  /** Deliveries through this channel are simulated (shown with a "simulated" badge). */
  readonly simulated: boolean;
  /** Called once before the first delivery: the channel reports every state change here. */
  start(report: (event: DeliveryEvent) => void): void;
  /** Why the vehicle cannot be reached (no on-board unit, unknown to the on-board system), or null. */
  unreachable(vehicle: ChannelVehicle): DeliveryFailure | null;
  /**
   * Hands a delivery to the vehicle. May be called again for the same deliveryId after a
   * restart (the delivery was still under way): the channel must treat that as a resume.
   * A rejection fails the delivery as `channelError`.
   */
  deliver(delivery: ChannelDelivery): Promise<void>;
  /** Forget everything under way (server stops); no reports afterwards. */
  stop(): void;
}

/** Vehicle types without a driver's cab carry no on-board unit (passenger coaches). */
const WITHOUT_UNIT: readonly string[] = ['coach'];

/** Receipt 1–3 s after sending; acknowledgement 3–10 s after sending (so never before the receipt). */
export const SIM_RECEIVE_MS: readonly [number, number] = [1000, 3000];
export const SIM_ACK_MS: readonly [number, number] = [3000, 10_000];

/**
 * The simulated delays of one delivery (pure): the same message and vehicle always take the
 * same time, on every server and after a restart.
 */
export function simulatedDelays(seed: string, messageId: string, vehicleId: string): { receiveMs: number; ackMs: number } {
  const next = rng(hashString(`${seed}|msg|${messageId}|${vehicleId}`));
  const receiveMs = Math.round(SIM_RECEIVE_MS[0] + next() * (SIM_RECEIVE_MS[1] - SIM_RECEIVE_MS[0]));
  const ackMs = Math.round(SIM_ACK_MS[0] + next() * (SIM_ACK_MS[1] - SIM_ACK_MS[0]));
  return { receiveMs, ackMs: Math.max(ackMs, receiveMs) };
}

export interface SimulatedChannelOptions {
  seed?: string;
  /** Real time (epoch ms); the simulation runs in real time, not on the engine's clock. */
  now?: () => number;
}

/** The demo's on-board units: every vehicle with a cab receives and its driver acknowledges. */
export function simulatedChannel(opts: SimulatedChannelOptions = {}): VehicleMessageChannel {
  const seed = opts.seed ?? 'leitstelle';
  const now = opts.now ?? Date.now;
  const timers = new Map<string, NodeJS.Timeout[]>();
  let report: ((event: DeliveryEvent) => void) | null = null;

  const at = (deliveryId: string, when: number, event: DeliveryEvent) => {
    const timer = setTimeout(() => {
      const list = timers.get(deliveryId)?.filter((t) => t !== timer) ?? [];
      if (list.length) timers.set(deliveryId, list);
      else timers.delete(deliveryId);
      report?.(event);
    }, Math.max(0, when - now()));
    timer.unref();
    timers.set(deliveryId, [...(timers.get(deliveryId) ?? []), timer]);
  };

  return {
    simulated: true,
    start(r) {
      report = r;
    },
    unreachable(vehicle) {
      return WITHOUT_UNIT.includes(vehicle.vehicleType) ? 'noUnit' : null;
    },
    async deliver(d) {
      for (const t of timers.get(d.deliveryId) ?? []) clearTimeout(t);
      timers.delete(d.deliveryId);
      const { receiveMs, ackMs } = simulatedDelays(seed, d.messageId, d.vehicle.id);
      if (!d.received) at(d.deliveryId, d.sentAt + receiveMs, { deliveryId: d.deliveryId, type: 'received', at: d.sentAt + receiveMs });
      if (d.requiresAck) at(d.deliveryId, d.sentAt + ackMs, { deliveryId: d.deliveryId, type: 'acknowledged', at: d.sentAt + ackMs });
    },
    stop() {
      for (const list of timers.values()) for (const t of list) clearTimeout(t);
      timers.clear();
      report = null;
    },
  };
}

/** Real operation without a configured link: nothing can be delivered. */
export function noChannel(): VehicleMessageChannel {
  return {
    simulated: false,
    start() {},
    unreachable: () => 'noLink',
    deliver: () => Promise.reject(new Error('no on-board unit link configured')),
    stop() {},
  };
}
