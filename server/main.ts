import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/index';
import { DEMO_USERS } from './identity/index';
import { loadDeclarations } from './resources/load';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Start: config -> declarations -> database -> migrations + first-start seeds -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const declarations = await loadDeclarations();
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, declarations, seed: true });
  await app.ready();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Leitstelle läuft auf http://localhost:${port} (Datenbank: ${where}, ${declarations.length} Ressourcen)`);
  if (app.identity) {
    // Demo users exist only in the development realm (seeded when it had no users).
    console.log(`Entwicklungs-Anmeldedienst: ${config.oidc.issuer}`);
    console.log(`Demo-Benutzer: ${DEMO_USERS.map((u) => `${u.username} / ${u.password}`).join(', ')}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Stops accepting connections, closes the WebSocket server (onClose hook), waits for requests.
      await app.close();
      await db.close();
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
