import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { afterFailure, lockoutRemaining } from './bruteForce';
import { accessClaims, idClaims, refreshClaims, type TokenContext } from './claims';
import { DEMO_USERS } from './demoUsers';
import { oauthErrors } from './errors';
import { KeyStore } from './keys';
import { accessExpiry, sessionAlive, sessionExpiry, type Lifetimes } from './lifetimes';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { IdentityStore } from './store';
import type { EndReason, IdentitySession, IdentityUser } from './types';
import type { TokenResponse as SharedTokenResponse } from '../../src/shared/auth/tokens';

/** The token answer (src/shared/auth/tokens.ts) as this provider sends it: everything but id_token always. */
export type TokenResponse = SharedTokenResponse & Required<Omit<SharedTokenResponse, 'id_token'>> & { token_type: 'Bearer'; 'not-before-policy': 0 };

export type LoginFailure = { reason: 'invalid' } | { reason: 'locked'; seconds: number } | { reason: 'disabled' };

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

const ACTIVE_CACHE_MS = 3_000;
const sec = (d: Date) => Math.floor(d.getTime() / 1000);

/** Scope in the answer: Keycloak's default client scopes, plus openid when asked for. */
export function grantedScope(requested: string | undefined): string {
  const asked = (requested ?? '').split(/\s+/).filter(Boolean);
  return [...(asked.includes('openid') ? ['openid'] : []), 'profile', 'email'].join(' ');
}

/**
 * The development realm: users, sessions, tokens, brute-force state. HTTP-free; the routes in
 * routes/*.ts translate requests into these calls.
 */
export class IdentityProvider {
  readonly store: IdentityStore;
  readonly keys: KeyStore;
  readonly lifetimes: Lifetimes;
  private readonly activeCache = new Map<string, { active: boolean; until: number }>();

  constructor(
    readonly config: Config,
    db: Database,
    private readonly log: Log,
  ) {
    this.store = new IdentityStore(db);
    const { accessTtl, ssoIdle, ssoMax } = config.devIdp;
    this.lifetimes = { accessTtl, ssoIdle, ssoMax };
    // A retired key must verify every token signed before: refresh tokens live at most ssoMax.
    this.keys = new KeyStore(db, ssoMax + accessTtl);
  }

  get issuer(): string {
    return this.config.oidc.issuer;
  }

  get clientId(): string {
    return this.config.oidc.clientId;
  }

  tokenContext(scope: string): TokenContext {
    return { issuer: this.issuer, clientId: this.clientId, audience: this.config.oidc.audience, scope };
  }

  /** Keys, then the demo users when the realm has no user yet. Runs after the migrations. */
  async init(): Promise<void> {
    await this.keys.init();
    await this.store.pruneSessions(this.lifetimes.ssoMax);
    if ((await this.store.countAllUsers()) > 0) return;
    for (const u of DEMO_USERS) {
      await this.store.insertUser({ ...u, passwordHash: await hashPassword(u.password), enabled: true, roles: [...u.roles] });
    }
    this.log.info(`identity: seeded ${DEMO_USERS.length} demo users`);
  }

  /** Checks a username and password with brute-force detection; never says whether the user exists. */
  async authenticate(username: string, password: string, ip: string): Promise<IdentityUser | LoginFailure> {
    const found = await this.store.userWithHash(username.trim().toLowerCase());
    if (!found) {
      await verifyAgainstDummy(password);
      return { reason: 'invalid' };
    }
    const { user, hash } = found;
    const now = new Date();
    const bf = await this.store.bruteForce(user.id);
    const locked = lockoutRemaining(bf, now);
    // Like Keycloak: while locked, not even the right password gets in, and tries do not count.
    if (locked > 0) return { reason: 'locked', seconds: locked };
    if (!(await verifyPassword(password, hash))) {
      const next = afterFailure(bf, now, this.config.devIdp.maxFailures);
      await this.store.saveBruteForce(user.id, next, ip);
      const lockedNow = lockoutRemaining(next, now);
      return lockedNow > 0 ? { reason: 'locked', seconds: lockedNow } : { reason: 'invalid' };
    }
    if (!user.enabled) return { reason: 'disabled' };
    if (bf) await this.store.clearBruteForce(user.id);
    return user;
  }

  /** The token endpoint's error for a failed login. */
  static loginError(f: LoginFailure) {
    if (f.reason === 'locked') return oauthErrors.locked(f.seconds);
    if (f.reason === 'disabled') return oauthErrors.disabled();
    return oauthErrors.invalidCredentials();
  }

  /** A new session (sid) for a user who just proved who they are. */
  async startSession(user: IdentityUser): Promise<IdentitySession> {
    return this.store.createSession(user.id, this.clientId, randomUUID());
  }

