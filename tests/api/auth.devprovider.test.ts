import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/resource/types';
import { startTestApp, type TestApp } from './helpers';

/**
 * The API with its production wiring against the development identity provider in the same
 * server: tokens from the password grant are verified with the provider's JWKS (in-process), roles
 * are enforced, and an ended session's token stops working at once.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ auth: null });
});
afterAll(() => t?.close());

async function login(role: Role): Promise<{ access_token: string; refresh_token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/realms/leitstelle/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', client_id: 'leitstelle-web', username: role, password: `${role}-demo` }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const gql = (token: string, query: string) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query } });

describe('API with the development provider', () => {
  it('accepts its tokens, answers the user payload and enforces the roles', async () => {
    const viewer = await login('viewer');
    const payload = await t.app.inject({ url: '/api/userpayload?headless=true&leitstelle-editor=true', headers: { authorization: `Bearer ${viewer.access_token}` } });
    expect(payload.statusCode).toBe(200);
    expect(payload.json()).toMatchObject({ status: 'active', username: 'viewer', roles: ['viewer'], sessionID: expect.any(String) });
    const list = await gql(viewer.access_token, '{ _allStationsMeta { count } }');
    expect(list.json()).toEqual({ data: { _allStationsMeta: { count: 0 } } });
    const write = await gql(viewer.access_token, 'mutation { createStation(name: "Nein") { id } }');
    expect(write.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const planner = await login('planner');
    expect((await gql(planner.access_token, 'mutation { createStation(name: "Ja") { createdBy } }')).json()).toEqual({ data: { createStation: { createdBy: 'planner' } } });
  });

  it('refuses the token once its session has ended (logout)', async () => {
    const admin = await login('admin');
    expect((await gql(admin.access_token, '{ _allStationsMeta { count } }')).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/realms/leitstelle/protocol/openid-connect/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${admin.access_token}` },
      payload: new URLSearchParams({ client_id: 'leitstelle-web', refresh_token: admin.refresh_token }).toString(),
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await gql(admin.access_token, '{ _allStationsMeta { count } }');
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
