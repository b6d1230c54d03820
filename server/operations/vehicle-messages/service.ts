/**
 * Messages to vehicles (docs/vehicle-messages.md): sends a message (text, targets, one delivery
 * per vehicle), hands the deliveries to the on-board unit channel, records the channel's reports
 * as state changes and publishes every changed message on the `vehicleMessageChanged` topic.
 */
import type { RunRow } from '../../../src/shared/operations/types';
import {
  VEHICLE_MESSAGE_CHANGED, type LineTarget, type UnavailableVehicle, type VehicleMessage, type VehicleMessageDelivery, type VehicleTarget,
} from '../../../src/shared/vehicle-messages/types';
import type { Database } from '../../db/types';
import type { PubSub } from '../../pubsub';
import { MAX_PER_PAGE as RESOURCE_MAX_PER_PAGE } from '../../resources/list';
import type { ResourceService } from '../../resources/service';
import type { RunQuery } from '../types';
import type { ChannelDelivery, VehicleMessageChannel } from './channel';
import { composeText, type PredefinedText, type TextInput } from './compose';
import { MessageInputError } from './messages';
import { applyEvent, countDeliveries, type DeliveryEvent } from './states';
import {
  deliveriesOf, getDelivery, getMessage, insertMessage, listMessages, openDeliveries, updateDelivery,
  type MessageFilter, type MessageRecord, type NewDelivery,
} from './store';
import {
  NOT_IN_SERVICE_STATES, currentRunByVehicle, linesOfDay, resolveTargets, unavailableVehicles, vehicleTargets,
  type FleetEntry, type RunRef, type TargetRequest,
} from './targets';

/** What the service reads of the live engine (its public methods). */
export interface RunSource {
  currentDay(): string;
  listRuns(query: RunQuery): { rows: RunRow[]; total: number };
  /** Seconds of the current operating day's service day now (engine clock). */
  nowSeconds(): number;
}

