/** Types of chunk-groups.mjs (imported by vite.config.ts). */
import type { Plugin } from 'vite';

/** A chunk of the first pass: its file, the chunks it imports statically, its modules. */
export interface ChunkNode {
  fileName: string;
  /** The chunk's name (a group's name, or Rolldown's from its first module). */
  name?: string;
  imports: readonly string[];
  /** The chunks it imports dynamically (import()). */
  dynamicImports?: readonly string[];
  moduleIds: readonly string[];
  /** Its code's length (unminified), where known. */
  size?: number;
}

/** A page group is named `page-<page>` (one page) or `pages-<hash>` (a set of pages). */
export type LoadOrderGroup = 'common' | 'shell' | 'screens' | 'boot-shared' | 'shell-parts' | `page-${string}` | `pages-${string}`;

/** The entry modules that decide the loading order (absolute module ids). */
export interface LoadOrderEntries {
  boot: string;
  login: string;
  shell: string;
  /** The screens' theme: what it loads beyond the shell is grouped as 'screens'. */
  theme?: string;
  /** With theme: a module nearly every screen loads (the pages' states); its closure goes in 'screens' too. */
  screenKit?: string;
  /** With theme: MUI's small helpers (module ids matching it), grouped as 'screens' too. */
  screenUtils?: RegExp;
  /**
   * Group the pages' code (chunks the boot code or the shell import dynamically) by the set of
   * pages that load it statically; chunks whose name matches `keep`, and what they load, stay apart.
   * Shared groups are then merged where a saved request costs the pages that do not use the other
   * group at most `bytesPerRequest` bytes of code, and no page more than `bytesPerPage` in all
   * (chunk-merge.mjs; default 0: only merges that add no byte).
   */
  pages?: { keep: RegExp; bytesPerRequest?: number; bytesPerPage?: number };
}

export const FIRST_PASS_ENV: string;

/** The chunks loaded with `start`: its file and the files it imports statically, transitively. */
export function loadedWith(byFile: ReadonlyMap<string, { imports: readonly string[] }>, start: { fileName: string }): Set<string>;

/**
 * The group of each module, from the first pass: 'common' for modules in chunks the login page and
 * the shell both load (not the boot code's), 'shell' for those in chunks only the shell loads,
 * 'screens' for those the screens' theme loads beyond them.
 * Empty when an entry is in no chunk (nothing is grouped then).
 */
export function loadOrderGroups(chunks: readonly ChunkNode[], entries: LoadOrderEntries): Map<string, LoadOrderGroup>;

export interface LoadOrderChunks {
  /** Runs the first pass at the start of a build. */
  plugin: Plugin;
  /** For a codeSplitting group's `name`: the module's group, or null (Rolldown places it). */
  groupName: (id: string) => string | null;
}

export function loadOrderChunks(root: string): LoadOrderChunks;
