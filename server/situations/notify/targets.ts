/**
 * Whom a notify or escalate step reaches (docs/situation-report/notifications.md): one receiver, every
 * active receiver of a group, or every active app user of a role (in the app, and by e-mail when
 * the user profile has an address). Each recipient with the channels to use and their addresses.
 */
import type { Lang } from '../../../src/shared/resource/types';
import type { ReceiverChannel } from '../../../src/shared/situations/notifications';
import type { Queryable } from '../../db/types';
import type { ChainTarget } from './steps';

export interface Recipient {
  receiverId: string | null;
  name: string;
  lang: Lang;
  /** address null: the channel is chosen but the record has no address for it. */
  deliveries: { channel: ReceiverChannel; address: string | null }[];
}

interface ReceiverRow {
  id: string;
  name: string;
  channels: string[] | null;
  email: string | null;
  phone: string | null;
  username: string | null;
  language: string | null;
}

const lang = (v: string | null): Lang => (v === 'it' ? 'it' : 'de');

function fromReceiver(r: ReceiverRow): Recipient {
  const addressOf: Record<ReceiverChannel, string | null> = { email: r.email || null, sms: r.phone || null, inApp: r.username || null };
  const channels = (r.channels ?? []).filter((c): c is ReceiverChannel => c in addressOf);
  return { receiverId: r.id, name: r.name, lang: lang(r.language), deliveries: channels.map((channel) => ({ channel, address: addressOf[channel] })) };
}

const RECEIVER_COLUMNS = 'id::text AS id, name, channels, email, phone, username, language';

export async function resolveTarget(db: Queryable, target: ChainTarget): Promise<Recipient[]> {
  if (target.kind === 'receiver') {
    const { rows } = await db.query<ReceiverRow>(`SELECT ${RECEIVER_COLUMNS} FROM receivers WHERE id::text = $1 AND active IS NOT FALSE`, [target.value]);
    return rows.map(fromReceiver);
  }
  if (target.kind === 'group') {
    const { rows } = await db.query<ReceiverRow>(`SELECT ${RECEIVER_COLUMNS} FROM receivers WHERE "group" = $1 AND active IS NOT FALSE ORDER BY name, id`, [target.value]);
    return rows.map(fromReceiver);
  }
  const { rows } = await db.query<{ username: string; name: string; email: string | null; language: string | null }>(
    `SELECT username, display_name AS name, email, language FROM user_profiles
     WHERE $1 = ANY(roles) AND active IS NOT FALSE ORDER BY display_name, id`,
    [target.value],
  );
  return rows.map((u) => ({
    receiverId: null,
    name: u.name,
    lang: lang(u.language),
    deliveries: [{ channel: 'inApp' as const, address: u.username }, ...(u.email ? [{ channel: 'email' as const, address: u.email }] : [])],
  }));
}

/** The name a user reads for a target (timeline, run view). */
export async function targetLabel(db: Queryable, target: ChainTarget): Promise<string> {
  if (target.kind !== 'receiver') return target.value;
  const { rows } = await db.query<{ name: string }>('SELECT name FROM receivers WHERE id::text = $1', [target.value]);
  return rows[0]?.name ?? `#${target.value}`;
}
