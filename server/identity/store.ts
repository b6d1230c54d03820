import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/types';
import type { BruteForceState } from './bruteForce';
import type { EndReason, IdentitySession, IdentityUser } from './types';

interface UserRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  roles: string[];
  enabled: boolean;
  language: string;
  created_at: Date | string;
}

interface SessionRow {
  id: string;
  user_id: string;
  client_id: string;
  started_at: Date | string;
  last_refresh_at: Date | string;
  refresh_jti: string;
  ended_at: Date | string | null;
  ended_reason: string | null;
}

const USER_COLUMNS = 'id, username, first_name, last_name, email, roles, enabled, language, created_at';
const SESSION_COLUMNS = 'id, user_id, client_id, started_at, last_refresh_at, refresh_jti, ended_at, ended_reason';

function toUser(r: UserRow): IdentityUser {
  return {
    id: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    roles: r.roles,
    enabled: r.enabled,
    language: r.language === 'it' ? 'it' : 'de',
    createdAt: new Date(r.created_at),
  };
}

function toSession(r: SessionRow): IdentitySession {
  return {
    id: r.id,
    userId: r.user_id,
    clientId: r.client_id,
    startedAt: new Date(r.started_at),
    lastRefreshAt: new Date(r.last_refresh_at),
    refreshJti: r.refresh_jti,
    endedAt: r.ended_at ? new Date(r.ended_at) : null,
    endedReason: r.ended_reason,
  };
}

/** A user to insert: what is stored, less what the database assigns, plus the password hash. */
export type NewUser = Omit<IdentityUser, 'id' | 'createdAt'> & { passwordHash: string };

export type UserChanges = Partial<Pick<IdentityUser, 'firstName' | 'lastName' | 'email' | 'enabled' | 'language' | 'roles'>>;

export interface UserQuery {
  search?: string;
  username?: string;
  exact?: boolean;
  enabled?: boolean;
  first: number;
  max: number;
}

/** SQL access of the development realm; no rules here (provider.ts has them). */
export class IdentityStore {
  constructor(readonly db: Database) {}

  async countAllUsers(): Promise<number> {
    const r = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_users');
    return r.rows[0].n;
  }

  async insertUser(u: NewUser, q: Queryable = this.db): Promise<IdentityUser> {
    const r = await q.query<UserRow>(
      `INSERT INTO identity_users (id, username, password_hash, first_name, last_name, email, roles, enabled, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${USER_COLUMNS}`,
      [randomUUID(), u.username, u.passwordHash, u.firstName, u.lastName, u.email, u.roles, u.enabled, u.language],
    );
    return toUser(r.rows[0]);
  }

