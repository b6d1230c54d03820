import { describe, expect, it } from 'vitest';
import { classifyTokenError, loginErrorMessage, retryAfterSeconds } from '../../../src/providers/auth/loginErrors';
import { passwordGrant, refreshGrant } from '../../../src/providers/auth/tokenApi';
import { fakeFetch, json } from './fakes';

const auth = { url: 'http://idp.test', realm: 'r', clientId: 'c' };

describe('login error mapping', () => {
  it('wrong credentials', () => {
    const f = classifyTokenError(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' });
    expect(f).toEqual({ kind: 'credentials' });
    expect(loginErrorMessage(f, 'de')).toBe('Benutzername oder Passwort ist falsch.');
    expect(loginErrorMessage(f, 'it')).toBe('Nome utente o password errati.');
  });
  it('locked account with the lockout time, and the Keycloak description as fallback', () => {
    const f = classifyTokenError(400, { error: 'invalid_grant', error_description: 'Account temporarily disabled', lockout_seconds: 290 });
    expect(f).toEqual({ kind: 'locked', minutes: 5 });
    expect(loginErrorMessage(f, 'de')).toBe('Das Konto ist wegen zu vieler Fehlversuche für 5 Minuten gesperrt.');
    expect(loginErrorMessage(f, 'it')).toBe("L'account è bloccato per 5 minuti per troppi tentativi falliti.");
    expect(loginErrorMessage(classifyTokenError(400, { lockout_seconds: 30 }), 'de')).toContain('für 1 Minute gesperrt');
    const fallback = classifyTokenError(400, { error: 'invalid_grant', error_description: 'Account temporarily disabled' });
    expect(fallback).toEqual({ kind: 'locked', minutes: null });
    expect(loginErrorMessage(fallback, 'de')).toMatch(/vorübergehend gesperrt/);
  });
  it('too many attempts (429) with Retry-After', () => {
    expect(classifyTokenError(429, null, 42)).toEqual({ kind: 'rate_limited', seconds: 42 });
    expect(loginErrorMessage({ kind: 'rate_limited', seconds: 42 }, 'it')).toBe('Troppi tentativi di accesso. Riprovare tra 42 secondi.');
    expect(retryAfterSeconds('12', 0)).toBe(12);
    expect(retryAfterSeconds(new Date(60_000).toUTCString(), 0)).toBe(60);
    expect(retryAfterSeconds(null, 0)).toBeNull();
  });
  it('disabled account, server errors, unknown', () => {
    expect(classifyTokenError(400, { error: 'invalid_grant', error_description: 'Account disabled' })).toEqual({ kind: 'disabled' });
    expect(classifyTokenError(503, null)).toEqual({ kind: 'unreachable' });
    expect(classifyTokenError(400, { error: 'unauthorized_client' })).toEqual({ kind: 'unknown' });
  });
});

describe('token calls', () => {
  it('an unreachable identity service is reported as such', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(passwordGrant(auth, 'u', 'p', failing)).rejects.toMatchObject({ failure: { kind: 'unreachable' } });
    expect(loginErrorMessage({ kind: 'unreachable' }, 'de')).toBe('Der Anmeldedienst ist nicht erreichbar. Bitte später erneut versuchen.');
  });
  it('a 429 answer carries the Retry-After seconds', async () => {
    const f = fakeFetch(() => json(429, { error: 'too_many' }, { 'Retry-After': '30' }));
    await expect(passwordGrant(auth, 'u', 'p', f)).rejects.toMatchObject({ failure: { kind: 'rate_limited', seconds: 30 } });
  });
  it('an answer without access token is "No data received from server"', async () => {
    const f = fakeFetch(() => json(200, {}));
    await expect(passwordGrant(auth, 'u', 'p', f)).rejects.toMatchObject({ failure: { kind: 'no_data' } });
    await expect(refreshGrant(auth, 'r', f)).rejects.toMatchObject({ reason: 'rejected', message: 'No data received from server' });
  });
  it('refresh: 5xx and network errors are passing (retry), invalid_grant ends the session', async () => {
    await expect(refreshGrant(auth, 'r', fakeFetch(() => json(502, {})))).rejects.toMatchObject({ reason: 'network' });
    await expect(refreshGrant(auth, 'r', fakeFetch(() => json(400, { error: 'invalid_grant' })))).rejects.toMatchObject({ reason: 'rejected' });
  });
});
