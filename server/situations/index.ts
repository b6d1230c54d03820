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

export function registerSituations(opts: SituationsOptions): SituationsModule {
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
