import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isTokenExempt } from '../../../src/providers/auth/apiClient';
import { fakeFetch, json } from './fakes';

function client(token: string | null, status = 200, lang: 'de' | 'it' = 'de') {
  const fetchFn = fakeFetch(() => json(status, { ok: true }));
  let unauthorized = 0;
  const api = createApiClient({ fetchFn, getToken: () => token, ensureFresh: () => null, onUnauthorized: () => (unauthorized += 1), lang: () => lang });
  return { api, fetchFn, unauthorized: () => unauthorized };
}

describe('internal API client', () => {
  it('adds the bearer token, sends credentials and JSON by default', async () => {
    const inits: RequestInit[] = [];
    const fetchFn = fakeFetch(() => json(200, {}));
    const api = createApiClient({
      fetchFn: (input, init) => {
        inits.push(init!);
        return fetchFn(input, init);
      },
      getToken: () => 'tok',
      lang: () => 'it',
    });
    await api('/api/things', { method: 'POST', json: { a: 1 } });
    expect(inits[0].credentials).toBe('include');
    const h = fetchFn.calls[0].headers;
    expect(h.get('Authorization')).toBe('Bearer tok');
    expect(h.get('Content-Type')).toBe('application/json');
    expect(h.get('Accept-Language')).toBe('it');
    expect(fetchFn.calls[0].body).toBe('{"a":1}');
  });

  it('does not add the token to /loginapi and /userpayload calls', async () => {
    const { api, fetchFn } = client('tok');
    await api('/loginapi/session');
    await api('/api/userpayload?headless=true');
    expect(fetchFn.calls.map((c) => c.headers.get('Authorization'))).toEqual([null, null]);
    expect(isTokenExempt('/x/userpayload')).toBe(true);
    expect(isTokenExempt('/api/resources')).toBe(false);
  });

  it('without a token a protected call rejects with the de/it message and goes to login, sending nothing', async () => {
    const de = client(null);
    await expect(de.api('/api/things')).rejects.toThrow('Sitzung abgelaufen. Weiterleitung zur Anmeldung.');
    expect(de.fetchFn.calls).toHaveLength(0);
    expect(de.unauthorized()).toBe(1);
    const it_ = client(null, 200, 'it');
    await expect(it_.api('/api/things')).rejects.toThrow("Sessione scaduta. Reindirizzamento all'accesso.");
  });

  it('waits for a pending refresh and then sends the new token', async () => {
    let token = 'old';
    const fetchFn = fakeFetch(() => json(200, {}));
    const api = createApiClient({
      fetchFn,
      getToken: () => token,
      ensureFresh: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            token = 'new';
            resolve();
          }, 5),
        ),
    });
    await api('/api/things');
    expect(fetchFn.calls[0].headers.get('Authorization')).toBe('Bearer new');
  });

  it('a 401 returns to the login page, except for the sign-in calls', async () => {
    const c = client('tok', 401);
    await expect(c.api('/api/things')).rejects.toBeInstanceOf(ApiError);
    expect(c.unauthorized()).toBe(1);
    const res = await c.api('/api/userpayload?headless=true');
    expect(res.status).toBe(401);
    expect(c.unauthorized()).toBe(1);
  });
});
