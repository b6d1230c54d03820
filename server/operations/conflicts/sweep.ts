/**
 * The conflict sweep (issue 12, docs/time-distance.md "Conflicts"), pure: runs with their forecast
 * (or actual) times → the resources they occupy (sections, station tracks, vehicles, circulations;
 * `occupations.ts`) → per resource an interval sweep over the occupations sorted by start, with an
 * active set, not all pairs (`rules.ts`). The incremental index (index.ts) keeps the occupations
 * per resource and re-sweeps the resources a change touches.
 */
import type { Conflict } from '../../../src/shared/operations/timeDistance';
import { sortConflicts, type SweepInfrastructure, type SweepRun } from './model';
import { OccupationTable } from './occupations';
import { sweepResource } from './rules';

export {
  NO_INFRASTRUCTURE, keepWorse, mappedTrack, normalLineNumber, sectionKey, sortConflicts, trackAt,
  type Resource, type ResourceKind, type SweepInfrastructure, type SweepPoint, type SweepRun, type TrackInfo,
} from './model';

/** Every conflict of a set of runs, from scratch. */
export function sweepAll(runs: Iterable<SweepRun>, infra: SweepInfrastructure): Conflict[] {
  const t = new OccupationTable(infra);
  t.addAll(runs);
  const { offsets, lanes } = t.group();
  const out = new Map<string, Conflict>();
  const lane = { ...lanes, lo: 0, hi: 0 };
  for (let r = 0; r < t.resources.length; r++) {
    lane.lo = offsets[r];
    lane.hi = offsets[r + 1];
    sweepResource(t, t.resources[r], lane, out);
  }
  return sortConflicts([...out.values()]);
}
