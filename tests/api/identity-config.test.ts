import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadDeclarations } from '../../server/resources/load';
import { createTestDb, type TestDb } from './helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.destroy();
});

/** An app on the shared test database with the given environment; returns its log lines too. */
async function appWith(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = { ...loadConfig(env), dataDir: 'memory://', staticDir: '/nonexistent/leitstelle-dist' };
  const app = await buildApp({ config, db: testDb.db, declarations: await loadDeclarations(), logger: { level: 'warn', stream } });
  await app.ready();
  return { app, lines };
}

describe('development provider switch', () => {
  it('defaults: on in development, off in production unless DEV_IDP=on', () => {
    expect(loadConfig({}).devIdp).toEqual({ enabled: true, accessTtl: 300, ssoIdle: 1800, ssoMax: 36000, maxFailures: 5, rateLimit: 120 });
    expect(loadConfig({ NODE_ENV: 'production' }).devIdp.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_IDP: 'on' }).devIdp.enabled).toBe(true);
    expect(loadConfig({ DEV_IDP: 'off' }).devIdp.enabled).toBe(false);
    expect(() => loadConfig({ DEV_IDP: 'maybe' })).toThrow(/DEV_IDP must be on or off/);
    expect(() => loadConfig({ DEV_IDP_ACCESS_TTL: '0' })).toThrow(/DEV_IDP_ACCESS_TTL/);
    const c = loadConfig({ PORT: '9000', OIDC_URL: 'https://sso.example.org/', OIDC_REALM: 'sag', OIDC_CLIENT_ID: 'web', LOGIN_SSO: 'off' });
    expect(c.oidc).toEqual({ url: 'https://sso.example.org', realm: 'sag', clientId: 'web', audience: 'web', idpHint: 'sagEntra', issuer: 'https://sso.example.org/realms/sag' });
    expect(c.publicUrl).toBe('http://localhost:9000');
    expect(c.login).toEqual({ password: true, sso: false });
  });

  it('production without DEV_IDP: no realm endpoints, /api/config points elsewhere', async () => {
    const { app } = await appWith({ NODE_ENV: 'production', OIDC_URL: 'https://sso.example.org', LOG_LEVEL: 'silent' });
    try {
      expect(app.identity).toBeNull();
      expect((await app.inject('/realms/leitstelle/.well-known/openid-configuration')).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/realms/leitstelle/protocol/openid-connect/token' })).statusCode).toBe(404);
      expect((await app.inject('/api/config')).json()).toMatchObject({ auth: { url: 'https://sso.example.org', devProvider: false } });
    } finally {
      await app.close();
    }
  });

  it('production with DEV_IDP=on runs it and warns', async () => {
    const { app, lines } = await appWith({ NODE_ENV: 'production', DEV_IDP: 'on' });
    try {
      expect(app.identity).not.toBeNull();
      expect(lines.join('')).toContain('DEV_IDP=on in production');
      expect((await app.inject('/realms/leitstelle/.well-known/openid-configuration')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/config and the address the browser used', () => {
  it('points the browser at the in-process provider on the host it opened; tokens keep the issuer', async () => {
    const { app } = await appWith({ PORT: '8080' });
    try {
      const lan = await app.inject({ url: '/api/config', headers: { host: '192.168.10.5:8080' } });
      expect(lan.json().auth.url).toBe('http://192.168.10.5:8080');
      const bad = await app.inject({ url: '/api/config', headers: { host: 'evil.example/x' } });
      expect(bad.json().auth.url).toBe('http://localhost:8080');
      const grant = await app.inject({
        method: 'POST',
        url: '/realms/leitstelle/protocol/openid-connect/token',
        headers: { host: '192.168.10.5:8080', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&client_id=leitstelle-web&username=viewer&password=viewer-demo',
      });
      expect(grant.statusCode).toBe(200);
      const payload = JSON.parse(Buffer.from(grant.json().access_token.split('.')[1], 'base64url').toString());
      expect(payload.iss).toBe('http://localhost:8080/realms/leitstelle');
    } finally {
      await app.close();
    }
  });

  it('names an external identity provider as configured, whatever the host', async () => {
    const { app } = await appWith({ OIDC_URL: 'https://sso.example.org', DEV_IDP: 'off' });
    try {
      const res = await app.inject({ url: '/api/config', headers: { host: '192.168.10.5:8080' } });
      expect(res.json().auth.url).toBe('https://sso.example.org');
    } finally {
      await app.close();
    }
  });
});
