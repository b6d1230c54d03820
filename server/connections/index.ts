/**
 * Connections (issue 14, docs/connections.md): the connection service on the live day, its
 * automatic hold and the GraphQL API, decorated as `app.connections`. Off when the ConnectionConfig
 * resource is not declared (an app built with a subset of declarations).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { SchemaExtension } from '../graphql/extension';
import type { LiveEngine } from '../operations/live';
import type { PubSub } from '../pubsub';
import type { ResourceService } from '../resources/service';
import { AutoHold } from './autoHold';
import { connectionsSchemaExtension } from './schema';
import { ConnectionService } from './service';

export { ConnectionService } from './service';

export interface ConnectionsModule {
  extensions: SchemaExtension[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ConnectionsOptions {
  app: FastifyInstance;
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Map<string, ResourceService>;
  engine: LiveEngine;
}

/**
 * The app's connections (docs/issue-14-contract.md "Server services"): the reads of the contract,
 * the service itself, and its automatic hold (null when CONNECTION_AUTO_HOLD is off).
 */
export interface Connections {
  list: ConnectionService['list'];
  forRun: ConnectionService['forRun'];
  onChanged: ConnectionService['onChanged'];
  service: ConnectionService;
  autoHold: AutoHold | null;
}

export function registerConnections(opts: ConnectionsOptions): ConnectionsModule {
  if (!opts.services.has('ConnectionConfig')) {
    opts.app.log.info('connections off: the ConnectionConfig resource is not declared');
    return { extensions: [], start: async () => {}, stop: async () => {} };
  }
  const service = new ConnectionService({
    engine: opts.engine, db: opts.db, pubsub: opts.pubsub, services: opts.services, log: opts.app.log,
    // Decided after the operations module registered it.
    vehicleMessages: () => (opts.app.hasDecorator('vehicleMessages') ? opts.app.vehicleMessages : null),
  });
  const autoHold = opts.config.connectionAutoHold === false
    ? null
    : new AutoHold(service, { services: opts.services, reasonCode: opts.config.connectionHoldReason ?? 'ANSCHLUSS' });
  if (autoHold) service.onUpdate(() => void autoHold.trigger());
  const connections: Connections = {
    list: (q) => service.list(q), forRun: (runId) => service.forRun(runId), onChanged: (l) => service.onChanged(l), service, autoHold,
  };
  opts.app.decorate('connections', connections);
  return {
    extensions: [connectionsSchemaExtension(service, opts.pubsub)],
    start: () => service.start(),
    stop: () => service.stop(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection service and its automatic hold (server/connections): tests reach them here. */
    connections: Connections;
  }
}
