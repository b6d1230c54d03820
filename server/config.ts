import path from 'node:path';

/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Directory for local data; PGlite keeps its files in DATA_DIR/pglite ('memory://' = in memory). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  staticDir: string;
  logLevel: string;
  nodeEnv: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const dataDir = env.DATA_DIR ?? './data';
  return {
    // PORT: TCP port the HTTP/WebSocket server listens on (default 8080).
    port,
    // HOST: interface to bind (default 0.0.0.0 = all interfaces).
    host: env.HOST ?? '0.0.0.0',
    // DATA_DIR: local data directory, PGlite database under DATA_DIR/pglite (default ./data).
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(dataDir),
    // DATABASE_URL: postgres://... to use a PostgreSQL server (pg Pool) instead of the embedded PGlite.
    databaseUrl: env.DATABASE_URL || undefined,
    // STATIC_DIR: the built SPA (output of `npm run build`, default ./dist).
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    // LOG_LEVEL: pino level (fatal, error, warn, info, debug, trace, silent; default info).
    logLevel: env.LOG_LEVEL ?? 'info',
    // NODE_ENV: 'production' turns off pretty details in error responses (default development).
    nodeEnv: env.NODE_ENV ?? 'development',
  };
}
