/**
 * Passenger information (issue 14 items 3 and 4, docs/passenger-information.md): decorates
 * `app.passengerInfo` (the reader the departure board and the GTFS-RT feeds use) and writes the
 * automatic customer messages from measures. Off, like the situation report, when its declared
 * resources are missing (an app built with a subset of declarations).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { LiveEngine } from '../operations/live';
import type { PubSub } from '../pubsub';
import { RESOURCE_CHANGED } from '../resources/schema';
import type { ResourceChange, ResourceService } from '../resources/service';
import { AutoMessages } from './auto';
import { PassengerInfoService } from './reader';

export const PAX_RESOURCES = [
  'CustomerMessage', 'FisMessageText', 'AnnouncementTemplate', 'StationConnection', 'ComBusRelease', 'ConnectionNegativeEntry',
] as const;

export interface PassengerInfoOptions {
  app: FastifyInstance;
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Map<string, ResourceService>;
  engine: LiveEngine;
}

export interface PassengerInfoModule {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function registerPassengerInfo(opts: PassengerInfoOptions): PassengerInfoModule {
  const missing = PAX_RESOURCES.filter((name) => !opts.services.has(name));
  if (missing.length > 0) {
    opts.app.log.info({ missing }, 'passenger information off: its resources are not declared');
    return { start: async () => {}, stop: async () => {} };
  }
  const now = () => opts.engine.clock.now();
  // The situation report decorates app.situations when its resources are declared (it registers first).
  const situations = opts.app.hasDecorator('situations') ? opts.app.situations : null;
  const reader = new PassengerInfoService({ db: opts.db, services: opts.services, engine: opts.engine, tz: opts.config.operatorTz, now, situations: situations !== null });
  const auto = new AutoMessages({
    db: opts.db, services: opts.services, engine: opts.engine, tz: opts.config.operatorTz, now,
    delayMinutes: opts.config.paxAutoDelayMin ?? 5,
    changed: () => reader.invalidate(),
    log: opts.app.log,
  });
  opts.app.decorate('passengerInfo', reader);
  opts.app.decorate('passengerInfoAuto', auto);
  const names = new Set<string>(PAX_RESOURCES);
  let watch: AsyncIterableIterator<ResourceChange> | null = null;
  const unsubscribe: (() => void)[] = [];
  return {
    start: async () => {
      // Columns only the server writes: the message's source defaults to manual, run_kind finds the
      // automatic message a newer measure of the same kind on the same run replaces.
      await opts.db.query("ALTER TABLE customer_messages ALTER COLUMN source SET DEFAULT 'manual'");
      await opts.db.query("UPDATE customer_messages SET source = 'manual' WHERE source IS NULL");
      await opts.db.query('ALTER TABLE customer_messages ADD COLUMN IF NOT EXISTS run_kind text');
      unsubscribe.push(opts.engine.onMeasureTaken((e) => auto.taken(e)), opts.engine.onMeasureUndone((e) => auto.undone(e)));
      // A situation's published text, state or times changed: its message may have too.
      if (situations) unsubscribe.push(situations.events.on('changed', () => reader.invalidate()));
      const it = opts.pubsub.subscribe<ResourceChange>(RESOURCE_CHANGED);
      watch = it;
      void (async () => {
        for (;;) {
          const r = await it.next();
          if (r.done) return;
          if (names.has(r.value.resource)) reader.invalidate();
        }
      })().catch((e: unknown) => opts.app.log.error(e, 'passenger information: change watch failed'));
    },
    stop: async () => {
      for (const u of unsubscribe.splice(0)) u();
      await watch?.return?.();
      watch = null;
      await auto.settled();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The automatic messages (tests wait for `settled()`). */
    passengerInfoAuto?: AutoMessages;
  }
}
