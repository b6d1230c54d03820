/**
 * Acknowledgement by link (docs/situation-report/notifications.md): GET /api/situations/ack/:token
 * shows a small de/it page with a confirm button, POST acknowledges. No sign-in: the random token
 * (single use, expires after ACK_TOKEN_TTL_MS) is the proof. GET never acknowledges, so that mail
 * scanners that follow links do not confirm for the receiver.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '../../../src/shared/resource/types';
import type { Database } from '../../db/types';
import { langFromHeader } from '../../i18n';
import { formatLocal, situationNumber } from './compose';
import type { ChainEngine } from './engine';
import { notifyText, type NotifyKey } from './messages';

export const ACK_ROUTE = '/api/situations/ack/:token';

interface TokenRow {
  receiver_name: string;
  lang: string;
  acknowledged_at: Date | string | null;
  expired: boolean;
  year: number;
  seq: number;
  title: string;
  state: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, status: number, lang: Lang, body: string): FastifyReply {
  const title = escapeHtml(notifyText(lang, 'ack.title'));
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#0d47a1;color:#fff;cursor:pointer}
nav a{margin-right:.75rem}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`);
}

export function registerAckPage(app: FastifyInstance, db: Database, engine: ChainEngine, tz: string): void {
  async function load(token: string): Promise<TokenRow | undefined> {
    const { rows } = await db.query<TokenRow>(
      `SELECT n.receiver_name, n.lang, n.acknowledged_at, n.token_expires_at <= to_timestamp($2 / 1000.0) AS expired, s.year, s.seq, s.title, s.state
       FROM notifications n JOIN situations s ON s.id = n.situation_id WHERE n.token = $1`,
      [token, engine.clockNow()],
    );
    return rows[0];
  }

  function langOf(query: unknown, row: TokenRow | undefined, header: string | undefined): Lang {
    const asked = (query as { lang?: string } | undefined)?.lang;
    if (asked === 'de' || asked === 'it') return asked;
    if (row?.lang === 'it' || row?.lang === 'de') return row.lang;
    return langFromHeader(header);
  }

  const message = (lang: Lang, key: NotifyKey, args?: Record<string, unknown>) => `<p>${escapeHtml(notifyText(lang, key, args))}</p>`;

  /** The answer when the token cannot (or need not) be used; null when it can. */
  function refusal(reply: FastifyReply, lang: Lang, row: TokenRow | undefined): FastifyReply | null {
    if (!row) return page(reply, 404, lang, message(lang, 'ack.unknown'));
    if (row.acknowledged_at) return page(reply, 200, lang, message(lang, 'ack.already', { at: formatLocal(new Date(row.acknowledged_at).getTime(), lang, tz) }));
    if (row.expired) return page(reply, 410, lang, message(lang, 'ack.expired'));
    if (row.state === 'closed') return page(reply, 200, lang, message(lang, 'ack.closed'));
    return null;
  }

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(ACK_ROUTE, async (req, reply) => {
    const row = await load(req.params.token);
    const lang = langOf(req.query, row, req.headers['accept-language']);
    const refused = refusal(reply, lang, row);
    if (refused) return refused;
    const other: Lang = lang === 'de' ? 'it' : 'de';
    const self = `/api/situations/ack/${encodeURIComponent(req.params.token)}`;
    return page(reply, 200, lang, `
<p>${escapeHtml(notifyText(lang, 'ack.question', { name: row!.receiver_name, number: situationNumber(row!.year, row!.seq), title: row!.title }))}</p>
<form method="post" action="${self}?lang=${lang}"><button type="submit">${escapeHtml(notifyText(lang, 'ack.button'))}</button></form>
<p><nav><a href="${self}?lang=${other}" hreflang="${other}" lang="${other}">${other === 'it' ? 'Italiano' : 'Deutsch'}</a></nav></p>`);
  });

  app.post<{ Params: { token: string }; Querystring: { lang?: string } }>(ACK_ROUTE, async (req, reply) => {
    const row = await load(req.params.token);
    const lang = langOf(req.query, row, req.headers['accept-language']);
    const refused = refusal(reply, lang, row);
    if (refused) return refused;
    const done = await engine.acknowledge({ token: req.params.token }, row!.receiver_name, 'link');
    if (!done) return refusal(reply, lang, await load(req.params.token)) ?? page(reply, 409, lang, message(lang, 'ack.unknown'));
    engine.kick();
    return page(reply, 200, lang, message(lang, 'ack.done'));
  });
}
