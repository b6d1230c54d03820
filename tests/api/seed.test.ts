import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestDb, startTestApp, type TestApp, type TestDb } from './helpers';

let testDb: TestDb;
let t: TestApp;

beforeAll(async () => {
  testDb = await createTestDb();
  t = await startTestApp({ testDb, seed: true });
});
afterAll(async () => {
  await t?.close();
  await testDb?.destroy();
});

describe('first-start seeds', () => {
  it('loads the db-stations list with mapped fields and defaults', async () => {
    const n = await countRows(t.db, 'stations');
    expect(n).toBeGreaterThan(5300);
    expect(n).toBeLessThanOrEqual(5388);
    const r = await t.gql<{ allStations: Record<string, unknown>[] }>(
      `{ allStations(filter: { stationCode: "RK" }) { name stationCode stationNumber evaNumber gpsLatitudeN gpsLongitudeE onlineInfoStop gpsRadius createdBy } }`,
    );
    expect(r.data.allStations).toEqual([
      expect.objectContaining({ name: 'Karlsruhe Hbf', stationCode: 'RK', evaNumber: '8000191', onlineInfoStop: true, gpsRadius: 150, createdBy: 'seed' }),
    ]);
    expect(r.data.allStations[0].gpsLatitudeN).toBeCloseTo(48.99, 1);
  });

  it('resolves natural-key references of inline seed rows and writes version 1', async () => {
    const r = await t.gql<{ allVehicles: { vehicleNumber: string; homeDepotId: string | null }[]; allStations: { id: string }[] }>(
      `{ allVehicles(filter: { vehicleNumber: "801" }) { vehicleNumber homeDepotId } allStations(filter: { stationCode: "RK" }) { id } }`,
    );
    expect(r.data.allVehicles[0].homeDepotId).toBe(r.data.allStations[0].id);
    const sub = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM subcategories WHERE category_id IS NOT NULL`);
    expect(sub.rows[0].n).toBe(await countRows(t.db, 'subcategories'));
    expect(sub.rows[0].n).toBeGreaterThan(0);
    const v = await t.gql<{ _versions: { version: number; operation: string; changedBy: string; changes: { field: string }[] }[] }>(
      `{ _versions(resource: "Station", id: "${r.data.allStations[0].id}") { version operation changedBy changes { field } } }`,
    );
    expect(v.data._versions).toHaveLength(1);
    expect(v.data._versions[0]).toMatchObject({ version: 1, operation: 'create', changedBy: 'seed' });
    expect(v.data._versions[0].changes.map((c) => c.field)).toContain('stationCode');
  });

  it('does not seed again on the next start', async () => {
    await t.gql('mutation { createLine(lineNumber: "X9", name: "Extra", product: "tram") { id } }');
    const lines = await countRows(t.db, 'lines');
    const second = await startTestApp({ testDb, seed: true });
    expect(await countRows(t.db, 'lines')).toBe(lines);
    await second.close();
  });
});
