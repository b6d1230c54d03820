/** Types of first-screen-preload.mjs (imported by vite.config.ts). */
import type { Plugin } from 'vite';

export interface PreloadLists {
  sessionKey: string;
  js: readonly string[];
  css: readonly string[];
  screensJs: readonly string[];
  screensCss: readonly string[];
  plainPaths: RegExp;
  /** The opened screen's files: `files` once, by index per path and for a generated screen. */
  /** The boot code's first requests, started by the script (src/shell/earlyRequests.ts). */
  early?: EarlyRequestNames | null;
  routes?: { files: readonly string[]; byPath: Readonly<Record<string, readonly number[]>>; generated: readonly number[] } | null;
}

export interface EarlyRequestNames {
  /** The window property the requests are kept in. */
  key: string;
  config: string;
  resources: string;
  /** The localStorage key of the chosen language, and the languages (the first the default). */
  langKey: string;
  langs: readonly string[];
}

export function pageRoutes(source: string): { path: string; module: string; readsData: boolean }[];

export function preloadScript(lists: PreloadLists): string;

export function firstScreenPreload(root: string, options: {
  shell: string;
  screens: string;
  sessionKey: string;
  plainPaths: RegExp;
  /** Root-relative: the custom pages' route list (src/shell/customPages.ts), the generator's and the data provider's modules. */
  pages?: { routes: string; generator: string; dataProvider: string };
  early?: EarlyRequestNames;
}): Plugin;
