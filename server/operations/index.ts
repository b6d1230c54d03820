/**
 * The operations module: timetable versions and import, the live operating day and the dispatch
 * API. buildApp registers it; it adds GraphQL fields and routes, and starts after migrations.
 * See docs/operations.md.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { SchemaExtension } from '../graphql/extension';
import type { PubSub } from '../pubsub';
import type { ResourceService } from '../resources/service';
import { liveSchemaExtension } from './api';
import { ensureDemoTimetable } from './demoTimetable';
import { createLiveEngine } from './live';
import { networkSchemaExtension } from './network';
import { loadDayTimetable, registerTimetableRoutes, timetableSchemaExtension } from './timetable';

export interface OperationsDeps {
  app: FastifyInstance;
  config: Config;
  db: Database;
  pubsub: PubSub;
  /** Resource services by GraphQL type name (stations, lines, vehicles, causes, change history). */
  services: Map<string, ResourceService>;
}

export interface OperationsModule {
  extensions: SchemaExtension[];
  /** After migrations and seeds: demo timetable on first start, then the live day. */
  start(opts: { seed: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export async function registerOperations(deps: OperationsDeps): Promise<OperationsModule> {
  // Timetable import (REST) and versions (GraphQL); after an activation the live day reloads.
  const timetable = registerTimetableRoutes(deps.app, { db: deps.db });
  // The live operating day (simulator, or a real vehicle-location feed) and the dispatch API.
  const engine = createLiveEngine({
    db: deps.db, pubsub: deps.pubsub, services: deps.services, log: deps.app.log,
    tz: deps.config.operatorTz, simulate: deps.config.simulator, loadDay: loadDayTimetable,
  });
  deps.app.decorate('liveEngine', engine);
  const extensions: SchemaExtension[] = [
    timetableSchemaExtension({ db: deps.db, log: deps.app.log, onActivated: () => engine.reload() }),
    liveSchemaExtension(engine, deps.pubsub),
    networkSchemaExtension({ db: deps.db, currentDay: () => engine.currentDay(), loadDay: loadDayTimetable }),
  ];
  return {
    extensions,
    start: async ({ seed }) => {
      // First start: the demo network becomes the active timetable (nothing happens once any version exists).
      if (seed) await ensureDemoTimetable(deps.db, deps.app.log);
      await engine.start();
    },
    stop: async () => {
      await engine.stop();
      await timetable.close();
    },
  };
}
