/** Types of chunk-merge.mjs (used by chunk-groups.mjs). */

/** A chunk-to-be that pages load. */
export interface MergeUnit {
  /** Its code's size in bytes (unminified). */
  size: number;
  /** The pages that load it. */
  owners: Set<string>;
  /** The units it imports statically. */
  imports: Set<string>;
  /** Whether it may be merged (a shared page group). */
  mergeable: boolean;
  /** Set on a merged unit: the units it was made of. */
  members?: string[];
}

export interface MergeOptions {
  /** The most bytes that pages load in addition, per request saved, for a merge to be made. */
  bytesPerRequest: number;
  /** The most bytes any one page may load in addition over all merges. */
  bytesPerPage: number;
  /** The name of a merged unit, from the names of the units it is made of (sorted). */
  name: (members: string[]) => string;
}

/** Merges units in place; returns each original unit that was merged → the unit it went into. */
export function mergeSharedGroups(units: Map<string, MergeUnit>, options: MergeOptions): Map<string, string>;
