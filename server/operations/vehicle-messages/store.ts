/**
 * The message tables (migration 0006_vehicle_messages.sql): messages and their deliveries.
 */
import type {
  DeliveryFailure, DeliveryState, MessagePriority, MessageTextCategory, VehicleMessageDelivery,
} from '../../../src/shared/vehicle-messages/types';
import type { Queryable } from '../../db/types';
import type { ComposedText } from './compose';
import type { DeliveryTimes } from './states';

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const MESSAGE_COLUMNS = `m.id::text AS id, m.text_id, m.text_code, m.text_de, m.text_it, m.free_text, m.category, m.priority,
  m.requires_ack, m.line_id, m.line_number, m.simulated, m.sent_by, ${iso('m.sent_at')} AS sent_at`;

const DELIVERY_COLUMNS = `d.id::text AS id, d.message_id::text AS message_id, d.vehicle_id, d.vehicle_number, d.run_id, d.train_number,
  d.line_id, d.line_number, d.state, d.failure, d.simulated, ${iso('d.sent_at')} AS sent_at, ${iso('d.received_at')} AS received_at,
  ${iso('d.acknowledged_at')} AS acknowledged_at, ${iso('d.failed_at')} AS failed_at`;

interface MessageRow {
  id: string;
  text_id: string | null;
  text_code: string | null;
  text_de: string;
  text_it: string;
  free_text: boolean;
  category: MessageTextCategory | null;
  priority: MessagePriority;
  requires_ack: boolean;
  line_id: string | null;
  line_number: string | null;
  simulated: boolean;
  sent_by: string;
  sent_at: string;
}

interface DeliveryRow {
  id: string;
  message_id: string;
  vehicle_id: string | null;
  vehicle_number: string;
  run_id: string | null;
  train_number: string | null;
  line_id: string | null;
  line_number: string | null;
  state: DeliveryState;
  failure: DeliveryFailure | null;
  simulated: boolean;
  sent_at: string;
  received_at: string | null;
  acknowledged_at: string | null;
  failed_at: string | null;
}

/** A message row without its deliveries. */
export interface MessageRecord extends ComposedText {
  id: string;
  lineId: string | null;
  lineNumber: string | null;
  simulated: boolean;
  sentBy: string;
  sentAt: string;
}

function toMessage(r: MessageRow): MessageRecord {
  return {
    id: r.id, textId: r.text_id, textCode: r.text_code, textDe: r.text_de, textIt: r.text_it, freeText: r.free_text,
    category: r.category, priority: r.priority, requiresAck: r.requires_ack, lineId: r.line_id, lineNumber: r.line_number,
    simulated: r.simulated, sentBy: r.sent_by, sentAt: r.sent_at,
  };
}

function toDelivery(r: DeliveryRow): VehicleMessageDelivery {
  return {
    id: r.id, messageId: r.message_id, vehicleId: r.vehicle_id, vehicleNumber: r.vehicle_number, runId: r.run_id,
    trainNumber: r.train_number, lineId: r.line_id, lineNumber: r.line_number, state: r.state, failure: r.failure,
    simulated: r.simulated, sentAt: r.sent_at, receivedAt: r.received_at, acknowledgedAt: r.acknowledged_at, failedAt: r.failed_at,
  };
}

export interface NewMessage extends ComposedText {
  lineId: string | null;
  lineNumber: string | null;
  simulated: boolean;
  sentBy: string;
}

export interface NewDelivery {
  vehicleId: string;
  vehicleNumber: string;
  runId: string | null;
  trainNumber: string | null;
  lineId: string | null;
  lineNumber: string | null;
  /** Failed at once (vehicle not in service, no on-board unit), else sent. */
  failure: DeliveryFailure | null;
}

/** Writes a message and its deliveries (call inside a transaction). */
export async function insertMessage(tx: Queryable, m: NewMessage, deliveries: readonly NewDelivery[]): Promise<MessageRecord> {
  const r = await tx.query<MessageRow>(
    `INSERT INTO op_vehicle_messages AS m (text_id, text_code, text_de, text_it, free_text, category, priority, requires_ack, line_id,
       line_number, simulated, sent_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${MESSAGE_COLUMNS}`,
    [m.textId, m.textCode, m.textDe, m.textIt, m.freeText, m.category, m.priority, m.requiresAck, m.lineId, m.lineNumber, m.simulated, m.sentBy],
  );
  const message = toMessage(r.rows[0]);
  if (deliveries.length) {
    // One statement for all vehicles: arrays unnested side by side.
    await tx.query(
      `INSERT INTO op_vehicle_message_deliveries (message_id, vehicle_id, vehicle_number, run_id, train_number, line_id, line_number,
         state, failure, simulated, sent_at, failed_at)
       SELECT $1::bigint, v.vehicle_id, v.vehicle_number, v.run_id, v.train_number, v.line_id, v.line_number,
         CASE WHEN v.failure IS NULL THEN 'sent' ELSE 'failed' END, v.failure, $2::boolean, m.sent_at,
         CASE WHEN v.failure IS NULL THEN NULL ELSE m.sent_at END
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS v(vehicle_id, vehicle_number, run_id, train_number, line_id, line_number, failure)
       CROSS JOIN op_vehicle_messages m WHERE m.id = $1::bigint`,
      [
        message.id, m.simulated,
        deliveries.map((d) => d.vehicleId), deliveries.map((d) => d.vehicleNumber), deliveries.map((d) => d.runId),
        deliveries.map((d) => d.trainNumber), deliveries.map((d) => d.lineId), deliveries.map((d) => d.lineNumber),
        deliveries.map((d) => d.failure),
      ],
    );
  }
  return message;
}

