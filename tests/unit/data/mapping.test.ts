import { describe, expect, it, vi } from 'vitest';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { HttpError, type DataProvider } from 'ra-core';
import station from '../../../src/resources/stations/resource';
import lines from '../../../src/resources/lines/resource';
import { createPathMapper } from '../../../src/providers/data/pathMapping';
import { withPathMapping } from '../../../src/providers/data/createDataProvider';
import { stripTypename } from '../../../src/providers/data/stripTypename';
import { parseJsonObject, normaliseVersion } from '../../../src/providers/data/versions';
import { requestHeaders, setRequestLanguage } from '../../../src/providers/data/apolloClient';

describe('path mapping', () => {
  const mapper = createPathMapper([station, lines]);
  it('maps route names to GraphQL type names and back', () => {
    expect(mapper.toTypeName('bahnhoeffelist')).toBe('Station');
    expect(mapper.toTypeName('basislinieedit')).toBe('Line');
    expect(mapper.toPath('Station')).toBe('bahnhoeffelist');
    expect(mapper.toTypeName('unknown')).toBe('unknown');
    expect(mapper.declarationOf('bahnhoeffelist')?.table).toBe('stations');
  });

  it('calls the inner provider with the type name and maps its errors', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const inner = apolloError();
    const update = vi.fn().mockRejectedValue(new HttpError(inner.message, 200, inner));
    const provider = withPathMapping({ getList, update } as unknown as DataProvider, mapper);
    await provider.getList('bahnhoeffelist', { pagination: { page: 1, perPage: 25 } });
    expect(getList).toHaveBeenCalledWith('Station', { pagination: { page: 1, perPage: 25 } });
    await expect(provider.update('bahnhoeffelist', { id: '1', data: {}, previousData: { id: '1' } })).rejects.toMatchObject({
      status: 409,
      body: { current: { version: 3 } },
    });
    expect(update.mock.calls[0][0]).toBe('Station');
  });
});

function apolloError() {
  return new ApolloError({
    graphQLErrors: [new GraphQLError('Conflict', { extensions: { code: 'CONFLICT', current: { version: 3 } } })],
  });
}

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

describe('request headers', () => {
  it('sends the client name, the package version and the interface language', () => {
    setRequestLanguage('it');
    const h = requestHeaders();
    expect(h['apollographql-client-name']).toBe('leitstelle-web');
    expect(h['apollographql-client-version']).toMatch(/^\d+\.\d+\.\d+/);
    expect(h['Accept-Language']).toBe('it');
  });
});
