import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../src/shared/resource/types';
import { prepareDatabase } from '../../server/setup';
import { loadDeclarations } from '../../server/resources/load';
import { createTestDb, type TestDb } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined };
let testDb: TestDb;
let decls: ResourceDeclaration[];

beforeAll(async () => {
  testDb = await createTestDb();
  decls = await loadDeclarations();
});
afterAll(() => testDb?.destroy());

describe('migrations', () => {
  it('creates system and resource tables once and records every step', async () => {
    const first = await prepareDatabase(testDb.db, decls, quiet);
    expect(first.files).toEqual(['0001_system_tables', '0002_identity', '0003_timetable', '0004_live', '0005_demo', '0006_vehicle_messages', '0007_run_contacts', '0008_map_views', '0009_demo_clock', '0010_timetable_zone', '0011_gtfs_complete', '0012_measures_version', '0013_gtfs_shapes', '0014_timetable_importing', '0015_td_corridors', '0016_situations', '0017_situation_notifications', '0018_situation_texts', '0019_situation_exports', '0020_situation_list', '0021_connection_measures', '0022_timetable_transfers']);
    expect(first.created.sort()).toEqual(decls.map((d) => d.table).sort());
    expect(first.applied).toContain('resource:stations:create');
    const recorded = await testDb.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.rows.map((r) => r.id)).toEqual(expect.arrayContaining(['0001_system_tables', 'resource:stations:create', 'resource:vehicles:create']));

    const second = await prepareDatabase(testDb.db, decls, quiet);
    expect(second).toMatchObject({ files: [], applied: [], created: [], warnings: [] });
  });

  it('creates columns with SQL types, unique indexes and foreign keys', async () => {
    const cols = await testDb.db.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'vehicles'`,
    );
    const byName = Object.fromEntries(cols.rows.map((c) => [c.column_name, c]));
    expect(byName.id.data_type).toBe('bigint');
    expect(byName.version.data_type).toBe('integer');
    expect(byName.created_at.data_type).toBe('timestamp with time zone');
    expect(byName.vehicle_number).toMatchObject({ data_type: 'text', is_nullable: 'NO' });
    expect(byName.length_m.data_type).toBe('double precision');
    expect(byName.low_floor.data_type).toBe('boolean');
    expect(byName.commissioned_on.data_type).toBe('date');
    expect(byName.home_depot_id).toMatchObject({ data_type: 'bigint', is_nullable: 'YES' });
    const usage = await testDb.db.query<{ data_type: string }>(
      `SELECT data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'categories' AND column_name = 'usage'`,
    );
    expect(usage.rows[0].data_type).toBe('ARRAY');
    const idx = await testDb.db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'stations'`);
    expect(idx.rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['stations_station_code_key', 'stations_eva_number_key']));
    const fk = await testDb.db.query<{ delete_rule: string }>(
      `SELECT rc.delete_rule FROM information_schema.referential_constraints rc
         JOIN information_schema.key_column_usage k ON k.constraint_name = rc.constraint_name AND k.constraint_schema = rc.constraint_schema
        WHERE k.table_schema = current_schema() AND k.table_name = 'vehicles' AND k.column_name = 'home_depot_id'`,
    );
    expect(fk.rows[0].delete_rule).toBe('SET NULL');
  });

  it('adds a new field as a column without touching existing data', async () => {
    await testDb.db.query(`INSERT INTO stations (name, station_code) VALUES ('Altbestand', 'ALT')`);
    const station = decls.find((d) => d.name === 'Station')!;
    const changed = decls.map((d) =>
      d === station
        ? { ...d, fields: [...d.fields, { name: 'platformCount', type: 'integer' as const, unique: true, label: { de: 'Gleise', it: 'Binari' } }] }
        : d,
    );
    const r = await prepareDatabase(testDb.db, changed, quiet);
    expect(r.applied).toEqual(['resource:stations:add_column:platform_count']);
    const row = await testDb.db.query<{ name: string; platform_count: number | null }>(`SELECT name, platform_count FROM stations WHERE station_code = 'ALT'`);
    expect(row.rows).toEqual([{ name: 'Altbestand', platform_count: null }]);
    // Removing the field again drops nothing.
    const again = await prepareDatabase(testDb.db, decls, quiet);
    expect(again.applied).toEqual([]);
    const still = await testDb.db.query(`SELECT platform_count FROM stations`);
    expect(still.rows.length).toBe(1);
  });

  it('warns about a declared type that differs from the column', async () => {
    const station = decls.find((d) => d.name === 'Station')!;
    const changed = decls.map((d) => (d === station ? { ...d, fields: d.fields.map((f) => (f.name === 'tariffZone' ? { ...f, type: 'integer' as const } : f)) } : d));
    const r = await prepareDatabase(testDb.db, changed as ResourceDeclaration[], quiet);
    expect(r.warnings[0]).toContain('stations.tariff_zone is text');
  });
});
