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
import type { MeasureLinkSlot } from './api/measureLinks';
import { liveSummarySchemaExtension } from './api/liveSummary';
import { loadInfrastructure } from './conflicts/infrastructure';
import { conflictsSchemaExtension } from './conflicts/schema';
import { controlCenterExtensions } from './controlCenter';
import { DemoControl, simulationSchemaExtension } from './demo-control';
import { ensureDemoTimetable } from './demo-network/firstStart';
import { createLiveEngine } from './live';
import { vehicleMessagesExtension } from './vehicle-messages';
import { networkSchemaExtension } from './network';
import { timeDistanceSchemaExtension } from './time-distance/schema';
import { loadDayTimetable, registerTimetableRoutes, removePartialImports, timetableSchemaExtension } from './timetable';

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
  const dayRule = { tz: deps.config.operatorTz, startHour: deps.config.operatingDayStartHour };
  const engine = createLiveEngine({
    db: deps.db, pubsub: deps.pubsub, services: deps.services, log: deps.app.log,
    tz: dayRule.tz, dayStartHour: dayRule.startHour, simulate: deps.config.simulator, loadDay: loadDayTimetable,
    // Sections and station tracks the conflicts are checked against (read again when they change).
    loadInfrastructure: () => loadInfrastructure(deps.db, deps.config.minTurnaroundS),
  });
  deps.app.decorate('liveEngine', engine);
  // Filled by the situation report: measures taken with a situationId are linked to it.
  const measureLinks: MeasureLinkSlot = { current: null };
  deps.app.decorate('measureLinks', measureLinks);
  const demo = new DemoControl(engine, deps.db, { services: deps.services, log: deps.app.log });
  const extensions: SchemaExtension[] = [
    timetableSchemaExtension({
      db: deps.db, log: deps.app.log, onActivated: () => engine.reload(), operatorTz: dayRule.tz, today: () => engine.currentDay(),
    }),
    liveSchemaExtension(engine, deps.pubsub, measureLinks),
    // The day's conflicts (issue 12): Query.conflicts, Subscription.conflictsChanged.
    conflictsSchemaExtension(engine, deps.pubsub),
    // The live overview's figures and the demo control (admins; simulator only).
    liveSummarySchemaExtension(engine),
    simulationSchemaExtension(demo),
    networkSchemaExtension({ db: deps.db, currentDay: () => engine.currentDay(), loadDay: (db, day) => loadDayTimetable(db, day, dayRule) }),
    vehicleMessagesExtension({ app: deps.app, db: deps.db, pubsub: deps.pubsub, services: deps.services, engine, simulate: deps.config.simulator }),
    // The control centre's sidebar tab counts, run contacts, saved views and address search.
    ...controlCenterExtensions({ db: deps.db, engine, config: deps.config, log: deps.app.log }),
    // The time-distance diagram: corridors, paths, live changes, measure preview, saved corridors.
    timeDistanceSchemaExtension({ engine, db: deps.db, pubsub: deps.pubsub, log: deps.app.log }),
  ];
  return {
    extensions,
    start: async ({ seed }) => {
      // A version left half-written by an import the server did not finish (crash, kill): away with it.
      await removePartialImports(deps.db, deps.app.log);
      // First start: the demo network becomes the active timetable (nothing happens once any version exists).
      // (The demo network is built on the stations resource: without it there is nothing to build on.)
      if (seed && deps.services.has('Station')) await ensureDemoTimetable(deps.db, deps.app.log);
      // The demo clock as an administrator last set it (speed, pause) before the day is built.
      await demo.restoreClock();
      await engine.start();
    },
    stop: async () => {
      await engine.stop();
      await timetable.close();
    },
  };
}
