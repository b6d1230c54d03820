import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

export interface JwksCacheOptions {
  /** Minimum time between two loads triggered by an unknown `kid` (protects the identity provider). */
  cooldownMs?: number;
  /** Keys older than this are reloaded before use (so removed keys stop working). */
  maxAgeMs?: number;
  now?: () => number;
}

export interface JwksCache {
  getKey: JWTVerifyGetKey;
  /** Number of loads so far (tests, metrics). */
  readonly loads: number;
}

/**
 * A realm's signing keys, loaded by `load` (HTTP fetch of the certs URL or an in-process source),
 * cached, and reloaded when a token names an unknown `kid`, at most once per cool-down, so key
 * rotation works without letting forged kids hammer the provider. Concurrent loads are shared.
 */
export function createJwksCache(load: () => Promise<JSONWebKeySet>, opts: JwksCacheOptions = {}): JwksCache {
  const cooldownMs = opts.cooldownMs ?? 30_000;
  const maxAgeMs = opts.maxAgeMs ?? 10 * 60_000;
  const now = opts.now ?? Date.now;
  let resolver: JWTVerifyGetKey | null = null;
  let loadedAt = -Infinity;
  /** Start of the last load, successful or not: the cool-down counts from here. */
  let attemptedAt = -Infinity;
  let inflight: Promise<JWTVerifyGetKey> | null = null;
  let loads = 0;

  const reload = (): Promise<JWTVerifyGetKey> => {
    inflight ??= (async () => {
      try {
        loads += 1;
        attemptedAt = now();
        const jwks = await load();
        if (!jwks || !Array.isArray(jwks.keys)) throw new Error('JWKS answer has no "keys" array');
        resolver = createLocalJWKSet(jwks);
        loadedAt = now();
        return resolver;
      } finally {
        inflight = null;
      }
    })();
    return inflight;
  };

  const getKey: JWTVerifyGetKey = async (header, token) => {
    let current = resolver;
    // Stale keys are refreshed, but during an outage at most once per cool-down (callers keep the old keys).
    if (!current || (now() - loadedAt > maxAgeMs && now() - attemptedAt >= cooldownMs)) {
      try {
        current = await reload();
      } catch (e) {
        // Provider briefly unreachable: keep verifying with the keys we have.
        if (!resolver) throw e;
        current = resolver;
      }
    }
    try {
      return await current(header, token);
    } catch (e) {
      if (!(e instanceof errors.JWKSNoMatchingKey) || now() - attemptedAt < cooldownMs) throw e;
      return (await reload())(header, token);
    }
  };

  return {
    getKey,
    get loads() {
      return loads;
    },
  };
}

/** Loads a JWKS over HTTP (the realm's `.../protocol/openid-connect/certs`). */
export function fetchJwks(url: string, timeoutMs = 5_000): () => Promise<JSONWebKeySet> {
  return async () => {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`JWKS ${url} answered ${res.status}`);
    return (await res.json()) as JSONWebKeySet;
  };
}

/** A realm's JWKS URL (Keycloak's path), from its issuer. */
export function certsUrlOf(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/protocol/openid-connect/certs`;
}
