import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { loadDeclarations } from '../../server/resources/load';
import { createTestDb, type TestDb } from './helpers';

/** A free TCP port on 127.0.0.1 (the issuer must name the port before the server starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface IdpApp {
  app: FastifyInstance;
  config: Config;
  /** http://127.0.0.1:PORT */
  base: string;
  issuer: string;
  testDb: TestDb;
  close(): Promise<void>;
}

/**
 * The whole server with the development provider, listening on a real port (openid-client and
 * jose's remote JWKS use fetch). `env` overrides the configuration (short lifetimes, limits).
 */
export async function startIdpApp(env: Record<string, string> = {}, shared?: TestDb): Promise<IdpApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const testDb = shared ?? (await createTestDb());
  const config = { ...loadConfig({ PORT: String(port), PUBLIC_URL: base, ...env }), dataDir: 'memory://', staticDir: '/nonexistent/leitstelle-dist', logLevel: 'silent' };
  const app = await buildApp({ config, db: testDb.db, declarations: await loadDeclarations(), logger: false });
  await app.ready();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    base,
    issuer: config.oidc.issuer,
    testDb,
    async close() {
      await app.close();
      if (!shared) await testDb.destroy();
    },
  };
}

export interface TokenAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A form-encoded POST like the login page's and keycloak-js's. */
export async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<TokenAnswer> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form), redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export function tokenUrl(idp: IdpApp): string {
  return `${idp.issuer}/protocol/openid-connect/token`;
}

export function passwordGrant(idp: IdpApp, username: string, password: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<TokenAnswer> {
  return postForm(tokenUrl(idp), { grant_type: 'password', client_id: idp.config.oidc.clientId, username, password, ...extra }, headers);
}

export function refreshGrant(idp: IdpApp, refreshToken: string): Promise<TokenAnswer> {
  return postForm(tokenUrl(idp), { grant_type: 'refresh_token', client_id: idp.config.oidc.clientId, refresh_token: refreshToken });
}

/** Decodes a JWT's payload without verifying (what keycloak-js does). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
