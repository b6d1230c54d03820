/**
 * Helpers of the notification-chain API tests: categories, receivers, chains and their steps through
 * the declared resources' GraphQL, situations by SQL (the core's API comes separately), and a
 * reader of e-mail as an SMTP server receives it.
 */
import type { TestApp } from './helpers';
import type { Severity } from '../../src/shared/situations/model';

/** A GraphQL argument list from plain values (strings JSON-quoted, arrays, numbers, booleans, null). */
export function gqlArgs(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ');
}

export async function create(t: TestApp, type: string, values: Record<string, unknown>): Promise<string> {
  const res = await t.gql<Record<string, { id: string }>>(`mutation { x: create${type}(${gqlArgs(values)}) { id } }`);
  if (res.errors) throw new Error(`create${type}: ${JSON.stringify(res.errors)}`);
  return res.data.x.id;
}

export async function createCategory(t: TestApp, code: string, name: string, nameIt: string): Promise<string> {
  return create(t, 'Category', { code, name, nameIt, usage: ['situationReport'] });
}

export interface StepSpec {
  kind: 'notify' | 'wait' | 'requireAck' | 'repeat' | 'escalate';
  targetKind?: 'receiver' | 'group' | 'role';
  receiverId?: string;
  group?: string;
  role?: string;
  minutes?: number;
  times?: number;
}

export async function createChain(t: TestApp, chain: Record<string, unknown>, steps: StepSpec[]): Promise<string> {
  const id = await create(t, 'NotificationChain', { active: true, minSeverity: 'major', ...chain });
  for (const [i, s] of steps.entries()) await create(t, 'NotificationChainStep', { chainId: id, position: i + 1, ...s });
  return id;
}

/** A situation created through the core's API (open unless told: the core then emits 'opened'). */
export async function openSituation(t: TestApp, s: { categoryId: string; severity: Severity; title?: string; state?: 'open' | 'draft'; description?: string }): Promise<string> {
  const input = {
    title: s.title ?? 'Signalstörung Durlach', categoryId: s.categoryId, severity: s.severity, priority: 'high', planned: false,
    startAt: new Date(t.app.situations.clock.now()).toISOString(), lineIds: [], stationIds: [], sectionIds: [], runIds: [],
    description: s.description ?? 'Signal 12 zeigt Halt, Fahrdienstleiter vor Ort.', open: (s.state ?? 'open') === 'open',
  };
  const res = await t.gql<{ createSituation: { id: string } }>('mutation($input: SituationInput!) { createSituation(input: $input) { id } }', { input });
  if (res.errors) throw new Error(`createSituation: ${JSON.stringify(res.errors)}`);
  return res.data.createSituation.id;
}

/** Closes a situation through the core's API (open → closed), which emits 'transition'. */
export async function closeSituation(t: TestApp, id: string): Promise<void> {
  const one = await t.gql<{ situation: { version: number } }>('query($id: ID!) { situation(id: $id) { version } }', { id });
  const res = await t.gql('mutation($id: ID!, $version: Int!) { transitionSituation(id: $id, version: $version, to: "closed") { id } }', { id, version: one.data.situation.version });
  if (res.errors) throw new Error(`transitionSituation: ${JSON.stringify(res.errors)}`);
}

/** The chain entries of a situation's timeline (the core's own entries, e.g. created, left out), in order. */
export async function timelineKinds(t: TestApp, situationId: string): Promise<string[]> {
  const { rows } = await t.db.query<{ kind: string }>(
    `SELECT kind FROM situation_timeline WHERE situation_id::text = $1 AND (kind LIKE 'chain%' OR kind LIKE 'notification%') ORDER BY id`, [situationId],
  );
  return rows.map((r) => r.kind);
}

export interface NotificationRowT {
  id: string;
  run_id: string;
  receiver_name: string;
  channel: string;
  address: string;
  status: string;
  reason: string;
  subject: string;
  body: string;
  token: string | null;
  acknowledged_at: unknown;
}

export async function notificationsOf(t: TestApp, situationId: string): Promise<NotificationRowT[]> {
  const { rows } = await t.db.query<NotificationRowT>(
    `SELECT id::text AS id, run_id::text AS run_id, receiver_name, channel, address, status, reason, subject, body, token, acknowledged_at
     FROM notifications WHERE situation_id::text = $1 ORDER BY id`,
    [situationId],
  );
  return rows;
}

/** Sets the situation clock of the app (the parts read it through deps.clock). */
export function setClock(t: TestApp, ms: number): void {
  t.app.situations.clock.now = () => ms;
}

/** A received e-mail: headers decoded (RFC 2047 words), the text body decoded (quoted-printable or base64). */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_all, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = raw.slice(split + 4);
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'quoted-printable') {
    body = Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  } else if (enc === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { headers, subject: decodeWords(headers.subject ?? ''), text: body.replace(/\r\n/g, '\n') };
}
