/**
 * Who may read the feeds: everyone when GTFS_RT_PUBLIC=on, else the holders of one of the
 * GTFS_RT_TOKENS (a journey planner's key, not a user's sign-in), sent as `?token=` or
 * `Authorization: Bearer`. Pure; the route sends the 401.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Lang } from '../../src/shared/resource/types';

export interface FeedAccess {
  public: boolean;
  tokens: readonly string[];
}

export type AccessResult = 'open' | 'granted' | 'missing' | 'refused';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares digests in constant time, so the time taken says nothing about a token's characters. */
function known(token: string, tokens: readonly Buffer[]): boolean {
  const d = digest(token);
  let hit = false;
  for (const t of tokens) hit = timingSafeEqual(d, t) || hit;
  return hit;
}

export function createAccessCheck(access: FeedAccess): (query: string | undefined, authorization: string | undefined) => AccessResult {
  const digests = access.tokens.map(digest);
  return (query, authorization) => {
    if (access.public) return 'open';
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const token = query || bearer;
    if (!token) return 'missing';
    return known(token, digests) ? 'granted' : 'refused';
  };
}

const TEXTS: Record<Lang, Record<'missing' | 'refused', string>> = {
  de: {
    missing: 'Für die GTFS-Realtime-Feeds ist ein Zugangsschlüssel nötig (?token=… oder Authorization: Bearer …).',
    refused: 'Der Zugangsschlüssel für die GTFS-Realtime-Feeds ist ungültig.',
  },
  it: {
    missing: 'Per i feed GTFS-Realtime è necessaria una chiave di accesso (?token=… oppure Authorization: Bearer …).',
    refused: 'La chiave di accesso per i feed GTFS-Realtime non è valida.',
  },
};

export function accessText(lang: Lang, result: 'missing' | 'refused'): string {
  return TEXTS[lang][result];
}

/** The text keys per language (the catalogue parity test). */
export function accessTextKeys(lang: Lang): string[] {
  return Object.keys(TEXTS[lang]);
}