  async userById(id: string): Promise<IdentityUser | null> {
    if (!isUuid(id)) return null;
    const r = await this.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM identity_users WHERE id = $1`, [id]);
    return r.rows[0] ? toUser(r.rows[0]) : null;
  }

  async userWithHash(username: string): Promise<{ user: IdentityUser; hash: string } | null> {
    const r = await this.db.query<UserRow & { password_hash: string }>(`SELECT ${USER_COLUMNS}, password_hash FROM identity_users WHERE username = $1`, [username]);
    return r.rows[0] ? { user: toUser(r.rows[0]), hash: r.rows[0].password_hash } : null;
  }

  private where(q: Omit<UserQuery, 'first' | 'max'>): { sql: string; params: unknown[] } {
    const conds: string[] = [];
    const params: unknown[] = [];
    if (q.username !== undefined) {
      params.push(q.exact ? q.username.toLowerCase() : `%${escapeLike(q.username.toLowerCase())}%`);
      conds.push(q.exact ? `username = $${params.length}` : `username LIKE $${params.length}`);
    }
    if (q.search) {
      params.push(`%${escapeLike(q.search.toLowerCase())}%`);
      const p = `$${params.length}`;
      conds.push(`(username LIKE ${p} OR lower(coalesce(email, '')) LIKE ${p} OR lower(first_name || ' ' || last_name) LIKE ${p})`);
    }
    if (q.enabled !== undefined) {
      params.push(q.enabled);
      conds.push(`enabled = $${params.length}`);
    }
    return { sql: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
  }

  async listUsers(q: UserQuery): Promise<IdentityUser[]> {
    const { sql, params } = this.where(q);
    params.push(q.max, q.first);
    const r = await this.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM identity_users ${sql} ORDER BY username LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
    return r.rows.map(toUser);
  }

  async countUsers(q: Omit<UserQuery, 'first' | 'max'>): Promise<number> {
    const { sql, params } = this.where(q);
    const r = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity_users ${sql}`, params);
    return r.rows[0].n;
  }

  async updateUser(id: string, c: UserChanges): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [];
    const set = (col: string, v: unknown) => {
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    if (c.firstName !== undefined) set('first_name', c.firstName);
    if (c.lastName !== undefined) set('last_name', c.lastName);
    if (c.email !== undefined) set('email', c.email);
    if (c.enabled !== undefined) set('enabled', c.enabled);
    if (c.language !== undefined) set('language', c.language);
    if (c.roles !== undefined) set('roles', c.roles);
    if (!sets.length) return;
    params.push(id);
    await this.db.query(`UPDATE identity_users SET ${sets.join(', ')} WHERE id = $${params.length}`, params);
  }

  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.query('UPDATE identity_users SET password_hash = $1 WHERE id = $2', [hash, id]);
  }

  async createSession(userId: string, clientId: string, refreshJti: string): Promise<IdentitySession> {
    const r = await this.db.query<SessionRow>(
      `INSERT INTO identity_sessions (id, user_id, client_id, refresh_jti) VALUES ($1, $2, $3, $4) RETURNING ${SESSION_COLUMNS}`,
      [randomUUID(), userId, clientId, refreshJti],
    );
    return toSession(r.rows[0]);
  }

  async session(id: string): Promise<IdentitySession | null> {
    if (!isUuid(id)) return null;
    const r = await this.db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM identity_sessions WHERE id = $1`, [id]);
    return r.rows[0] ? toSession(r.rows[0]) : null;
  }

  /** Session and its user's enabled flag in one query (the API asks this on every request). */
  async sessionState(id: string): Promise<{ session: IdentitySession; userEnabled: boolean } | null> {
    if (!isUuid(id)) return null;
    const r = await this.db.query<SessionRow & { enabled: boolean }>(
      `SELECT s.id, s.user_id, s.client_id, s.started_at, s.last_refresh_at, s.refresh_jti, s.ended_at, s.ended_reason, u.enabled
       FROM identity_sessions s JOIN identity_users u ON u.id = s.user_id WHERE s.id = $1`,
      [id],
    );
    return r.rows[0] ? { session: toSession(r.rows[0]), userEnabled: r.rows[0].enabled } : null;
  }

  /** Compare-and-set of the current refresh token: false when `oldJti` is no longer current (a replay). */
  async rotateRefresh(sid: string, oldJti: string, newJti: string): Promise<IdentitySession | null> {
    const r = await this.db.query<SessionRow>(
      `UPDATE identity_sessions SET refresh_jti = $3, last_refresh_at = now()
       WHERE id = $1 AND refresh_jti = $2 AND ended_at IS NULL RETURNING ${SESSION_COLUMNS}`,
      [sid, oldJti, newJti],
    );
    return r.rows[0] ? toSession(r.rows[0]) : null;
  }

  async endSession(sid: string, reason: EndReason): Promise<void> {
    await this.db.query('UPDATE identity_sessions SET ended_at = now(), ended_reason = $2 WHERE id = $1 AND ended_at IS NULL', [sid, reason]);
  }

  /** Ends every open session of a user; returns their ids. */
  async endUserSessions(userId: string, reason: EndReason): Promise<string[]> {
    const r = await this.db.query<{ id: string }>(
      'UPDATE identity_sessions SET ended_at = now(), ended_reason = $2 WHERE user_id = $1 AND ended_at IS NULL RETURNING id',
      [userId, reason],
    );
    return r.rows.map((x) => x.id);
  }

  /** Forgets sessions that ended a day ago or are past any possible lifetime. */
  async pruneSessions(maxLifetimeSeconds: number): Promise<number> {
    const r = await this.db.query(
      `DELETE FROM identity_sessions WHERE ended_at < now() - interval '1 day' OR started_at < now() - make_interval(secs => $1)`,
      [maxLifetimeSeconds + 86400],
    );
    return r.rowCount;
  }

  async bruteForce(userId: string): Promise<(BruteForceState & { lastFailure: Date | null; lastIp: string | null }) | null> {
    const r = await this.db.query<{ failures: number; locked_until: Date | string | null; last_failure: Date | string | null; last_ip: string | null }>(
      'SELECT failures, locked_until, last_failure, last_ip FROM identity_brute_force WHERE user_id = $1',
      [userId],
    );
    const row = r.rows[0];
    if (!row) return null;
    return {
      failures: row.failures,
      lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
      lastFailure: row.last_failure ? new Date(row.last_failure) : null,
      lastIp: row.last_ip,
    };
  }

  async saveBruteForce(userId: string, s: BruteForceState, ip: string): Promise<void> {
    await this.db.query(
      `INSERT INTO identity_brute_force (user_id, failures, last_failure, last_ip, locked_until) VALUES ($1, $2, now(), $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET failures = EXCLUDED.failures, last_failure = EXCLUDED.last_failure, last_ip = EXCLUDED.last_ip, locked_until = EXCLUDED.locked_until`,
      [userId, s.failures, ip, s.lockedUntil],
    );
  }

  async clearBruteForce(userId: string): Promise<void> {
    await this.db.query('DELETE FROM identity_brute_force WHERE user_id = $1', [userId]);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and tokens: anything else would be an SQL error on a uuid column. */
export function isUuid(v: string): boolean {
  return UUID.test(v);
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
