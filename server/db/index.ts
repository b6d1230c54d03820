import path from 'node:path';
import type { Config } from '../config';
import { createPglite } from './pglite';
import { createPostgres } from './postgres';
import type { Database } from './types';

/** The database chosen by the configuration: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return createPostgres({ connectionString: config.databaseUrl });
  const dir = config.dataDir.startsWith('memory://') ? config.dataDir : path.join(config.dataDir, 'pglite');
  return createPglite(dir);
}
