/**
 * The open GTFS-Realtime feeds (issue 14 item 6, docs/passenger-information/gtfs-rt.md):
 * GET /gtfs-rt/trip-updates, /gtfs-rt/vehicle-positions, /gtfs-rt/alerts, protobuf or
 * `?format=json`, from the live engine's day (and the day before while its runs are under way)
 * and the customer messages in force. Access by configuration (access.ts); each feed and format is
 * built at most once per second and shared by every client (cache.ts).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicMessage } from '../../src/shared/passenger-info/types';
import type { Lang } from '../../src/shared/resource/types';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { langFromHeader } from '../i18n';
import { pickEncoding } from '../spa';
import type { LiveEngine } from '../operations/live/engine';
import { accessText, createAccessCheck } from './access';
import { alertEntities, dayScope } from './alerts';
import { FeedCache, type Built } from './cache';
import { VersionTripCache } from './ids';
import { encodeFeed, feedJson, feedMessage, type IFeedEntity } from './proto';
import { tripUpdateEntities, type DayInput } from './tripUpdates';
import { situationMessages } from './situations';
import { vehiclePositionEntities } from './vehiclePositions';
import '../passenger-info/types';

const gzip = promisify(gzipCallback);

export const FEEDS = ['trip-updates', 'vehicle-positions', 'alerts'] as const;
export type FeedName = (typeof FEEDS)[number];

export interface GtfsRtDeps {
  app: FastifyInstance;
  config: Pick<Config, 'gtfsRt'>;
  db: Database;
  engine: LiveEngine;
}

const FORMAT_TEXTS: Record<Lang, string> = {
  de: 'Unbekanntes Format „{{format}}“: möglich sind format=json oder kein format (Protocol Buffers).',
  it: 'Formato sconosciuto «{{format}}»: sono possibili format=json o nessun format (Protocol Buffers).',
};

export function formatText(lang: Lang, format: string): string {
  return FORMAT_TEXTS[lang].replace('{{format}}', format);
}

export function registerGtfsRt({ app, config, db, engine }: GtfsRtDeps): { cache: FeedCache } {
  const { gtfsRt } = config;
  const check = createAccessCheck({ public: gtfsRt.public, tokens: gtfsRt.tokens });
  const cache = new FeedCache(gtfsRt.cacheMs);
  const versionTrips = new VersionTripCache(db);
  // What a feed shows changed at once: the next request builds afresh instead of serving a second-old copy.
  engine.onMeasureTaken(() => cache.drop());
  engine.onMeasureUndone(() => cache.drop());
  engine.onRunsChanged((c) => {
    if (c.reset) cache.drop();
  });
  let watchingMessages = false;

  async function dayInputs(): Promise<DayInput[]> {
    const days = [engine.tailDay(), engine.currentLiveDay()].filter((d) => d !== null);
    return Promise.all(days.map(async (day) => ({ day, trips: day.plan.versionId ? await versionTrips.get(day.plan.versionId) : new Map<string, number>() })));
  }

  async function entities(feed: FeedName, inputs: DayInput[], nowMs: number): Promise<IFeedEntity[]> {
    if (feed === 'trip-updates') return tripUpdateEntities(inputs, nowMs, gtfsRt.horizonS);
    if (feed === 'vehicle-positions') return vehiclePositionEntities(inputs, nowMs);
    const info = app.passengerInfo;
    if (info && !watchingMessages) {
      watchingMessages = true;
      info.onChanged(() => cache.drop());
    }
    const [messages, situations] = await Promise.all([info ? info.messages({ at: nowMs, channel: 'web' }) : [], publishedSituations()]);
    return alertEntities(messages, dayScope(inputs), situations);
  }

  /** Published situations; without the situation report's tables (an app built without them) none. */
  async function publishedSituations(): Promise<PublicMessage[]> {
    try {
      return await situationMessages(db);
    } catch (e) {
      app.log.warn({ err: e }, 'GTFS-RT alerts: situations could not be read');
      return [];
    }
  }

  async function build(feed: FeedName, json: boolean): Promise<Omit<Built, 'builtAt'>> {
    const started = performance.now();
    const inputs = await dayInputs();
    const nowMs = engine.currentLiveDay().nowMs || engine.clock.now();
    const msg = feedMessage(Math.floor(nowMs / 1000), await entities(feed, inputs, nowMs));
    const body = json ? Buffer.from(JSON.stringify(feedJson(msg))) : Buffer.from(encodeFeed(msg));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const buildMs = performance.now() - started;
    return { body, gzip: await gzip(body), etag, timestampS: Math.floor(nowMs / 1000), buildMs };
  }

  const handler = (feed: FeedName) => async (req: FastifyRequest<{ Querystring: { format?: string; token?: string } }>, reply: FastifyReply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const access = check(req.query.token, req.headers.authorization);
    if (access === 'missing' || access === 'refused') {
      return reply.code(401).header('www-authenticate', access === 'refused' ? 'Bearer error="invalid_token"' : 'Bearer')
        .header('cache-control', 'no-store').send({ error: accessText(lang, access), code: 'UNAUTHENTICATED' });
    }
    const format = req.query.format;
    if (format !== undefined && format !== 'json' && format !== 'pb' && format !== 'protobuf') {
      return reply.code(400).header('cache-control', 'no-store').send({ error: formatText(lang, format), code: 'BAD_REQUEST' });
    }
    const json = format === 'json';
    const built = await cache.get(`${feed}:${json ? 'json' : 'pb'}`, () => build(feed, json));
    if (access === 'open') {
      // Journey planners and web apps of other origins read the open feeds.
      reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    }
    reply
      .header('cache-control', `${access === 'open' ? 'public' : 'private'}, max-age=1`)
      .header('etag', built.etag)
      .header('last-modified', new Date(built.timestampS * 1000).toUTCString())
      .header('server-timing', `build;dur=${built.buildMs.toFixed(1)}`)
      .header('vary', 'accept-encoding, authorization');
    if (req.headers['if-none-match'] === built.etag) return reply.code(304).send();
    reply.type(json ? 'application/json; charset=utf-8' : 'application/x-protobuf');
    if (pickEncoding(req.headers['accept-encoding'], ['gzip']) === 'gzip') return reply.header('content-encoding', 'gzip').send(built.gzip);
    return reply.send(built.body);
  };

  for (const feed of FEEDS) app.get(`/gtfs-rt/${feed}`, handler(feed));
  return { cache };
}
