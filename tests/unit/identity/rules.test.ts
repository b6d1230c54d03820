import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackUrl, pkceMatches, redirectAllowed } from '../../../server/identity/authorize';
import { afterFailure, lockoutRemaining, lockoutSeconds, MAX_WAIT_SECONDS } from '../../../server/identity/bruteForce';
import { accessExpiry, sessionAlive, sessionExpiry } from '../../../server/identity/lifetimes';
import { hashPassword, verifyPassword } from '../../../server/identity/password';

describe('brute-force policy', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('locks on every N-th failure with doubling waits up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(lockoutSeconds)).toEqual([60, 120, 240, 480, 900, 900]);
    let s = afterFailure(null, now, 3);
    s = afterFailure(s, now, 3);
    expect(lockoutRemaining(s, now)).toBe(0);
    s = afterFailure(s, now, 3);
    expect(s.failures).toBe(3);
    expect(lockoutRemaining(s, now)).toBe(60);
    const later = new Date(now.getTime() + 61_000);
    expect(lockoutRemaining(s, later)).toBe(0);
    s = afterFailure(afterFailure(afterFailure(s, later, 3), later, 3), later, 3);
    expect(lockoutRemaining(s, later)).toBe(120);
    expect(lockoutSeconds(40)).toBe(MAX_WAIT_SECONDS);
  });

  it('rounds the remaining time up', () => {
    expect(lockoutRemaining({ failures: 5, lockedUntil: new Date(now.getTime() + 1500) }, now)).toBe(2);
  });
});

describe('session lifetimes', () => {
  const l = { accessTtl: 300, ssoIdle: 1800, ssoMax: 36000 };
  const started = new Date('2026-11-21T10:00:00Z');
  const at = (s: number) => new Date(started.getTime() + s * 1000);

  it('idle timeout counts from the last refresh, capped by the maximum', () => {
    const t0 = started.getTime() / 1000;
    expect(sessionExpiry({ startedAt: started, lastRefreshAt: started }, l)).toBe(t0 + 1800);
    expect(sessionExpiry({ startedAt: started, lastRefreshAt: at(35000) }, l)).toBe(t0 + 36000);
    expect(sessionAlive({ startedAt: started, lastRefreshAt: started }, l, at(1799))).toBe(true);
    expect(sessionAlive({ startedAt: started, lastRefreshAt: started }, l, at(1800))).toBe(false);
  });

  it('an access token never outlives the session maximum', () => {
    const t0 = started.getTime() / 1000;
    expect(accessExpiry({ startedAt: started, lastRefreshAt: started }, l, at(100))).toBe(t0 + 400);
    expect(accessExpiry({ startedAt: started, lastRefreshAt: at(35900) }, l, at(35900))).toBe(t0 + 36000);
  });
});

describe('authorization request rules', () => {
  it('PKCE S256 compares BASE64URL(SHA256(verifier))', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    // RFC 7636 appendix B
    expect(pkceMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(pkceMatches(verifier + 'x', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(false);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('allows redirects to the public origin and loopback hosts only', () => {
    const pub = 'https://leitstelle.example.org';
    expect(redirectAllowed('https://leitstelle.example.org/some/page', pub)).toBe(true);
    expect(redirectAllowed('http://localhost:5173/', pub)).toBe(true);
    expect(redirectAllowed('http://127.0.0.1:9999/x', pub)).toBe(true);
    expect(redirectAllowed('https://leitstelle.example.org.evil.com/', pub)).toBe(false);
    expect(redirectAllowed('http://leitstelle.example.org/', pub)).toBe(false);
    expect(redirectAllowed('javascript:alert(1)', pub)).toBe(false);
    expect(redirectAllowed('https://user:pw@leitstelle.example.org/', pub)).toBe(false);
    expect(redirectAllowed('not a url', pub)).toBe(false);
  });

  it('puts the answer into the query or the fragment', () => {
    expect(callbackUrl('http://localhost/cb?x=1', 'query', { code: 'c', state: 's', skip: undefined })).toBe('http://localhost/cb?x=1&code=c&state=s');
    expect(callbackUrl('http://localhost/cb', 'fragment', { code: 'c', state: 's' })).toBe('http://localhost/cb#code=c&state=s');
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const a = await hashPassword('geheim-123');
    const b = await hashPassword('geheim-123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('geheim-123', a)).toBe(true);
    expect(await verifyPassword('geheim-124', a)).toBe(false);
    expect(await verifyPassword('geheim-123', '!')).toBe(false);
  });
});
