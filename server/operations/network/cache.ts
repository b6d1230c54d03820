/**
 * The network per timetable version and operating day, kept in memory: every map that opens asks
 * for it, and building it means loading the day (loadDayTimetable). The active version is looked
 * up on each call (one small query), so an activation is seen at once; a version never changes
 * after its import, so an entry stays valid as long as its version is the active one.
 */
import type { Queryable } from '../../db/types';
import type { DayTimetable } from '../types';
import { networkOf, type NetworkView } from './model';

export type LoadDay = (db: Queryable, operatingDay: string) => Promise<DayTimetable | null>;

export interface NetworkCache {
  get(operatingDay: string): Promise<NetworkView>;
  /** Entries held now (tests and diagnostics). */
  size(): number;
}

/** Entries kept: a few days (yesterday, today, tomorrow) of at most two versions. */
export const NETWORK_CACHE_ENTRIES = 6;

export function createNetworkCache(db: Queryable, loadDay: LoadDay, maxEntries = NETWORK_CACHE_ENTRIES): NetworkCache {
  // Insertion order is the age: a hit moves the entry to the end (least recently used first out).
  const entries = new Map<string, Promise<NetworkView>>();

  const remember = (key: string, value: Promise<NetworkView>) => {
    entries.delete(key);
    entries.set(key, value);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    async get(operatingDay) {
      const active = await db.query<{ id: string }>(`SELECT id::text AS id FROM timetable_versions WHERE status = 'active'`);
      const versionId = active.rows[0]?.id ?? null;
      if (versionId === null) return networkOf(operatingDay, null);
      const key = `${versionId}|${operatingDay}`;
      const hit = entries.get(key);
      if (hit) {
        remember(key, hit);
        return hit;
      }
      // The promise is kept, so concurrent first requests share one load; a failure is not kept.
      const loading = loadDay(db, operatingDay).then((day) => networkOf(operatingDay, day));
      remember(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      const view = await loading;
      // Activated in between: the loaded day belongs to another version; keep it under that one.
      if (view.versionId !== null && view.versionId !== versionId) {
        entries.delete(key);
        remember(`${view.versionId}|${operatingDay}`, loading);
      }
      return view;
    },
    size: () => entries.size,
  };
}
