/**
 * Public texts of a situation (item 5): per channel a German and an Italian draft, saved with
 * right 'edit' and an optimistic version; publishing (right 'publish') copies the draft to the
 * published version, which stays what passengers see while later edits are drafts, and writes
 * the timeline entry 'textPublished'.
 */
import { TEXT_CHANNELS, type TextChannel } from '../../../src/shared/situations/model';
import { openPlaceholders } from '../../../src/shared/situations/placeholders';
import { publicTextState, type SituationText, type SituationTexts } from '../../../src/shared/situations/textsApi';
import type { RequestUser } from '../../context';
import type { SituationDeps } from '../deps';
import { appendTimeline } from '../timeline';
import { situationFor } from './access';
import { SitTextError } from './messages';
import { placeholderRows } from './placeholderSource';

export const TEXT_MAX = 2000;

/** German names of the channels, for the timeline's German entry text (the browser translates from `data`). */
const CHANNEL_DE: Record<TextChannel, string> = { display: 'Anzeiger', announcement: 'Durchsage', web: 'Web/App', crew: 'Personal' };

interface TextRow {
  channel: TextChannel;
  text_de: string;
  text_it: string;
  module_id: string | null;
  version: number;
  updated_by: string;
  updated_at: string;
  published_de: string | null;
  published_it: string | null;
  published_version: number | null;
  published_by: string | null;
  published_at: string | null;
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SELECT = `SELECT channel, text_de, text_it, module_id::text AS module_id, version, updated_by, ${ISO('updated_at')} AS updated_at,
  published_de, published_it, published_version, published_by, ${ISO('published_at')} AS published_at FROM situation_texts`;

function toText(situationId: string, channel: TextChannel, r: TextRow | undefined): SituationText {
  const t = {
    situationId, channel,
    textDe: r?.text_de ?? '', textIt: r?.text_it ?? '', moduleId: r?.module_id ?? null, version: r?.version ?? 0,
    updatedBy: r?.updated_by ?? null, updatedAt: r?.updated_at ?? null,
    publishedDe: r?.published_de ?? null, publishedIt: r?.published_it ?? null, publishedVersion: r?.published_version ?? null,
    publishedBy: r?.published_by ?? null, publishedAt: r?.published_at ?? null,
  };
  return { ...t, state: publicTextState(t) };
}

export function assertChannel(channel: string): TextChannel {
  if (!(TEXT_CHANNELS as readonly string[]).includes(channel)) throw new SitTextError('sitText.badChannel', { channel });
  return channel as TextChannel;
}

export class PublicTexts {
  constructor(private readonly deps: SituationDeps) {}

  async list(user: RequestUser, situationId: string): Promise<SituationTexts> {
    const { db } = this.deps;
    const head = await situationFor(db, user, situationId, 'view');
    const [{ rows }, values] = await Promise.all([db.query<TextRow>(`${SELECT} WHERE situation_id = $1`, [head.id]), placeholderRows(db, head)]);
    const byChannel = new Map(rows.map((r) => [r.channel, r]));
    return { situationId: head.id, texts: TEXT_CHANNELS.map((c) => toText(head.id, c, byChannel.get(c))), values };
  }

  async save(
    user: RequestUser, actor: string,
    input: { situationId: string; channel: string; textDe: string; textIt: string; moduleId: string | null; version: number },
  ): Promise<SituationText> {
    const channel = assertChannel(input.channel);
    const textDe = input.textDe.trim();
    const textIt = input.textIt.trim();
    if (textDe.length > TEXT_MAX || textIt.length > TEXT_MAX) throw new SitTextError('sitText.tooLong', { max: TEXT_MAX });
    const now = this.deps.clock.now();
    const saved = await this.deps.db.transaction(async (tx) => {
      const head = await situationFor(tx, user, input.situationId, 'edit', { lock: true, change: true });
      if (input.moduleId !== null) {
        const m = await tx.query(`SELECT 1 FROM text_modules WHERE id::text = $1 AND active IS NOT FALSE`, [input.moduleId]);
        if (m.rowCount === 0) throw new SitTextError('sitText.unknownModule');
      }
      const current = (await tx.query<TextRow>(`${SELECT} WHERE situation_id = $1 AND channel = $2 FOR UPDATE`, [head.id, channel])).rows[0];
      if ((current?.version ?? 0) !== input.version) {
        throw new SitTextError('sitText.conflict', { by: current?.updated_by ?? '?', version: current?.version ?? 0 }, 'CONFLICT');
      }
      await tx.query(
        `INSERT INTO situation_texts (situation_id, channel, text_de, text_it, module_id, version, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, 1, $6, to_timestamp($7 / 1000.0))
         ON CONFLICT (situation_id, channel) DO UPDATE SET text_de = EXCLUDED.text_de, text_it = EXCLUDED.text_it,
           module_id = EXCLUDED.module_id, version = situation_texts.version + 1, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
`,
        [head.id, channel, textDe, textIt, input.moduleId, actor, now],
      );
      return (await tx.query<TextRow>(`${SELECT} WHERE situation_id = $1 AND channel = $2`, [head.id, channel])).rows[0];
    });
    this.deps.events.emit('changed', { ids: [input.situationId] });
    return toText(input.situationId, channel, saved);
  }

  /** Publishes the draft the caller saw (`version`): both languages, no placeholder left open. */
  async publish(user: RequestUser, actor: string, input: { situationId: string; channel: string; version: number }): Promise<SituationText> {
    const channel = assertChannel(input.channel);
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const head = await situationFor(tx, user, input.situationId, 'publish', { lock: true, change: true });
      if (head.state === 'draft') throw new SitTextError('sitText.notOpen');
      const current = (await tx.query<TextRow>(`${SELECT} WHERE situation_id = $1 AND channel = $2 FOR UPDATE`, [head.id, channel])).rows[0];
      if (!current || current.version !== input.version) {
        throw new SitTextError('sitText.conflict', { by: current?.updated_by ?? '?', version: current?.version ?? 0 }, 'CONFLICT');
      }
      if (!current.text_de || !current.text_it) throw new SitTextError('sitText.empty', { channel });
      for (const [lang, text] of [['de', current.text_de], ['it', current.text_it]] as const) {
        const open = openPlaceholders(text);
        if (open.length) throw new SitTextError('sitText.openPlaceholders', { lang: lang.toUpperCase(), names: open.map((n) => `{${n}}`).join(', ') });
      }
      await tx.query(
        `UPDATE situation_texts SET published_de = text_de, published_it = text_it, published_version = version,
           published_by = $3, published_at = to_timestamp($4 / 1000.0) WHERE situation_id = $1 AND channel = $2`,
        [head.id, channel, actor, now],
      );
      await appendTimeline(tx, null, {
        situationId: head.id, kind: 'textPublished', eventAt: now, createdBy: actor,
        text: `Text veröffentlicht (${CHANNEL_DE[channel]}): ${current.text_de}`,
        data: { channel, textDe: current.text_de, textIt: current.text_it, version: current.version },
      });
      return (await tx.query<TextRow>(`${SELECT} WHERE situation_id = $1 AND channel = $2`, [head.id, channel])).rows[0];
    });
    // Announced after the commit, so a listener reading the situation sees the entry.
    this.deps.events.emit('changed', { ids: [input.situationId] });
    return toText(input.situationId, channel, row);
  }
}
