/**
 * GET /api/departures → the stations with departures today (the picker); GET /api/departures/:station?lang=de|it → DepartureBoard; GET /api/departures/:station/events:
 * server-sent events, `event: board` with the whole board when what it shows changed (at most once
 * a second), a comment line as heartbeat every 15 s. Access: DEPARTURES_PUBLIC=on → open (the
 * route's config `publicAccess`, honoured by server/auth/httpAuth.ts); else a bearer token of any role.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../src/shared/resource/types';
import { langFromHeader } from '../i18n';
import { departureTexts } from './messages';
import type { DepartureService } from './service';

export const SSE_HEARTBEAT_MS = 15_000;
const WATCH_MS = 1000;

type Req = FastifyRequest<{ Params: { station: string }; Querystring: { lang?: string } }>;

function langOf(req: Req): Lang | { bad: string } {
  const q = req.query.lang;
  if (q === undefined || q === '') return langFromHeader(req.headers['accept-language']);
  return q === 'de' || q === 'it' ? q : { bad: q };
}

function refuse(reply: FastifyReply, code: number, lang: Lang, key: string, args: Record<string, string>) {
  return reply.code(code).header('cache-control', 'no-store').send({
    errors: [{ message: departureTexts.lookup(lang, key, args), extensions: { code: code === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT', key } }],
  });
}

/** One watcher per station and language, shared by its streams: looks once a second and on every change. */
class BoardWatch {
  readonly streams = new Set<(data: string) => void>();
  private key: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSent = 0;
  private pendingLook: NodeJS.Timeout | null = null;
  private looking = false;
  private again = false;

  constructor(private readonly service: DepartureService, readonly station: string, readonly lang: Lang, private readonly onEmpty: () => void) {}

  start(): void {
    this.timer = setInterval(() => void this.look(), WATCH_MS);
  }

  /** A change was announced: look now, or as soon as a second has passed since the last board sent. */
  poke(): void {
    if (this.pendingLook) return;
    const wait = Math.max(0, this.lastSent + WATCH_MS - Date.now());
    this.pendingLook = setTimeout(() => {
      this.pendingLook = null;
      void this.look();
    }, wait);
  }

  async look(): Promise<void> {
    if (!this.streams.size) return;
    // A change announced while looking: look once more right after (the board being built may predate it).
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = true;
    try {
      const now = await this.service.boardWithKey(this.station, this.lang);
      if (!now || now.key === this.key || Date.now() - this.lastSent < WATCH_MS - 50) return;
      this.key = now.key;
      this.lastSent = Date.now();
      const data = `event: board\ndata: ${JSON.stringify(now.board)}\n\n`;
      for (const s of this.streams) s(data);
    } finally {
      this.looking = false;
      if (this.again) {
        this.again = false;
        this.poke();
      }
    }
  }

  /** The first board of a new stream, and the key it is now at. */
  setKey(key: string): void {
    this.key ??= key;
  }

  remove(stream: (data: string) => void): void {
    this.streams.delete(stream);
    if (this.streams.size) return;
    if (this.timer) clearInterval(this.timer);
    if (this.pendingLook) clearTimeout(this.pendingLook);
    this.onEmpty();
  }
}

export function registerDepartureRoutes(app: FastifyInstance, service: DepartureService, opts: { public: boolean }): void {
  const config = { publicAccess: opts.public };
  const watches = new Map<string, BoardWatch>();
  const unsubscribe = service.onChanged(() => {
    for (const w of watches.values()) w.poke();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const w of [...watches.values()]) for (const s of [...w.streams]) w.remove(s);
  });

  // The station picker (/abfahrten): the stations with departures today.
  app.get('/api/departures', { config }, async (_req, reply) =>
    reply.header('cache-control', opts.public ? 'public, max-age=60' : 'private, no-store').send({ stations: service.stations() }));

  app.get('/api/departures/:station', { config }, async (req: Req, reply) => {
    const lang = langOf(req);
    if (typeof lang !== 'string') return refuse(reply, 400, langFromHeader(req.headers['accept-language']), 'departures.badLang', { lang: lang.bad });
    const board = await service.board(req.params.station, lang);
    if (!board) return refuse(reply, 404, lang, 'departures.unknownStation', { station: req.params.station });
    // Public boards may be cached by a proxy for the second they are valid; signed-in ones not at all.
    return reply.header('cache-control', opts.public ? 'public, max-age=1' : 'private, no-store').send(board);
  });

  app.get('/api/departures/:station/events', { config }, async (req: Req, reply) => {
    const lang = langOf(req);
    if (typeof lang !== 'string') return refuse(reply, 400, langFromHeader(req.headers['accept-language']), 'departures.badLang', { lang: lang.bad });
    const first = await service.boardWithKey(req.params.station, lang);
    if (!first) return refuse(reply, 404, lang, 'departures.unknownStation', { station: req.params.station });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // No buffering in a reverse proxy (nginx): every event goes out at once.
      'x-accel-buffering': 'no',
    });
    const send = (data: string) => {
      if (!res.writableEnded) res.write(data);
    };
    send(`retry: 2000\nevent: board\ndata: ${JSON.stringify(first.board)}\n\n`);
    const id = `${req.params.station}|${lang}`;
    let watch = watches.get(id);
    if (!watch) {
      watch = new BoardWatch(service, req.params.station, lang, () => watches.delete(id));
      watches.set(id, watch);
      watch.start();
    }
    watch.setKey(first.key);
    watch.streams.add(send);
    const heartbeat = setInterval(() => send(': ♥\n\n'), SSE_HEARTBEAT_MS);
    const w = watch;
    const close = () => {
      clearInterval(heartbeat);
      w.remove(send);
    };
    req.raw.on('close', close);
    res.on('error', close);
  });
}