  /** Access, refresh and (with scope openid) id token for the session's current refresh handle. */
  async issueTokens(user: IdentityUser, session: IdentitySession, scope: string, nonce?: string): Promise<TokenResponse> {
    const now = new Date();
    const ctx = this.tokenContext(scope);
    const accessExp = accessExpiry(session, this.lifetimes, now);
    const refreshExp = sessionExpiry(session, this.lifetimes);
    const access = await this.keys.sign(accessClaims(ctx, user, session, now, accessExp));
    const refresh = await this.keys.sign(refreshClaims(ctx, user, session, now, refreshExp, session.refreshJti));
    const res: TokenResponse = {
      access_token: access,
      expires_in: accessExp - sec(now),
      refresh_expires_in: refreshExp - sec(now),
      refresh_token: refresh,
      token_type: 'Bearer',
      'not-before-policy': 0,
      session_state: session.id,
      scope,
    };
    if (scope.split(' ').includes('openid')) res.id_token = await this.keys.sign(idClaims(ctx, user, session, now, accessExp, access, nonce));
    return res;
  }

  /** Verifies one of our tokens of the given typ; null when it is not one. */
  async verifyToken(token: string, typ: 'Bearer' | 'Refresh' | 'ID' | 'Identity', opts: { ignoreExpiry?: boolean } = {}): Promise<JWTPayload | null> {
    try {
      const payload = await this.keys.verify(token, {
        issuer: this.issuer,
        // Logout accepts an expired id_token_hint or refresh token, as Keycloak does.
        currentDate: opts.ignoreExpiry ? new Date(0) : undefined,
      });
      if (payload.typ !== typ || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
      return payload;
    } catch {
      return null;
    }
  }

  /** The refresh_token grant: rotation, replay detection, idle/max timeouts, disabled users. */
  async refresh(refreshToken: string, clientId: string): Promise<TokenResponse> {
    let payload: JWTPayload | null;
    try {
      payload = await this.keys.verify(refreshToken, { issuer: this.issuer });
    } catch (e) {
      throw (e as { code?: string }).code === 'ERR_JWT_EXPIRED' ? oauthErrors.tokenNotActive() : oauthErrors.invalidRefresh();
    }
    if (payload.typ !== 'Refresh' || typeof payload.sid !== 'string' || typeof payload.jti !== 'string') throw oauthErrors.invalidRefresh();
    if (payload.azp !== clientId) throw oauthErrors.invalidRefresh();
    const state = await this.store.sessionState(payload.sid);
    if (!state || state.session.endedAt) throw oauthErrors.sessionNotActive();
    const { session, userEnabled } = state;
    if (!userEnabled) {
      await this.endSession(session.id, 'user_disabled');
      throw oauthErrors.sessionNotActive();
    }
    if (!sessionAlive(session, this.lifetimes, new Date())) {
      await this.endSession(session.id, 'expired');
      throw oauthErrors.sessionNotActive();
    }
    const rotated = await this.store.rotateRefresh(session.id, payload.jti, randomUUID());
    if (!rotated) {
      // A used refresh token came back: someone holds a copy. End the session (Keycloak's rotation rule).
      await this.endSession(session.id, 'refresh_replay');
      this.log.warn(`identity: refresh token replayed, session ${session.id} ended`);
      throw oauthErrors.refreshReuse();
    }
    const user = await this.store.userById(session.userId);
    if (!user) throw oauthErrors.sessionNotActive();
    return this.issueTokens(user, rotated, typeof payload.scope === 'string' ? payload.scope : grantedScope(undefined));
  }

  async endSession(sid: string, reason: EndReason): Promise<void> {
    await this.store.endSession(sid, reason);
    this.activeCache.set(sid, { active: false, until: Date.now() + ACTIVE_CACHE_MS });
  }

  async endUserSessions(userId: string, reason: EndReason): Promise<void> {
    for (const sid of await this.store.endUserSessions(userId, reason)) this.activeCache.set(sid, { active: false, until: Date.now() + ACTIVE_CACHE_MS });
  }

  /**
   * Whether the API may still honour tokens of this session: not ended, not idle or past its
   * maximum, user enabled. Cached for 3 s; changes made by this process take effect at once.
   */
  async isSessionActive(sid: string): Promise<boolean> {
    const hit = this.activeCache.get(sid);
    if (hit && hit.until > Date.now()) return hit.active;
    const state = await this.store.sessionState(sid);
    const active = !!state && !state.session.endedAt && state.userEnabled && sessionAlive(state.session, this.lifetimes, new Date());
    if (this.activeCache.size > 10_000) this.activeCache.clear();
    this.activeCache.set(sid, { active, until: Date.now() + ACTIVE_CACHE_MS });
    return active;
  }

  /** Verifies an access token for the provider's own endpoints (userinfo, admin API). */
  async verifyAccess(token: string): Promise<{ payload: JWTPayload; user: IdentityUser } | null> {
    const payload = await this.verifyToken(token, 'Bearer');
    if (!payload || payload.azp !== this.clientId) return null;
    if (!(await this.isSessionActive(payload.sid as string))) return null;
    const user = await this.store.userById(payload.sub as string);
    return user?.enabled ? { payload, user } : null;
  }
}