export interface MessageFilter {
  /** Text (either language), code or sender, case-insensitive substring. */
  q?: string | null;
  lineId?: string | null;
  /** Messages that went to this vehicle. */
  vehicleNumber?: string | null;
  sentBy?: string | null;
}

function where(f: MessageFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const q = f.q?.trim();
  if (q) {
    const p = add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
    parts.push(`(m.text_de ILIKE ${p} OR m.text_it ILIKE ${p} OR m.text_code ILIKE ${p} OR m.sent_by ILIKE ${p})`);
  }
  if (f.lineId) parts.push(`(m.line_id = ${add(f.lineId)} OR EXISTS (SELECT 1 FROM op_vehicle_message_deliveries x WHERE x.message_id = m.id AND x.line_id = ${add(f.lineId)}))`);
  if (f.vehicleNumber?.trim()) parts.push(`EXISTS (SELECT 1 FROM op_vehicle_message_deliveries x WHERE x.message_id = m.id AND x.vehicle_number = ${add(f.vehicleNumber.trim())})`);
  if (f.sentBy?.trim()) parts.push(`m.sent_by = ${add(f.sentBy.trim())}`);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page of messages, newest first (page from 1). */
export async function listMessages(db: Queryable, f: MessageFilter, page: number, perPage: number): Promise<{ rows: MessageRecord[]; total: number }> {
  const w = where(f);
  const [rows, count] = await Promise.all([
    db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM op_vehicle_messages m ${w.sql} ORDER BY m.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      w.params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM op_vehicle_messages m ${w.sql}`, w.params),
  ]);
  return { rows: rows.rows.map(toMessage), total: count.rows[0].n };
}

export async function getMessage(db: Queryable, id: string): Promise<MessageRecord | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM op_vehicle_messages m WHERE m.id = $1`, [id]);
  return r.rows[0] ? toMessage(r.rows[0]) : null;
}

/** The deliveries of these messages, by vehicle number within each. */
export async function deliveriesOf(db: Queryable, messageIds: readonly string[]): Promise<VehicleMessageDelivery[]> {
  if (!messageIds.length) return [];
  const r = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM op_vehicle_message_deliveries d WHERE d.message_id = ANY($1::bigint[]) ORDER BY d.message_id, d.id`,
    [messageIds],
  );
  return r.rows.map(toDelivery);
}

export interface DeliveryWithMessage {
  delivery: VehicleMessageDelivery;
  requiresAck: boolean;
}

export async function getDelivery(db: Queryable, id: string): Promise<DeliveryWithMessage | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.query<DeliveryRow & { requires_ack: boolean }>(
    `SELECT ${DELIVERY_COLUMNS}, m.requires_ack FROM op_vehicle_message_deliveries d JOIN op_vehicle_messages m ON m.id = d.message_id
     WHERE d.id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { delivery: toDelivery(row), requiresAck: row.requires_ack } : null;
}

/** Writes a state change unless another writer changed the delivery first (then false). */
export async function updateDelivery(db: Queryable, id: string, from: DeliveryState, next: DeliveryTimes): Promise<boolean> {
  const r = await db.query(
    `UPDATE op_vehicle_message_deliveries SET state = $3, failure = $4, received_at = $5::timestamptz, acknowledged_at = $6::timestamptz,
       failed_at = $7::timestamptz
     WHERE id = $1 AND state = $2`,
    [id, from, next.state, next.failure, next.receivedAt, next.acknowledgedAt, next.failedAt],
  );
  return r.rowCount > 0;
}

/** Deliveries still under way (to hand to the channel again after a restart), with their messages. */
export async function openDeliveries(db: Queryable): Promise<{ delivery: VehicleMessageDelivery; message: MessageRecord }[]> {
  const r = await db.query<DeliveryRow & { m: MessageRow }>(
    `SELECT ${DELIVERY_COLUMNS}, row_to_json(mm) AS m
     FROM op_vehicle_message_deliveries d
     JOIN LATERAL (SELECT ${MESSAGE_COLUMNS} FROM op_vehicle_messages m WHERE m.id = d.message_id) mm ON true
     WHERE d.state IN ('sent', 'received') ORDER BY d.id`,
  );
  return r.rows.map((row) => ({ delivery: toDelivery(row), message: toMessage(row.m) }))
    .filter(({ delivery, message }) => delivery.state === 'sent' || message.requiresAck);
}
