/** Types of first-screen-preload.mjs (imported by vite.config.ts). */
import type { Plugin } from 'vite';

export interface PreloadLists {
  sessionKey: string;
  js: readonly string[];
  css: readonly string[];
  screensJs: readonly string[];
  screensCss: readonly string[];
  plainPaths: RegExp;
}

export function preloadScript(lists: PreloadLists): string;

export function firstScreenPreload(root: string, options: { shell: string; screens: string; sessionKey: string; plainPaths: RegExp }): Plugin;
