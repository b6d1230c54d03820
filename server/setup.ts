import type { ResourceDeclaration } from '../src/shared/resource/types';
import { runFileMigrations, type MigrationLog } from './db/migrate';
import type { Database } from './db/types';
import { syncResourceTables, type SyncResult } from './resources/ddl';

/** File migrations, then the generated resource DDL; safe to run on every start. */
export async function prepareDatabase(db: Database, decls: ResourceDeclaration[], log: MigrationLog & { warn(msg: string): void }): Promise<SyncResult & { files: string[] }> {
  const files = await runFileMigrations(db, log);
  const sync = await syncResourceTables(db, decls, log);
  for (const w of sync.warnings) log.warn(w);
  if (!files.length && !sync.applied.length) log.info('database schema up to date');
  return { ...sync, files };
}
