/**
 * The situation report (Lagebericht, issue 13, docs/situation-report.md): wiring of its parts.
 * buildApp registers it after the operations module; its parts start after the live engine.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { SchemaExtension } from '../graphql/extension';
import type { LiveEngine } from '../operations/live';
import type { PubSub } from '../pubsub';
import type { ResourceService } from '../resources/service';
import { situationsCore } from './core';
import { systemClock, type SituationClock, type SituationDeps, type SituationPart } from './deps';
import { SituationEvents } from './events';
import { situationsExport } from './export';
import { createMailer, situationsNotify } from './notify';
import { situationsTexts } from './texts';

export interface SituationsModule {
  extensions: SchemaExtension[];
  start(opts?: { seed: boolean }): Promise<void>;
  stop(): Promise<void>;
}

export interface SituationsOptions {
  app: FastifyInstance;
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Map<string, ResourceService>;
  engine: LiveEngine;
  /** Tests pass their own clock, or set `app.situations.clock.now` (a fresh object per app). */
  clock?: SituationClock;
}

/**
 * The declared resources the situation report reads and writes by SQL. An app built with other
 * declarations (an integrator's subset, tests of the resource engine) runs without the report.
 */
export const SITUATION_RESOURCES = [
  'Category', 'Subcategory', 'CategoryRight', 'ReportUser', 'SelectionListEntry', 'Receiver', 'NotificationChain',
  'NotificationChainStep', 'TextModule', 'CatalogMeasure', 'StandingInstruction', 'ScheduledExport',
] as const;

export function registerSituations(opts: SituationsOptions): SituationsModule {
  const missing = SITUATION_RESOURCES.filter((name) => !opts.services.has(name));
  if (missing.length > 0) {
    opts.app.log.info({ missing }, 'situation report off: its resources are not declared');
    return { extensions: [], start: async () => {}, stop: async () => {} };
  }
  const base = { ...opts, clock: opts.clock ?? { now: systemClock.now }, events: new SituationEvents() };
  const deps: SituationDeps = { ...base, mailer: createMailer(base) };
  const parts: SituationPart[] = [situationsCore(deps), situationsNotify(deps), situationsTexts(deps), situationsExport(deps)];
  opts.app.decorate('situations', deps);
  return {
    extensions: parts.flatMap((p) => p.extensions),
    start: async (startOpts = { seed: false }) => {
      for (const p of parts) await p.start?.(startOpts);
    },
    stop: async () => {
      for (const p of [...parts].reverse()) await p.stop?.();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The situation report's shared parts (clock, events, mailer): tests reach them here. */
    situations: SituationDeps;
  }
}
