import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import station from '../../../src/resources/stations/resource';
import lines from '../../../src/resources/lines/resource';
import { createPathMapper } from '../../../src/providers/data/pathMapping';
import { createDataProvider, type GraphQLSend } from '../../../src/providers/data/createDataProvider';
import { GraphQLRequestError } from '../../../src/providers/data/graphqlRequest';
import { castValue, sanitizeRecord } from '../../../src/providers/data/resourceOperations';
import { stripTypename } from '../../../src/providers/data/stripTypename';
import { parseJsonObject, normaliseVersion } from '../../../src/providers/data/versions';

describe('path mapping', () => {
  const mapper = createPathMapper([station, lines]);
  it('maps route names to GraphQL type names and back', () => {
    expect(mapper.toTypeName('bahnhoeffelist')).toBe('Station');
    expect(mapper.toTypeName('basislinieedit')).toBe('Line');
    expect(mapper.toPath('Station')).toBe('bahnhoeffelist');
    expect(mapper.toTypeName('unknown')).toBe('unknown');
    expect(mapper.declarationOf('bahnhoeffelist')?.table).toBe('stations');
  });
});

interface Call {
  query: string;
  variables: Record<string, unknown>;
}

/** The provider over a GraphQL client that records each call and answers with `answer(call)`. */
function providerAnswering(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const send: GraphQLSend = async <T,>(query: string, variables: Record<string, unknown>) => {
    const call = { query, variables };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return result as T;
  };
  return { provider: createDataProvider([station, lines], send), calls };
}

