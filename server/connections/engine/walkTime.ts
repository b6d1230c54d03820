/**
 * Walk time of a connection (docs/connections/engine.md "Walk time"): the rule's own walk time,
 * else the station's walk time for the platform pair (feeder platform → departing platform), else
 * the station's walk time without platforms, else the default. Pure.
 */
import type { ConnectionRule, WalkTime } from './types';

export const DEFAULT_WALK_TIME_S = 180;

/** The walk times of the day, looked up by station and platform pair. */
export class WalkTimeTable {
  /** station → from platform → to platform → seconds (nested: no key strings built per lookup). */
  private readonly pairs = new Map<string, Map<string, Map<string, number>>>();
  /** station → seconds (no platforms). */
  private readonly stations = new Map<string, number>();

  constructor(
    walkTimes: readonly WalkTime[],
    private readonly defaultS = DEFAULT_WALK_TIME_S,
  ) {
    for (const w of walkTimes) {
      if (!Number.isFinite(w.walkTimeS) || w.walkTimeS < 0) continue;
      // A record with only one platform is not a pair: it says nothing about the other side, so it
      // is not used (the resource asks for both or neither).
      if (w.fromPlatform != null && w.toPlatform != null) this.setPair(w.stationId, w.fromPlatform, w.toPlatform, w.walkTimeS);
      else if (w.fromPlatform == null && w.toPlatform == null) this.stations.set(w.stationId, w.walkTimeS);
    }
  }

  /** The walk time at a station (null: a stop without station record) between two platforms. */
  lookup(rule: Pick<ConnectionRule, 'walkTimeS'>, stationId: string | null, fromPlatform: string | null, toPlatform: string | null): number {
    if (rule.walkTimeS != null && Number.isFinite(rule.walkTimeS) && rule.walkTimeS >= 0) return rule.walkTimeS;
    if (stationId != null) {
      if (fromPlatform != null && toPlatform != null) {
        const pair = this.pairs.get(stationId)?.get(fromPlatform)?.get(toPlatform);
        if (pair !== undefined) return pair;
      }
      const station = this.stations.get(stationId);
      if (station !== undefined) return station;
    }
    return this.defaultS;
  }

  private setPair(stationId: string, from: string, to: string, s: number) {
    let froms = this.pairs.get(stationId);
    if (!froms) this.pairs.set(stationId, (froms = new Map()));
    let tos = froms.get(from);
    if (!tos) froms.set(from, (tos = new Map()));
    tos.set(to, s);
  }
}
