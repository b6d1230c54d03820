import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ResourceDeclaration } from '../src/shared/resource/types';
import { createVerifier, defaultAuthOptions, registerHttpAuth, type AuthOptions } from './auth/index';
import type { Config } from './config';
import type { Database } from './db/types';
import { createDocumentCache } from './graphql/cache';
import type { GraphQLSchema } from 'graphql';
import { createLimitGate, type LimitGate } from './graphql/limits/gate';
import { DEFAULT_LIMITS, type GraphqlLimits } from './graphql/limits/limits';
import { registerGraphqlHttp } from './graphql/http';
import { registerGraphqlWs } from './graphql/ws';
import { registerIdentity, registerPublicConfig } from './identity/index';
import { registerOperations } from './operations/index';
import { registerSituations } from './situations';
import { registerPassengerInfo } from './passenger-info';
import { registerGtfsRt } from './gtfs-rt';
import { registerDepartures } from './departures';
import { registerConnections } from './connections';
import { tileSources } from './operations/network/tiles';
import { createPubSub, type PubSub } from './pubsub';
import { tableModel, type TableModel } from './resources/columns';
import { buildSchema, RESOURCE_CHANGED } from './resources/schema';
import { ResourceService } from './resources/service';
import { runSeeds } from './seeds/index';
import { indexScriptSources, registerSecurityHeaders } from './security';
import { prepareDatabase } from './setup';
import { registerSpa } from './spa';
import { compressedJson, sendCompressedJson } from './compressedJson';

export interface AppOptions {
  config: Config;
  db: Database;
  declarations: ResourceDeclaration[];
  pubsub?: PubSub;
  /** Fastify logger options; default pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Load demo data into tables created in this start (default false; main turns it on). */
  seed?: boolean;
  /** Overrides of token verification (tests: their own keys and issuer); default from config. */
  auth?: Partial<AuthOptions>;
  /** Overrides of the GraphQL limits (tests); default DEFAULT_LIMITS, introspection from config. */
  limits?: Partial<GraphqlLimits>;
}

export interface AppState {
  migrated: boolean;
  /** The GraphQL limit checks (graphql/limits/), for tests and tools that measure documents. */
  gate?: LimitGate;
  schema?: GraphQLSchema;
  services: Map<string, ResourceService>;
  models: Map<string, TableModel>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leitstelle: AppState;
  }
}

/** The HTTP server: API, GraphQL (HTTP + WebSocket), health, SPA. Migrations run on ready. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, db, declarations } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Migrations and the first-start seed run in onReady, which Fastify limits by pluginTimeout
    // (10 s by default): too short for seeding on a loaded machine or a large database.
    pluginTimeout: 10 * 60_000,
  });
  const pubsub = opts.pubsub ?? createPubSub();
  const models = new Map(declarations.map((d) => [d.name, tableModel(d)]));
  const services = new Map(
    [...models.values()].map((m) => [m.decl.name, new ResourceService(m, db, models, (change) => pubsub.publish(RESOURCE_CHANGED, change))]),
  );
  const state: AppState = { migrated: false, services, models };
  app.decorate('leitstelle', state);

  // Timetable, live operating day and dispatch API (adds GraphQL fields and routes).
  const operations = await registerOperations({ app, config, db, pubsub, services });
  // The situation report (Lagebericht): situations, chains, texts, exports.
  const situations = registerSituations({ app, config, db, pubsub, services, engine: app.liveEngine });
  // Passenger information: customer messages, the negative list, ComBus; app.passengerInfo for board and feeds.
  const passengerInfo = registerPassengerInfo({ app, config, db, pubsub, services, engine: app.liveEngine });
  // The open GTFS-Realtime feeds (trip updates, vehicle positions, alerts) from the live day.
  registerGtfsRt({ app, config, db, engine: app.liveEngine });
  // Station departure boards (issue 14): GET /api/departures/:station and its event stream.
  registerDepartures(app, { config, services });
  // Connections (issue 14): the connection service, hold/break decisions, automatic hold.
  const connections = registerConnections({ app, config, db, pubsub, services, engine: app.liveEngine });

  app.addHook('onReady', async () => {
    const result = await prepareDatabase(db, declarations, app.log);
    if (opts.seed) await runSeeds(db, models, result.created, app.log);
    await operations.start({ seed: opts.seed ?? false });
    await situations.start({ seed: opts.seed ?? false });
    await passengerInfo.start();
    await connections.start();
    state.migrated = true;
  });
  app.addHook('onClose', async () => {
    await connections.stop();
    await passengerInfo.stop();
    await situations.stop();
    await operations.stop();
  });

  await registerSecurityHeaders(app, new URL(config.oidc.url).origin, tileSources(config.map), indexScriptSources(path.join(config.staticDir, 'index.html')));

  // Development identity provider (Keycloak realm endpoints; off with a real Keycloak) and GET /api/config.
  await registerIdentity(app, { config, db });
  registerPublicConfig(app, config);

  // Every protected route (/graphql, /api/* but config and resources) needs a verified bearer token.
  const verifier = createVerifier({ ...defaultAuthOptions(config, app), ...opts.auth });
  registerHttpAuth(app, verifier);

  const limits: GraphqlLimits = { ...DEFAULT_LIMITS, introspection: config.graphqlIntrospection, ...opts.limits };
  const schema = buildSchema([...services.values()], pubsub, [...operations.extensions, ...situations.extensions, ...connections.extensions], limits.maxPerPage);
  const gate = createLimitGate(schema, limits);
  const cache = createDocumentCache(schema, gate, 512);
  state.gate = gate;
  state.schema = schema;
  registerGraphqlHttp(app, schema, cache, gate);
  registerGraphqlWs(app, schema, cache, verifier, gate);

  // The browser needs the declarations, not their demo rows.
  const publicDeclarations = compressedJson({ resources: declarations.map(({ seed: _seed, ...decl }) => decl) });
  app.get('/api/resources', async (req, reply) => sendCompressedJson(publicDeclarations, req, reply));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    if (!state.migrated) return reply.code(503).send({ status: 'starting', database: 'pending' });
    try {
      await db.query('SELECT 1');
      return { status: 'ready', database: db.kind };
    } catch (e) {
      app.log.warn({ err: e }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  await registerSpa(app, config.staticDir);
  return app;
}