describe('data provider: the declared operations', () => {
  it('getList asks for one page and the count, with cast filters, and reads records without empty values', async () => {
    const { provider, calls } = providerAnswering(() => ({
      items: [{ id: '7', version: 2, name: 'Ingolstadt Hbf', stationNumber: 12, evaNumber: null, __typename: 'Station' }],
      total: { count: 31 },
    }));
    const result = await provider.getList('bahnhoeffelist', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ingol', stationNumber: '12', onlineInfoStop: 'true', gpsRadius_gte: '50', tariffZone_empty: true, unknownKey: 'x' },
    });
    expect(result).toEqual({ data: [{ id: '7', version: 2, name: 'Ingolstadt Hbf', stationNumber: 12 }], total: 31 });
    const [call] = calls;
    expect(call.query).toMatch(/^query allStations\(\$page: Int, \$perPage: Int, \$sortField: String, \$sortOrder: String, \$filter: StationFilter\)/);
    expect(call.query).toContain('items: allStations(');
    expect(call.query).toContain('total: _allStationsMeta(');
    expect(call.query).toContain('{ id version createdAt createdBy updatedAt updatedBy name stationCode stationNumber');
    expect(call.variables).toEqual({
      page: 1,
      perPage: 25,
      sortField: 'name',
      sortOrder: 'ASC',
      filter: { q: 'ingol', stationNumber: 12, onlineInfoStop: true, gpsRadius_gte: 50, tariffZone_empty: true, unknownKey: 'x' },
    });
  });

  it('getMany filters by ids; getManyReference by the target field', async () => {
    const { provider, calls } = providerAnswering(() => ({ items: [{ id: '1' }], total: { count: 1 } }));
    expect((await provider.getMany('bahnhoeffelist', { ids: [1, '2'] })).data).toEqual([{ id: '1' }]);
    expect(calls[0].variables).toEqual({ filter: { ids: ['1', '2'] } });
    await provider.getManyReference('bahnhoeffelist', { target: 'tariffZone', id: 'A', pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(calls[1].variables).toMatchObject({ page: 0, perPage: 10, filter: { tariffZone: 'A' } });
  });

  it('getOne reads the record; a missing record is a 404', async () => {
    const { provider, calls } = providerAnswering((c) => ({ data: c.variables.id === '7' ? { id: '7', name: 'A', tariffZone: null } : null }));
    expect((await provider.getOne('bahnhoeffelist', { id: 7 })).data).toEqual({ id: '7', name: 'A' });
    expect(calls[0].query).toMatch(/^query Station\(\$id: ID!\) \{ data: Station\(id: \$id\)/);
    const missing = await provider.getOne('bahnhoeffelist', { id: 8 }).catch((e: unknown) => e as HttpError);
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).status).toBe(404);
  });

  it('create and update send only the declared writable fields, cast to their types, and update sends the version', async () => {
    const { provider, calls } = providerAnswering((c) => ({ data: { id: '9', ...c.variables } }));
    await provider.create('bahnhoeffelist', { data: { name: 'Neu', stationNumber: '4711', gpsLatitudeN: '48.5', onlineInfoStop: false, createdAt: 'x', unknown: 1 } });
    expect(calls[0].query).toMatch(/^mutation createStation\(\$name: String, \$stationNumber: Int, \$onlineInfoStop: Boolean, \$gpsLatitudeN: Float\) \{ data: createStation\(name: \$name, stationNumber: \$stationNumber, onlineInfoStop: \$onlineInfoStop, gpsLatitudeN: \$gpsLatitudeN\)/);
    expect(calls[0].variables).toEqual({ name: 'Neu', stationNumber: 4711, onlineInfoStop: false, gpsLatitudeN: 48.5 });

    await provider.update('bahnhoeffelist', { id: 9, data: { id: '9', version: 3, name: 'Neu 2', __typename: 'Station', updatedBy: 'x' }, previousData: { id: 9 } });
    expect(calls[1].query).toMatch(/^mutation updateStation\(\$id: ID!, \$version: Int, \$name: String\) \{ data: updateStation\(id: \$id, version: \$version, name: \$name\)/);
    expect(calls[1].variables).toEqual({ id: '9', version: 3, name: 'Neu 2' });
  });

  it('delete, deleteMany (one call per record) and an unknown resource', async () => {
    const { provider, calls } = providerAnswering((c) => ({ data: { id: c.variables.id } }));
    expect((await provider.delete('bahnhoeffelist', { id: 3 })).data).toEqual({ id: '3' });
    expect((await provider.deleteMany('bahnhoeffelist', { ids: [4, 5] })).data).toEqual(['4', '5']);
    expect(calls.map((c) => c.variables.id)).toEqual(['3', '4', '5']);
    await expect(provider.getList('nope', {})).rejects.toMatchObject({ status: 404 });
  });

  it('maps the GraphQL errors of an answer to react-admin errors', async () => {
    const conflict = new GraphQLRequestError('Conflict', 'CONFLICT', [{ message: 'Conflict', extensions: { code: 'CONFLICT', current: { version: 3 } } }]);
    const { provider } = providerAnswering(() => conflict);
    await expect(provider.update('bahnhoeffelist', { id: '1', data: { name: 'x' }, previousData: { id: '1' } })).rejects.toMatchObject({
      status: 409,
      body: { current: { version: 3 } },
    });
  });

  it('versions: asks with the type name and sorts newest first', async () => {
    const { provider, calls } = providerAnswering(() => ({
      _versions: [
        { version: 1, operation: 'create', changedAt: 't1', data: '{"name":"A"}' },
        { version: 2, operation: 'update', changedAt: 't2', data: { name: 'B' }, changes: [{ field: 'name', from: 'A', to: 'B' }] },
      ],
    }));
    const { data } = await provider.getVersions('bahnhoeffelist', { id: 5 });
    expect(data.map((v) => v.version)).toEqual([2, 1]);
    expect(data[1].data).toEqual({ name: 'A' });
    expect(calls[0].variables).toEqual({ resource: 'Station', id: '5' });
  });
});

describe('values and records', () => {
  it('casts values to the argument type and leaves empty ones', () => {
    expect(castValue('12', 'Int')).toBe(12);
    expect(castValue('1.5', 'Float')).toBe(1.5);
    expect(castValue('abc', 'Int')).toBe('abc');
    expect(castValue('', 'Int')).toBe('');
    expect(castValue(null, 'Int')).toBeNull();
    expect(castValue(12, 'String')).toBe('12');
    expect(castValue('false', 'Boolean')).toBe(false);
    expect(castValue('a', '[String]')).toEqual(['a']);
    expect(castValue([1, 2], '[ID]')).toEqual(['1', '2']);
  });

  it('a record leaves out "_" keys and empty values', () => {
    expect(sanitizeRecord({ id: '1', _meta: 1, a: null, b: undefined, c: 0, d: '', e: [] })).toEqual({ id: '1', c: 0, d: '', e: [] });
  });
});

describe('stripTypename', () => {
  it('removes __typename at every depth and keeps everything else', () => {
    const input = {
      __typename: 'Station',
      id: '1',
      name: 'Ingolstadt Hbf',
      nested: { __typename: 'X', a: [{ __typename: 'Y', b: 1 }, 2, null] },
      empty: null,
    };
    expect(stripTypename(input)).toEqual({ id: '1', name: 'Ingolstadt Hbf', nested: { a: [{ b: 1 }, 2, null] }, empty: null });
    expect(input.__typename).toBe('Station');
  });
});

describe('versions', () => {
  it('parses data given as JSON string or object', () => {
    expect(parseJsonObject('{"name":"A"}')).toEqual({ name: 'A' });
    expect(parseJsonObject({ name: 'B' })).toEqual({ name: 'B' });
    expect(parseJsonObject('not json')).toBeNull();
    expect(normaliseVersion({ version: 2, operation: 'update', changedAt: 't', changes: null }).changes).toEqual([]);
  });
});
