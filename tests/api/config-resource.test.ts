import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../server/resources/load';
import { countRows, startTestApp, type TestApp } from './helpers';

/** A resource that exists only as a declaration file in a directory of its own. */
const DEPOT = `export default {
  name: 'Depot',
  path: 'depots',
  table: 'depots',
  label: { de: { one: 'Betriebshof', other: 'Betriebshöfe' }, it: { one: 'Deposito', other: 'Depositi' } },
  menu: { parent: 'flottenmanagement' },
  history: true,
  fields: [
    { name: 'name', type: 'string', required: true, unique: true, maxLength: 20, label: { de: 'Name', it: 'Nome' } },
    { name: 'tracks', type: 'integer', min: 1, label: { de: 'Abstellgleise', it: 'Binari di ricovero' } },
    { name: 'openedOn', type: 'date', label: { de: 'Eröffnet', it: 'Aperto' } },
    { name: 'shiftStart', type: 'time', label: { de: 'Schichtbeginn', it: 'Inizio turno' } },
    { name: 'kinds', type: 'enum', multiple: true, options: [{ value: 'tram', label: { de: 'Tram', it: 'Tram' } }, { value: 'bus', label: { de: 'Bus', it: 'Bus' } }], label: { de: 'Arten', it: 'Tipi' } },
    { name: 'parentId', type: 'reference', reference: 'Depot', optionText: 'name', onDelete: 'set null', label: { de: 'Übergeordnet', it: 'Superiore' } },
  ],
  list: { columns: ['name', 'tracks'], sort: { field: 'name', order: 'ASC' }, search: ['name'], filters: ['kinds'] },
  seed: { rows: [
    { name: 'Nord', tracks: 12, kinds: ['tram'] },
    { name: 'Süd', tracks: 4, kinds: ['tram', 'bus'], parentId: { $ref: { field: 'name', value: 'Nord' } } },
    { name: '', tracks: 0 },
  ] },
};
`;

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leitstelle-resources-'));
  await mkdir(path.join(dir, 'depots'));
  await writeFile(path.join(dir, 'depots', 'resource.ts'), DEPOT);
  t = await startTestApp({ declarations: await loadDeclarations(dir), seed: true });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a resource added by configuration alone', () => {
  it('gets a table, seed rows (natural-key references resolved, invalid rows skipped) and the API', async () => {
    expect(t.declarations.map((d) => d.name)).toEqual(['Depot']);
    expect(await countRows(t.db, 'depots')).toBe(2);
    const r = await t.gql<{ allDepots: { id: string; name: string; kinds: string[]; parentId: string | null }[]; _allDepotsMeta: { count: number } }>(
      `{ allDepots(sortField: "name") { id name kinds parentId } _allDepotsMeta(filter: { kinds: ["bus"] }) { count } }`,
    );
    expect(r.errors).toBeUndefined();
    const [nord, sued] = r.data.allDepots;
    expect(nord).toMatchObject({ name: 'Nord', kinds: ['tram'], parentId: null });
    expect(sued).toMatchObject({ name: 'Süd', kinds: ['tram', 'bus'], parentId: nord.id });
    expect(r.data._allDepotsMeta.count).toBe(1);
  });

  it('supports create, update, delete and validation of every field type', async () => {
    const c = await t.gql<{ createDepot: { id: string; openedOn: string; shiftStart: string; kinds: string[] } }>(
      `mutation { createDepot(name: "West", tracks: 3, openedOn: "1999-12-31", shiftStart: "04:30", kinds: ["bus"]) { id openedOn shiftStart kinds } }`,
    );
    expect(c.errors).toBeUndefined();
    expect(c.data.createDepot).toMatchObject({ openedOn: '1999-12-31', shiftStart: '04:30:00', kinds: ['bus'] });
    const range = await t.gql<{ _allDepotsMeta: { count: number } }>(`{ _allDepotsMeta(filter: { openedOn_lt: "2000-01-01" }) { count } }`);
    expect(range.data._allDepotsMeta.count).toBe(1);
    const u = await t.gql<{ updateDepot: { tracks: number; version: number } }>(`mutation { updateDepot(id: "${c.data.createDepot.id}", version: 1, tracks: 5) { tracks version } }`);
    expect(u.data.updateDepot).toEqual({ tracks: 5, version: 2 });
    const bad = await t.gql(`mutation { createDepot(name: "Ost", tracks: 0, openedOn: "1850-01-01", kinds: ["ship"]) { id } }`, undefined, 'it');
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({
      tracks: { message: 'validation.number.min', args: { min: 1 } },
      openedOn: { message: 'validation.date.range' },
      kinds: { message: 'validation.enum.oneOf' },
    });
    expect(bad.errors![0].message).toContain('La data deve essere compresa');
    const d = await t.gql(`mutation { deleteDepot(id: "${c.data.createDepot.id}") { id } }`);
    expect(d.errors).toBeUndefined();
    expect(await countRows(t.db, 'depots')).toBe(2);
  });

  it('refuses broken declarations at load with a clear error', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'leitstelle-broken-'));
    await mkdir(path.join(broken, 'a'));
    await writeFile(
      path.join(broken, 'a', 'resource.ts'),
      DEPOT.replace("columns: ['name', 'tracks']", "columns: ['name', 'nope']").replace("reference: 'Depot'", "reference: 'Yard'"),
    );
    await mkdir(path.join(broken, 'b'));
    await writeFile(path.join(broken, 'b', 'resource.ts'), DEPOT.replace("table: 'depots'", "table: 'depots2'").replace("path: 'depots'", "path: 'd2'"));
    await expect(loadDeclarations(broken)).rejects.toThrow(/duplicate name "Depot"/);
    await rm(path.join(broken, 'b'), { recursive: true });
    const err = await loadDeclarations(broken).catch((e: Error) => e);
    expect(String(err)).toContain('list.columns names unknown field "nope"');
    expect(String(err)).toContain('references unknown resource "Yard"');
    await rm(broken, { recursive: true, force: true });
  });
});