export interface MessageLog {
  warn(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface MessageServiceOptions {
  db: Database;
  pubsub: PubSub;
  /** Resource services by type name: Vehicle (the fleet), VehicleMessageText (predefined texts). */
  services: Map<string, ResourceService>;
  runs: RunSource;
  channel: VehicleMessageChannel;
  log: MessageLog;
  /** Changes of one message are published at most this often (ms). */
  publishEveryMs?: number;
}

export type SendInput = TextInput & TargetRequest;

export const MAX_MESSAGES_PER_PAGE = 100;
const RUNS_PAGE = 500;

export class VehicleMessageService {
  private readonly dirty = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** Channel reports are applied one after the other. */
  private queue: Promise<unknown> = Promise.resolve();
  private resumed: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly opts: MessageServiceOptions) {
    opts.channel.start((event) => this.report(event));
  }

  get simulated(): boolean {
    return this.opts.channel.simulated;
  }

  // ---- reads -----------------------------------------------------------------------------------

  async list(filter: MessageFilter, page: number, perPage: number): Promise<{ rows: VehicleMessage[]; total: number }> {
    await this.resume();
    const { rows, total } = await listMessages(this.opts.db, filter, page, perPage);
    return { rows: await this.withDeliveries(rows), total };
  }

  async get(id: string): Promise<VehicleMessage | null> {
    await this.resume();
    const m = await getMessage(this.opts.db, id);
    return m ? (await this.withDeliveries([m]))[0] : null;
  }

  /** Vehicles in service with the run each is on now, and the day's lines with their vehicles now. */
  async targets(): Promise<{ vehicles: VehicleTarget[]; lines: LineTarget[]; unavailable: UnavailableVehicle[] }> {
    const { rows, current } = this.currentRuns();
    const fleet = await this.fleet();
    return { vehicles: vehicleTargets(fleet, current), lines: linesOfDay(rows, current), unavailable: unavailableVehicles(fleet) };
  }

  private async withDeliveries(messages: MessageRecord[]): Promise<VehicleMessage[]> {
    const deliveries = await deliveriesOf(this.opts.db, messages.map((m) => m.id));
    const byMessage = new Map<string, VehicleMessageDelivery[]>();
    for (const d of deliveries) byMessage.set(d.messageId, [...(byMessage.get(d.messageId) ?? []), d]);
    return messages.map((m) => {
      const list = byMessage.get(m.id) ?? [];
      return { ...m, counts: countDeliveries(list, m.requiresAck), deliveries: list };
    });
  }

  private currentRuns(): { rows: RunRow[]; current: Map<string, RunRef> } {
    const { runs } = this.opts;
    const day = runs.currentDay();
    const rows: RunRow[] = [];
    for (let page = 1; ; page += 1) {
      const r = runs.listRuns({ operatingDay: day, page, perPage: RUNS_PAGE });
      rows.push(...r.rows);
      if (r.rows.length < RUNS_PAGE || rows.length >= r.total) break;
    }
    return { rows, current: currentRunByVehicle(rows, runs.nowSeconds()) };
  }

  private async fleet(): Promise<FleetEntry[]> {
    const service = this.opts.services.get('Vehicle');
    if (!service) return [];
    const rows = await service.list({ page: 0, perPage: RESOURCE_MAX_PER_PAGE, sortField: 'vehicleNumber', sortOrder: 'ASC' });
    return rows.map((r) => ({
      id: String(r.id), number: String(r.vehicleNumber ?? r.id), series: String(r.series ?? ''),
      vehicleType: String(r.vehicleType ?? ''), status: String(r.status ?? ''),
    }));
  }

  private async predefined(id: string | null | undefined): Promise<PredefinedText | null> {
    if (!id?.trim()) return null;
    const row = await this.opts.services.get('VehicleMessageText')?.get(id.trim());
    if (!row) return null;
    return {
      id: String(row.id), code: String(row.code ?? ''), textDe: String(row.textDe ?? ''), textIt: String(row.textIt ?? ''),
      category: (row.category ?? null) as PredefinedText['category'], requiresAck: row.requiresAck !== false, active: row.active !== false,
    };
  }

  // ---- send ------------------------------------------------------------------------------------

  /** Sends a message; refusals throw MessageInputError (nothing is written then). */
  async send(input: SendInput, actor: string): Promise<VehicleMessage> {
    await this.resume();
    const text = composeText(input, await this.predefined(input.textId));
    if (!text.ok) throw new MessageInputError(text.error.key, text.error.args);
    const { rows, current } = this.currentRuns();
    const resolved = resolveTargets(input, await this.fleet(), current, linesOfDay(rows, current));
    if (!resolved.ok) throw new MessageInputError(resolved.error.key, resolved.error.args);

    const { channel, db } = this.opts;
    const deliveries: NewDelivery[] = resolved.targets.map(({ vehicle, run }) => ({
      vehicleId: vehicle.id,
      vehicleNumber: vehicle.number,
      runId: run?.id ?? null,
      trainNumber: run?.trainNumber ?? null,
      lineId: run?.lineId ?? null,
      lineNumber: run?.lineNumber ?? null,
      failure: NOT_IN_SERVICE_STATES.includes(vehicle.status) ? 'notInService' : channel.unreachable({ id: vehicle.id, number: vehicle.number, vehicleType: vehicle.vehicleType }),
    }));
    const message = await db.transaction((tx) =>
      insertMessage(tx, {
        ...text.value, lineId: resolved.line?.id ?? null, lineNumber: resolved.line?.number ?? null, simulated: channel.simulated, sentBy: actor,
      }, deliveries),
    );
    const view = (await this.withDeliveries([message]))[0];
    const types = new Map(resolved.targets.map(({ vehicle }) => [vehicle.id, vehicle.vehicleType]));
    for (const d of view.deliveries) {
      if (d.state === 'sent') this.handOver(d, message, types.get(d.vehicleId ?? '') ?? '', false);
    }
    this.opts.pubsub.publish(VEHICLE_MESSAGE_CHANGED, view);
    return view;
  }

  private handOver(d: VehicleMessageDelivery, m: MessageRecord, vehicleType: string, received: boolean): void {
    const delivery: ChannelDelivery = {
      deliveryId: d.id, messageId: m.id, vehicle: { id: d.vehicleId ?? '', number: d.vehicleNumber, vehicleType },
      textDe: m.textDe, textIt: m.textIt, priority: m.priority, requiresAck: m.requiresAck, sentAt: Date.parse(d.sentAt), received,
    };
    this.opts.channel.deliver(delivery).catch((e: unknown) => {
      this.opts.log.warn(`vehicle message ${m.id}: delivery to ${d.vehicleNumber} failed: ${String(e)}`);
      this.report({ deliveryId: d.id, type: 'failed', at: Date.now(), failure: 'channelError' });
    });
  }

  /**
   * After a restart: hands the deliveries still under way to the channel again (once, before the
   * first read or send, or when the engine is running, whichever comes first).
   */
  resume(): Promise<void> {
    this.resumed ??= (async () => {
      const open = await openDeliveries(this.opts.db);
      const fleet = open.length ? new Map((await this.fleet()).map((v) => [v.id, v.vehicleType])) : new Map<string, string>();
      for (const { delivery, message } of open) {
        this.handOver(delivery, message, fleet.get(delivery.vehicleId ?? '') ?? '', delivery.state === 'received');
      }
    })().catch((e: unknown) => {
      this.resumed = null;
      this.opts.log.error(e, 'vehicle messages: resuming open deliveries failed');
    });
    return this.resumed;
  }

  // ---- channel reports -------------------------------------------------------------------------

  /** A channel report: applied in order of arrival; stale reports change nothing. */
  report(event: DeliveryEvent): Promise<void> {
    const run = this.queue.then(() => this.apply(event));
    this.queue = run.catch((e: unknown) => this.opts.log.error(e, 'vehicle messages: recording a delivery report failed'));
    return this.queue as Promise<void>;
  }

  private async apply(event: DeliveryEvent): Promise<void> {
    if (this.stopped) return;
    const found = await getDelivery(this.opts.db, event.deliveryId);
    if (!found) return;
    const next = applyEvent(found.delivery, event, found.requiresAck);
    if (!next) return;
    if (await updateDelivery(this.opts.db, found.delivery.id, found.delivery.state, next)) this.markDirty(found.delivery.messageId);
  }

  private markDirty(messageId: string): void {
    this.dirty.add(messageId);
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, this.opts.publishEveryMs ?? 250);
    this.flushTimer.unref();
  }

  /** Publishes every message changed since the last flush, once each. */
  async flush(): Promise<void> {
    const ids = [...this.dirty];
    this.dirty.clear();
    for (const id of ids) {
      try {
        const view = await this.get(id);
        if (view && !this.stopped) this.opts.pubsub.publish(VEHICLE_MESSAGE_CHANGED, view);
      } catch (e) {
        this.opts.log.error(e, `vehicle messages: publishing message ${id} failed`);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.opts.channel.stop();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.queue;
    await this.resumed;
  }
}
