import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from 'ra-core';
import { createApiClient } from '../../src/providers/auth/apiClient';
import { createDataProvider } from '../../src/providers/data/createDataProvider';
import { graphqlRequest } from '../../src/providers/data/graphqlRequest';
import type { LeitstelleDataProvider } from '../../src/providers/data/types';
import { mintToken, startTestApp, type TestApp } from './helpers';

/**
 * The app's own data provider (operations written from the declarations, no introspection)
 * against the server over HTTP: every react-admin method, errors, versions.
 */
let t: TestApp;
let dp: LeitstelleDataProvider;
let lang: 'de' | 'it' = 'de';
let token = '';

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  token = await mintToken({ role: 'admin' });
  const client = createApiClient({
    fetchFn: (url, init) => fetch(`${base}${String(url)}`, init),
    getToken: () => token,
    ensureFresh: () => null,
    onUnauthorized: () => undefined,
    lang: () => lang,
  });
  dp = createDataProvider(t.declarations, (query, variables, options) => graphqlRequest(query, variables, { ...options, client }));
});
afterAll(() => t?.close());

const path = (name: string) => t.declarations.find((d) => d.name === name)!.path;

describe('the data provider against the server', () => {
  it('create, getOne, update (with the version lock), getList, getMany, getManyReference, delete', async () => {
    const stations = path('Station');
    const created = await dp.create(stations, { data: { name: 'DP-Bahnhof', stationCode: 'DPB', stationNumber: '4711', onlineInfoStop: false } });
    expect(created.data).toMatchObject({ name: 'DP-Bahnhof', stationCode: 'DPB', stationNumber: 4711, version: 1, onlineInfoStop: false });
    const id = created.data.id;

    const one = await dp.getOne(stations, { id });
    expect(one.data).toMatchObject({ id, name: 'DP-Bahnhof', version: 1 });
    expect(one.data).not.toHaveProperty('evaNumber'); // empty values are left out, as ra-data-graphql-simple does

    const updated = await dp.update(stations, { id, data: { ...one.data, name: 'DP-Bahnhof Süd' }, previousData: one.data });
    expect(updated.data).toMatchObject({ id, name: 'DP-Bahnhof Süd', version: 2 });
    const stale = await dp.update(stations, { id, data: { ...one.data, name: 'stale' }, previousData: one.data }).catch((e: unknown) => e as HttpError);
    expect(stale).toMatchObject({ status: 409 });
    expect((stale as HttpError).message).toMatch(/geändert/);

    await dp.create(stations, { data: { name: 'DP-Zweiter', stationCode: 'DPZ' } });
    const list = await dp.getList(stations, { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'dp-' } });
    expect(list.total).toBe(2);
    expect(list.data.map((s) => s.name)).toEqual(['DP-Zweiter']);
    const page2 = await dp.getList(stations, { pagination: { page: 2, perPage: 1 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'dp-' } });
    expect(page2.data.map((s) => s.name)).toEqual(['DP-Bahnhof Süd']);
    const numeric = await dp.getList(stations, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { stationNumber: '4711' } });
    expect(numeric.data.map((s) => s.id)).toEqual([id]);
    const unset = await dp.getList(stations, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'dp-', stationNumber_empty: true } });
    expect(unset.data.map((s) => s.name)).toEqual(['DP-Zweiter']);

    const many = await dp.getMany(stations, { ids: [id] });
    expect(many.data.map((s) => s.id)).toEqual([id]);

    const vehicles = path('Vehicle');
    const v = await dp.create(vehicles, { data: { vehicleNumber: 'DP-1', vehicleType: 'tram', status: 'reserve', homeDepotId: id } });
    const refs = await dp.getManyReference(vehicles, { target: 'homeDepotId', id, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(refs.total).toBe(1);
    expect(refs.data[0].id).toBe(v.data.id);

    const deleted = await dp.delete(vehicles, { id: v.data.id, previousData: v.data });
    expect(deleted.data.id).toBe(v.data.id);
    const after = await dp.getList(vehicles, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(after.total).toBe(0);
    await expect(dp.getOne(vehicles, { id: v.data.id })).rejects.toMatchObject({ status: 404 });
  });

  it('invalid input comes back per field, in the language of the interface', async () => {
    lang = 'it';
    const invalid = await dp.create(path('Station'), { data: { name: '' } }).catch((e: unknown) => e as HttpError);
    lang = 'de';
    expect(invalid).toMatchObject({ status: 400 });
    expect((invalid as HttpError).message).toMatch(/non sono validi/);
    expect(Object.keys((invalid as HttpError).body.fieldErrors)).toContain('name');
  });

  it('versions of a record and restoring one', async () => {
    const stations = path('Station');
    const created = await dp.create(stations, { data: { name: 'DP-Version', stationCode: 'DPV' } });
    const v2 = await dp.update(stations, { id: created.data.id, data: { ...created.data, name: 'DP-Version 2' }, previousData: created.data });
    const { data: versions } = await dp.getVersions(stations, { id: created.data.id });
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[1].data).toMatchObject({ name: 'DP-Version' });
    await dp.restoreVersion(stations, { id: created.data.id, version: 1, expectedVersion: v2.data.version });
    expect((await dp.getOne(stations, { id: created.data.id })).data).toMatchObject({ name: 'DP-Version', version: 3 });
  });
});
