/**
 * The layer rule (docs/architecture.md, "Layers and the import rule"), as plain functions so the
 * test can run it over the tree and over synthetic files:
 * - server/ may import from src/ only src/shared/ and the declarations src/resources/<name>/resource.ts;
 * - src/ may not import server/;
 * - src/shared/ imports nothing outside src/shared/: no UI library (React, MUI, react-admin, ...),
 *   no Node built-in (it runs in the browser too);
 * - a declaration (src/resources/<name>/resource.ts) imports only src/shared/, since the server
 *   loads it.
 * Specifiers are found by regular expressions (static import, export ... from, side-effect import,
 * dynamic import(), import.meta.glob) after comments are blanked, and resolved relative to the file
 * (a leading "/" is the repository root, as Vite reads it).
 */
import path from 'node:path';

export interface ImportRef {
  specifier: string;
  /** 1-based line of the specifier. */
  line: number;
}

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

/** Comments replaced by spaces (newlines kept, so positions and lines stay as they were). */
export function blankComments(source: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') { out += next ?? ''; i += 2; continue; }
      if (c === quote || (c === '\n' && quote !== '`')) quote = null;
      i += 1;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') { out += ' '; i += 1; }
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    out += c;
    i += 1;
  }
  return out;
}

const PATTERNS: RegExp[] = [
  // import x from '…', import { a,\n b } from '…', import type …, export { … } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?[\w*{$][^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
  // import '…' (side effect)
  /\bimport\s*(['"])([^'"]+)\1/g,
  // import('…'), import.meta.glob('…') and import.meta.glob(['…', '…']) (first pattern)
  /\bimport(?:\.meta\.glob(?:<[^>]*>)?)?\s*\(\s*\[?\s*(['"])([^'"]+)\1/g,
];

export function findImports(source: string): ImportRef[] {
  const text = blankComments(source);
  const found = new Map<number, ImportRef>();
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const at = (m.index ?? 0) + m[0].lastIndexOf(m[2]);
      if (found.has(at)) continue;
      const line = text.slice(0, at).split('\n').length;
      found.set(at, { specifier: m[2], line });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** The repository-relative target of a relative or root-absolute specifier; null for a package. */
export function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('/')) return path.posix.normalize(specifier.slice(1));
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

const UI_PACKAGE = /^(react|react-.+|@mui\/.+|@emotion\/.+|ra-.+|leaflet|@apollo\/client|@tanstack\/react-query|keycloak-js)(\/.*)?$/;
const NODE_BUILTIN = /^node:/;
const DECLARATION = /^src\/resources\/[^/]+\/resource(\.ts)?$/;

const inside = (target: string, dir: string): boolean => target === dir || target.startsWith(`${dir}/`);

/** What one import breaks, or null. `file` is repository-relative with forward slashes. */
export function checkImport(file: string, specifier: string): string | null {
  const target = resolveSpecifier(file, specifier);
  if (inside(file, 'server')) {
    if (target && inside(target, 'src') && !inside(target, 'src/shared') && !DECLARATION.test(target)) {
      return 'server/ may import from src/ only src/shared/ and src/resources/<name>/resource.ts';
    }
    return null;
  }
  if (!inside(file, 'src')) return null;
  if (target && inside(target, 'server')) return 'src/ may not import server/';
  if (inside(file, 'src/shared')) {
    if (target && !inside(target, 'src/shared')) return 'src/shared/ may import nothing outside src/shared/';
    if (!target && UI_PACKAGE.test(specifier)) return 'src/shared/ may not import UI libraries (React, MUI, react-admin, ...)';
    if (!target && NODE_BUILTIN.test(specifier)) return 'src/shared/ may not import Node built-ins (it runs in the browser too)';
  }
  if (DECLARATION.test(file) && target && !inside(target, 'src/shared')) {
    return 'a declaration (src/resources/<name>/resource.ts) may import only src/shared/ (the server loads it)';
  }
  return null;
}

export function checkFile(file: string, source: string): Violation[] {
  const out: Violation[] = [];
  for (const ref of findImports(source)) {
    const rule = checkImport(file, ref.specifier);
    if (rule) out.push({ file, line: ref.line, specifier: ref.specifier, rule });
  }
  return out;
}

export function formatViolations(violations: Violation[]): string {
  return violations.map((v) => `${v.file}:${v.line} imports '${v.specifier}': ${v.rule}`).join('\n');
}
