/** Types of chunk-groups.mjs (imported by vite.config.ts). */
import type { Plugin } from 'vite';

/** A chunk of the first pass: its file, the chunks it imports statically, its modules. */
export interface ChunkNode {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

export type LoadOrderGroup = 'common' | 'shell' | 'screens' | 'boot-shared';

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
}

export const FIRST_PASS_ENV: string;

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
