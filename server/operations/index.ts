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

export async function registerOperations(_deps: OperationsDeps): Promise<OperationsModule> {
  return { extensions: [], start: async () => undefined, stop: async () => undefined };
}
