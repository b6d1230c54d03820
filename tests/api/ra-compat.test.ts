import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { getIntrospectionQuery, print, type IntrospectionQuery } from 'graphql';
import { defaultOptions, introspectSchema } from 'ra-data-graphql';
import buildDataProvider, { buildQuery } from 'ra-data-graphql-simple';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startTestApp, type TestApp } from './helpers';

/**
 * react-admin's own GraphQL data provider (ra-data-graphql-simple + Apollo 3), introspecting
 * this server over HTTP and running every method against it.
 */
let t: TestApp;
let dp: DataProvider;
let url: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const client = new ApolloClient({ link: new HttpLink({ uri: url, fetch, headers: await authHeaders('admin') }), cache: new InMemoryCache() });
  dp = (await buildDataProvider({ client })) as unknown as DataProvider;
});
afterAll(() => t?.close());

describe('ra-data-graphql-simple against the server', () => {
  it('buildQuery (with the default introspection options) builds queries the server answers', async () => {
    const schema = (await t.gql<IntrospectionQuery>(getIntrospectionQuery())).data.__schema;
    const results = await introspectSchema(null as never, { ...defaultOptions.introspection, schema } as never);
    const found = (results.resources as { type: { name: string }; GET_LIST?: unknown; GET_ONE?: unknown; CREATE?: unknown; UPDATE?: unknown; DELETE?: unknown }[]);
    for (const d of t.declarations) {
      const r = found.find((x) => x.type.name === d.name);
      expect(r, d.name).toBeDefined();
      expect(Object.keys(r!).sort(), d.name).toEqual(['CREATE', 'DELETE', 'GET_LIST', 'GET_MANY', 'GET_MANY_REFERENCE', 'GET_ONE', 'UPDATE', 'type']);
    }
    const q = buildQuery(results as never)('GET_LIST', 'Station', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'x', onlineInfoStop: true } });
    expect(q.variables).toMatchObject({ page: 0, perPage: 5, sortField: 'name', sortOrder: 'ASC', filter: { q: 'x', onlineInfoStop: true } });
    const res = await t.gql(print(q.query), q.variables as Record<string, unknown>);
    expect(res.errors).toBeUndefined();
    expect(q.parseResponse({ data: res.data } as never)).toEqual({ data: [], total: 0 });
  });

  it('create, getOne, update, getList, getMany, getManyReference, delete', async () => {
    const created = await dp.create('Station', { data: { name: 'RA-Bahnhof', stationCode: 'RAB', stationNumber: 4711, onlineInfoStop: false } });
    expect(created.data).toMatchObject({ name: 'RA-Bahnhof', stationCode: 'RAB', version: 1, onlineInfoStop: false });
    const id = created.data.id;

    const one = await dp.getOne('Station', { id });
    expect(one.data).toMatchObject({ id, name: 'RA-Bahnhof', version: 1 });

    // react-admin sends the whole record back, including version (optimistic lock).
    const updated = await dp.update('Station', { id, data: { ...one.data, name: 'RA-Bahnhof Süd' }, previousData: one.data });
    expect(updated.data).toMatchObject({ id, name: 'RA-Bahnhof Süd', version: 2 });
    await expect(dp.update('Station', { id, data: { ...one.data, name: 'stale' }, previousData: one.data })).rejects.toThrow(/geändert/);

    await dp.create('Station', { data: { name: 'RA-Zweiter', stationCode: 'RAZ' } });
    const list = await dp.getList('Station', { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'ra-' } });
    expect(list.total).toBe(2);
    expect(list.data.map((s) => s.name)).toEqual(['RA-Zweiter']);
    const page2 = await dp.getList('Station', { pagination: { page: 2, perPage: 1 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'ra-' } });
    expect(page2.data.map((s) => s.name)).toEqual(['RA-Bahnhof Süd']);

    const many = await dp.getMany('Station', { ids: [id] });
    expect(many.data.map((s) => s.id)).toEqual([id]);

    const v = await dp.create('Vehicle', { data: { vehicleNumber: 'RA-1', vehicleType: 'tram', status: 'reserve', homeDepotId: id } });
    const refs = await dp.getManyReference('Vehicle', { target: 'homeDepotId', id, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(refs.total).toBe(1);
    expect(refs.data[0].id).toBe(v.data.id);

    const invalid = await dp.create('Station', { data: { name: '' } }).catch((e: unknown) => e as Error);
    expect(String(invalid)).toContain('Die Eingaben sind ungültig');

    const deleted = await dp.delete('Vehicle', { id: v.data.id, previousData: v.data });
    expect(deleted.data.id).toBe(v.data.id);
    const after = await dp.getList('Vehicle', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(after.total).toBe(0);
  });
});
