import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { conflictOf, mapGraphQLError } from '../../../src/providers/data/errors';
import { GraphQLRequestError } from '../../../src/providers/data/graphqlRequest';

/** What the app's GraphQL client throws for an answer with errors. */
const requestError = (message: string, extensions: Record<string, unknown>) =>
  new GraphQLRequestError(message, (extensions.code as string) ?? null, [{ message, extensions }]);

describe('mapGraphQLError', () => {
  it('turns BAD_USER_INPUT into a 400 with per-field {message, args}', () => {
    const err = requestError('Die Eingaben sind ungültig', {
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        gpsRadius: { message: 'validation.number.moreThan', args: { more: 0 } },
        name: { message: 'validation.required' },
      },
    });
    const mapped = mapGraphQLError(err) as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(400);
    expect(mapped.message).toBe('Die Eingaben sind ungültig');
    expect(mapped.body.fieldErrors).toEqual({
      gpsRadius: { message: 'validation.number.moreThan', args: { more: 0 } },
      name: { message: 'validation.required', args: {} },
    });
    // react-admin's setSubmissionErrors needs strings; ValidationError decodes this format.
    expect(mapped.body.errors.gpsRadius).toBe('@@react-admin@@{"message":"validation.number.moreThan","args":{"more":0}}');
    expect(JSON.parse(mapped.body.errors.name.slice('@@react-admin@@'.length))).toEqual({ message: 'validation.required', args: {} });
  });

  it('reads the errors from the HttpError ra-data-graphql throws (body = ApolloError)', () => {
    const inner = requestError('Not found', { code: 'NOT_FOUND' });
    const mapped = mapGraphQLError(new HttpError(inner.message, 200, inner)) as HttpError;
    expect(mapped.status).toBe(404);
  });

  it('turns CONFLICT into a 409 carrying who changed the record', () => {
    const current = { version: 7, updatedAt: '2026-11-21T10:00:00Z', updatedBy: 'anna' };
    const mapped = mapGraphQLError(requestError('Conflict', { code: 'CONFLICT', current }));
    expect(mapped).toBeInstanceOf(HttpError);
    expect((mapped as HttpError).status).toBe(409);
    expect(conflictOf(mapped)).toEqual(current);
  });

  it('leaves other errors unchanged', () => {
    const network = new Error('Failed to fetch');
    expect(mapGraphQLError(network)).toBe(network);
    const other = requestError('boom', { code: 'INTERNAL_SERVER_ERROR' });
    expect(mapGraphQLError(other)).toBe(other);
    expect(conflictOf(new HttpError('x', 400, {}))).toBeNull();
  });
});
