import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwksCache } from '../../../server/auth/jwks';

async function key(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const token = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
  return { jwk, token };
}

/** A fake realm: the test changes its keys and the clock. */
function realm() {
  const state = { keys: [] as JWK[], now: 1_000_000, fail: false, loads: 0 };
  const load = async (): Promise<JSONWebKeySet> => {
    state.loads += 1;
    if (state.fail) throw new Error('unreachable');
    return { keys: [...state.keys] };
  };
  return { state, load };
}

const header = (kid: string) => ({ alg: 'RS256', kid });

describe('JWKS cache', () => {
  it('loads once and serves known kids from the cache', async () => {
    const a = await key('a');
    const { state, load } = realm();
    state.keys = [a.jwk];
    const cache = createJwksCache(load, { now: () => state.now });
    await cache.getKey(header('a'), { payload: '', signature: '' } as never);
    await cache.getKey(header('a'), { payload: '', signature: '' } as never);
    expect(state.loads).toBe(1);
  });

  it('reloads on an unknown kid (rotation), but not again within the cool-down', async () => {
    const a = await key('a');
    const b = await key('b');
    const { state, load } = realm();
    state.keys = [a.jwk];
    const cache = createJwksCache(load, { cooldownMs: 30_000, now: () => state.now });
    await cache.getKey(header('a'), {} as never);
    state.now += 31_000;
    state.keys = [a.jwk, b.jwk];
    await expect(cache.getKey(header('b'), {} as never)).resolves.toBeDefined();
    expect(state.loads).toBe(2);
    // A forged kid right after: refused from the cache, the provider is not asked again.
    await expect(cache.getKey(header('forged'), {} as never)).rejects.toThrow();
    expect(state.loads).toBe(2);
    state.now += 31_000;
    await expect(cache.getKey(header('forged'), {} as never)).rejects.toThrow();
    expect(state.loads).toBe(3);
  });

  it('drops removed keys after maxAge and keeps the old keys while the provider is unreachable', async () => {
    const a = await key('a');
    const b = await key('b');
    const { state, load } = realm();
    state.keys = [a.jwk, b.jwk];
    const cache = createJwksCache(load, { maxAgeMs: 60_000, cooldownMs: 10_000, now: () => state.now });
    await cache.getKey(header('a'), {} as never);
    state.now += 61_000;
    state.fail = true;
    await expect(cache.getKey(header('a'), {} as never)).resolves.toBeDefined();
    expect(state.loads).toBe(2);
    // During the outage the provider is asked at most once per cool-down.
    await expect(cache.getKey(header('a'), {} as never)).resolves.toBeDefined();
    expect(state.loads).toBe(2);
    state.fail = false;
    state.keys = [b.jwk];
    state.now += 10_000;
    await expect(cache.getKey(header('a'), {} as never)).rejects.toThrow();
    expect(state.loads).toBe(3);
    await expect(cache.getKey(header('b'), {} as never)).resolves.toBeDefined();
  });

  it('shares one load between concurrent first requests', async () => {
    const a = await key('a');
    const { state, load } = realm();
    state.keys = [a.jwk];
    const cache = createJwksCache(load, { now: () => state.now });
    await Promise.all([1, 2, 3, 4].map(() => cache.getKey(header('a'), {} as never)));
    expect(state.loads).toBe(1);
    expect(cache.loads).toBe(1);
  });

  it('fails when the first load fails or the answer has no keys', async () => {
    const { state, load } = realm();
    state.fail = true;
    await expect(createJwksCache(load).getKey(header('a'), {} as never)).rejects.toThrow('unreachable');
    await expect(createJwksCache(async () => ({}) as JSONWebKeySet).getKey(header('a'), {} as never)).rejects.toThrow(/keys/);
  });
});
