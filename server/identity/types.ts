/** What the development realm stores (tables in server/db/migrations/0002_identity.sql). */
export interface IdentityUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  enabled: boolean;
  language: 'de' | 'it';
  createdAt: Date;
}

export interface IdentitySession {
  id: string;
  userId: string;
  clientId: string;
  startedAt: Date;
  lastRefreshAt: Date;
  refreshJti: string;
  endedAt: Date | null;
  endedReason: string | null;
}

/** Why a session ended (identity_sessions.ended_reason). */
export type EndReason = 'logout' | 'refresh_replay' | 'user_disabled' | 'expired' | 'admin';

export function displayName(u: Pick<IdentityUser, 'firstName' | 'lastName' | 'username'>): string {
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;
}
