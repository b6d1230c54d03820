import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestApp, type TestApp } from './helpers';

const FIELDS = 'id version createdAt createdBy updatedAt updatedBy name stationCode stationNumber evaNumber onlineInfoStop gpsRadius tariffZone';
let t: TestApp;

async function createStation(vars: Record<string, unknown>) {
  const r = await t.gql<{ createStation: Record<string, unknown> }>(
    `mutation C($name: String, $stationCode: String, $stationNumber: Int, $evaNumber: String, $tariffZone: String, $gpsRadius: Int) {
      createStation(name: $name, stationCode: $stationCode, stationNumber: $stationNumber, evaNumber: $evaNumber, tariffZone: $tariffZone, gpsRadius: $gpsRadius) { ${FIELDS} } }`,
    vars,
  );
  return r;
}

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 1; i <= 30; i++) {
    const r = await createStation({ name: `Teststadt ${String(i).padStart(2, '0')}`, stationCode: `T${i}`, stationNumber: 1000 + i, tariffZone: i % 3 === 0 ? 'KVV 100' : 'KVV 200' });
    expect(r.errors).toBeUndefined();
  }
});
afterAll(() => t?.close());

describe('list (ra-data-graphql-simple shape)', () => {
  it('pages zero-based, sorts and counts', async () => {
    const r = await t.gql<{ allStations: { name: string; stationNumber: number }[]; _allStationsMeta: { count: number } }>(
      `{ allStations(page: 1, perPage: 10, sortField: "stationNumber", sortOrder: "DESC") { name stationNumber } _allStationsMeta { count } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data._allStationsMeta.count).toBe(30);
    expect(r.data.allStations.map((s) => s.stationNumber)).toEqual([1020, 1019, 1018, 1017, 1016, 1015, 1014, 1013, 1012, 1011]);
  });

  it('filters by equality, range, ids and q (case-insensitive) with matching counts', async () => {
    const all = await t.gql<{ allStations: { id: string }[] }>(`{ allStations(perPage: 3, sortField: "name") { id } }`);
    const ids = all.data.allStations.map((s) => s.id);
    const r = await t.gql<Record<string, { count: number } | { name: string }[]>>(
      `query Q($ids: [ID]) {
        zone: _allStationsMeta(filter: { tariffZone: "KVV 100" }) { count }
        range: _allStationsMeta(filter: { stationNumber_gte: 1010, stationNumber_lt: 1015 }) { count }
        neq: _allStationsMeta(filter: { stationNumber_neq: 1001 }) { count }
        byIds: allStations(filter: { ids: $ids }) { name }
        q: allStations(filter: { q: "STADT 0" }, sortField: "name") { name }
        qCount: _allStationsMeta(filter: { q: "STADT 0" }) { count }
        qCode: _allStationsMeta(filter: { q: "t2" }) { count }
      }`,
      { ids },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.zone).toEqual({ count: 10 });
    expect(r.data.range).toEqual({ count: 5 });
    expect(r.data.neq).toEqual({ count: 29 });
    expect((r.data.byIds as unknown[]).length).toBe(3);
    expect((r.data.q as { name: string }[]).map((s) => s.name)).toEqual(Array.from({ length: 9 }, (_, i) => `Teststadt 0${i + 1}`));
    expect(r.data.qCount).toEqual({ count: 9 });
    // stationCode T2, T20..T29 match "t2"
    expect(r.data.qCode).toEqual({ count: 11 });
  });

  it('rejects an unknown sort field by falling back to the declared sort (whitelist)', async () => {
    const r = await t.gql<{ allStations: { name: string }[] }>(`{ allStations(perPage: 2, sortField: "name; DROP TABLE stations") { name } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.allStations[0].name).toBe('Teststadt 01');
    expect(await countRows(t.db, 'stations')).toBe(30);
  });
});

describe('create / update / delete', () => {
  it('creates with defaults and system fields, updates with a version lock, deletes', async () => {
    const c = await createStation({ name: 'Neustadt', stationCode: 'NEU', evaNumber: '8000999' });
    expect(c.errors).toBeUndefined();
    const s = c.data.createStation;
    expect(s).toMatchObject({ name: 'Neustadt', version: 1, onlineInfoStop: true, gpsRadius: 150, createdBy: 'admin', updatedBy: 'admin' });
    expect(s.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const u = await t.gql<{ updateStation: Record<string, unknown> }>(
      `mutation { updateStation(id: "${s.id}", version: 1, name: "Neustadt (Wald)") { ${FIELDS} } }`,
      undefined,
      'de',
      'planner',
    );
    expect(u.errors).toBeUndefined();
    // The verified caller is recorded as the author of the change.
    expect(u.data.updateStation).toMatchObject({ name: 'Neustadt (Wald)', version: 2, stationCode: 'NEU', createdBy: 'admin', updatedBy: 'planner' });

    const one = await t.gql<{ Station: Record<string, unknown> }>(`{ Station(id: "${s.id}") { name version } }`);
    expect(one.data.Station).toEqual({ name: 'Neustadt (Wald)', version: 2 });

    const d = await t.gql<{ deleteStation: Record<string, unknown> }>(`mutation { deleteStation(id: "${s.id}") { id name } }`);
    expect(d.data.deleteStation).toEqual({ id: s.id, name: 'Neustadt (Wald)' });
    const gone = await t.gql<{ Station: null }>(`{ Station(id: "${s.id}") { id } }`);
    expect(gone.data.Station).toBeNull();
    const again = await t.gql(`mutation { deleteStation(id: "${s.id}") { id } }`);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('answers per-field validation errors in German and Italian, writing nothing', async () => {
    const before = await countRows(t.db, 'stations');
    const de = await createStation({ name: '', stationCode: 'ka', stationNumber: 0, gpsRadius: 0 });
    expect(de.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fe = de.errors![0].extensions!.fieldErrors!;
    expect(fe.name).toEqual({ message: 'validation.required' });
    expect(fe.stationCode.message).toBe('validation.custom');
    expect(fe.stationNumber).toEqual({ message: 'validation.number.min', args: { min: 1 } });
    expect(fe.gpsRadius).toEqual({ message: 'validation.number.moreThan', args: { more: 0 } });
    expect(de.errors![0].message).toContain('Die Eingaben sind ungültig');
    expect(de.errors![0].message).toContain('Der Wert muss mindestens 1 sein');

    const itRes = await t.gql(`mutation { createStation(stationNumber: 0) { id } }`, undefined, 'it-IT,it;q=0.9,de;q=0.5');
    expect(itRes.errors![0].message).toContain('I dati inseriti non sono validi');
    expect(itRes.errors![0].message).toContain('Il valore deve essere almeno 1');
    expect(itRes.errors![0].extensions!.fieldErrors!.name).toEqual({ message: 'validation.required' });
    expect(await countRows(t.db, 'stations')).toBe(before);
  });

  it('maps unique violations to validation.unique on create and update', async () => {
    const dup = await createStation({ name: 'Doppelt', stationCode: 'T1', stationNumber: 1002 });
    expect(dup.errors![0].extensions!.fieldErrors).toEqual({ stationCode: { message: 'validation.unique' }, stationNumber: { message: 'validation.unique' } });
    const list = await t.gql<{ allStations: { id: string; version: number }[] }>(`{ allStations(filter: { stationCode: "T3" }) { id version } }`);
    const { id, version } = list.data.allStations[0];
    const upd = await t.gql(`mutation { updateStation(id: "${id}", version: ${version}, stationCode: "T4") { id } }`);
    expect(upd.errors![0].extensions!.fieldErrors).toEqual({ stationCode: { message: 'validation.unique' } });
    const still = await t.gql<{ Station: { stationCode: string; version: number } }>(`{ Station(id: "${id}") { stationCode version } }`);
    expect(still.data.Station).toEqual({ stationCode: 'T3', version });
  });

  it('refuses a missing reference target', async () => {
    const before = await countRows(t.db, 'vehicles');
    const r = await t.gql(`mutation { createVehicle(vehicleNumber: "X1", vehicleType: "tram", status: "reserve", homeDepotId: "999999") { id } }`);
    expect(r.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(r.errors![0].extensions!.fieldErrors).toEqual({ homeDepotId: { message: 'validation.reference.missing' } });
    expect(await countRows(t.db, 'vehicles')).toBe(before);
  });

  it('checks cross-field rules on update against the stored record', async () => {
    const st = await t.gql<{ allStations: { id: string }[] }>(`{ allStations(perPage: 1) { id } }`);
    const c = await t.gql<{ createVehicle: { id: string; version: number; homeDepotId: string } }>(
      `mutation { createVehicle(vehicleNumber: "X2", homeDepotId: "${st.data.allStations[0].id}", commissionedOn: "2020-05-01", nextInspectionDue: "2027-01-01") { id version homeDepotId } }`,
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.createVehicle.homeDepotId).toBe(st.data.allStations[0].id);
    const u = await t.gql(`mutation { updateVehicle(id: "${c.data.createVehicle.id}", version: 1, nextInspectionDue: "2019-01-01") { id } }`);
    expect(u.errors![0].extensions!.fieldErrors!.nextInspectionDue.message).toBe('validation.date.min');
  });

  it('refuses a stale version with CONFLICT and the current version, writing nothing', async () => {
    const c = await createStation({ name: 'Konfliktstadt', stationCode: 'KON' });
    const id = (c.data.createStation as { id: string }).id;
    const first = await t.gql(`mutation { updateStation(id: "${id}", version: 1, tariffZone: "A") { version } }`);
    expect(first.errors).toBeUndefined();
    const stale = await t.gql(`mutation { updateStation(id: "${id}", version: 1, tariffZone: "B") { version } }`);
    expect(stale.errors![0].extensions!.code).toBe('CONFLICT');
    expect(stale.errors![0].extensions!.current).toMatchObject({ version: 2, updatedBy: 'admin' });
    expect(stale.errors![0].extensions!.current!.updatedAt).toMatch(/Z$/);
    const now = await t.gql<{ Station: { tariffZone: string; version: number } }>(`{ Station(id: "${id}") { tariffZone version } }`);
    expect(now.data.Station).toEqual({ tariffZone: 'A', version: 2 });
  });
});

describe('history', () => {
  it('records every write with changes and restores an old version as a new one', async () => {
    const c = await createStation({ name: 'Historia', stationCode: 'HIS', tariffZone: 'Z1' });
    const id = (c.data.createStation as { id: string }).id;
    await t.gql(`mutation { updateStation(id: "${id}", version: 1, tariffZone: "Z2") { id } }`);
    await t.gql(`mutation { updateStation(id: "${id}", version: 2, name: "Historia Nord") { id } }`);
    const v = await t.gql<{ _versions: { version: number; operation: string; changedBy: string; data: string; changes: { field: string; from: string | null; to: string | null }[] }[] }>(
      `{ _versions(resource: "Station", id: "${id}") { version operation changedAt changedBy data changes { field from to } } }`,
    );
    expect(v.errors).toBeUndefined();
    expect(v.data._versions.map((x) => [x.version, x.operation])).toEqual([[3, 'update'], [2, 'update'], [1, 'create']]);
    expect(v.data._versions[1].changes).toEqual([{ field: 'tariffZone', from: '"Z1"', to: '"Z2"' }]);
    expect(v.data._versions[2].changedBy).toBe('admin');
    expect(JSON.parse(v.data._versions[2].data)).toMatchObject({ name: 'Historia', tariffZone: 'Z1', version: 1 });

    const stale = await t.gql(`mutation { restoreVersion(resource: "Station", id: "${id}", version: 1, expectedVersion: 2) }`);
    expect(stale.errors![0].extensions!.code).toBe('CONFLICT');
    const r = await t.gql<{ restoreVersion: string }>(`mutation { restoreVersion(resource: "Station", id: "${id}", version: 1, expectedVersion: 3) }`);
    expect(r.errors).toBeUndefined();
    expect(JSON.parse(r.data.restoreVersion)).toMatchObject({ id, name: 'Historia', tariffZone: 'Z1', version: 4 });
    const after = await t.gql<{ _versions: { version: number; operation: string; changes: { field: string }[] }[] }>(
      `{ _versions(resource: "Station", id: "${id}") { version operation changes { field } } }`,
    );
    expect(after.data._versions[0]).toEqual({ version: 4, operation: 'restore', changes: [{ field: 'name' }, { field: 'tariffZone' }] });
    expect(after.data._versions).toHaveLength(4);

    await t.gql(`mutation { deleteStation(id: "${id}") { id } }`);
    const del = await t.gql<{ _versions: { version: number; operation: string }[] }>(`{ _versions(resource: "Station", id: "${id}") { version operation } }`);
    expect(del.data._versions[0]).toEqual({ version: 5, operation: 'delete' });
  });
});
