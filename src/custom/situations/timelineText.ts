/**
 * A timeline entry in the reader's language (pure). Automatic entries are written by the server in
 * German (`text`); the page translates them from `kind` and `data` instead. When `data` lacks what
 * the translation needs (an entry of a kind this page does not know yet), the server's text is
 * shown rather than a sentence with holes.
 */
import type { Lang } from '../../shared/resource/types';
import type { TimelineEntry } from '../../shared/situations/api';
import { sitTexts } from './messages';

type Data = Record<string, unknown>;

/** The first of these data fields that holds text or a number, as text. */
function pick(data: Data, ...keys: string[]): string | null {
  for (const k of keys) {
    const v = data[k];
    if (typeof v === 'string' && v.trim()) return v;
    if (typeof v === 'number') return String(v);
  }
  return null;
}

const state = (lang: Lang, v: string | null) => (v ? sitTexts.label(lang, 'state', v) : null);
const measureType = (lang: Lang, v: string | null) => (v ? sitTexts.label(lang, 'measure', v) : null);

/** The train number of a run id `${day}:${tripId}` is not in the id: data names it, else the trip. */
function train(data: Data): string | null {
  return pick(data, 'trainNumber', 'train') ?? pick(data, 'runId')?.split(':').slice(1).join(':') ?? null;
}

/** Who a chain step reached: "Leitstelle Nord (E-Mail, Anwendung); …" in the reader's language. */
function recipients(d: Data, lang: Lang): string {
  if (!Array.isArray(d.recipients)) return '';
  return d.recipients
    .map((r: unknown) => {
      const o = (r ?? {}) as { name?: unknown; channels?: unknown };
      const channels = Array.isArray(o.channels) ? o.channels.filter((c): c is string => typeof c === 'string').map((c) => sitTexts.label(lang, 'recv', c)) : [];
      const name = typeof o.name === 'string' ? o.name : '';
      return channels.length ? `${name} (${channels.join(', ')})` : name;
    })
    .filter(Boolean)
    .join('; ');
}

export function timelineText(e: TimelineEntry, lang: Lang): string {
  const d: Data = e.data ?? {};
  const t = (key: Parameters<typeof sitTexts.text>[1], args: Record<string, string | null>) => {
    if (Object.values(args).some((v) => v === null)) return e.text || sitTexts.text(lang, 'tl.unknown');
    return sitTexts.text(lang, key, args as Record<string, string>);
  };
  switch (e.kind) {
    case 'note':
      return e.text;
    case 'created':
      return sitTexts.text(lang, 'tl.created');
    case 'updated': {
      const fields = Array.isArray(d.fields) ? d.fields.filter((f): f is string => typeof f === 'string') : [];
      return fields.length
        ? sitTexts.text(lang, 'tl.updated', { fields: fields.map((f) => sitTexts.label(lang, 'field', f)).join(', ') })
        : sitTexts.text(lang, 'tl.updatedNone');
    }
    case 'state': {
      const line = t('tl.state', { from: state(lang, pick(d, 'from')), to: state(lang, pick(d, 'to')) });
      const comment = pick(d, 'comment');
      return comment ? `${line}: ${comment}` : line;
    }
    case 'measureTaken':
    case 'measureUndone':
    case 'measureAttached':
      return t(`tl.${e.kind}`, { type: measureType(lang, pick(d, 'type')), train: train(d) });
    case 'notificationSent':
    case 'chainEscalated': {
      const chain = pick(d, 'chainName', 'chain');
      const to = recipients(d, lang);
      if (to === '' && e.kind === 'notificationSent') return t('tl.notificationNobody', { chain, target: pick(d, 'target') });
      return t(e.kind === 'chainEscalated' ? 'tl.chainEscalated' : 'tl.notificationSent', { chain, to: to || pick(d, 'target') });
    }
    case 'notificationAcknowledged':
      return t('tl.notificationAcknowledged', { to: pick(d, 'receiver', 'receiverName'), by: pick(d, 'by') });
    case 'chainStarted':
      return t('tl.chainStarted', { chain: pick(d, 'chainName', 'chain') });
    case 'chainFinished': {
      const key = d.acknowledged === true ? 'tl.chainFinishedAck' : d.acknowledged === false ? 'tl.chainFinishedNoAck' : 'tl.chainFinished';
      return t(key, { chain: pick(d, 'chainName', 'chain') });
    }
    case 'textPublished': {
      const ch = pick(d, 'channel');
      return t('tl.textPublished', { channel: ch ? sitTexts.label(lang, 'channel', ch) : null, text: pick(d, lang === 'it' ? 'textIt' : 'textDe', 'textDe') });
    }
    case 'checklistItem': {
      const progress = (d.progress ?? {}) as Data;
      return t(d.done === false ? 'tl.checklistOpen' : 'tl.checklistDone', {
        item: pick(d, lang === 'it' ? 'textIt' : 'textDe', 'textDe'), done: pick(progress, 'done'), total: pick(progress, 'total'),
      });
    }
    case 'attachment':
      return t(d.deleted === true ? 'tl.attachmentDeleted' : 'tl.attachment', { name: pick(d, 'fileName', 'name') });
    case 'correction':
      // The correction names the situation it corrects; the corrected one names its correction.
      return t(d.correctedBy ? 'tl.correctedBy' : 'tl.correction', { number: pick(d, 'number') });
    case 'handover':
      return sitTexts.text(lang, d.acknowledged === true ? 'tl.handoverAck' : 'tl.handover');
    case 'export':
      return t('tl.exportFile', { format: pick(d, 'format')?.toUpperCase() ?? null, file: pick(d, 'fileName') });
    default:
      return e.text || sitTexts.text(lang, 'tl.unknown');
  }
}
