/**
 * What every part of the situation report (server/situations/*) is built from. One object, made
 * once in index.ts; tests reach the parts through `app.situations`.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { SchemaExtension } from '../graphql/extension';
import type { LiveEngine } from '../operations/live';
import type { PubSub } from '../pubsub';
import type { ResourceService } from '../resources/service';
import type { SituationEvents } from './events';
import type { Mailer } from './mail';

/** The situation report's clock: real time in production; tests set their own and call the parts' `runDue`. */
export interface SituationClock {
  now(): number;
}

export const systemClock: SituationClock = { now: () => Date.now() };

export interface SituationDeps {
  app: FastifyInstance;
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Map<string, ResourceService>;
  engine: LiveEngine;
  clock: SituationClock;
  events: SituationEvents;
  /** E-mail: real SMTP when SMTP_URL is set, else the outbox (server/situations/notify). */
  mailer: Mailer;
}

/** One part of the situation report: its GraphQL fields, and what it starts after migrations. */
export interface SituationPart {
  extensions: SchemaExtension[];
  /** After migrations, seeds and the live engine's start (timers, schedulers); `seed`: demo data is wanted. */
  start?(opts?: { seed: boolean }): Promise<void>;
  stop?(): Promise<void>;
}
