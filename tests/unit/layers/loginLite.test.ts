/**
 * The signed-out path stays light (issue 15): the boot code and the login page load no MUI, no
 * emotion and no react-admin; the signed-in shell none of them but ra-core. Follows the static value imports (type-only imports are erased,
 * dynamic imports are other chunks) from src/main.tsx and from the login page's module.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blankComments, resolveSpecifier } from './importRules';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const HEAVY = /^(@mui\/|@emotion\/|react-admin$|ra-)/;

const STATIC = [
  /\b(import|export)\s+(type\s+)?[\w*{$][^'"`;]*?\bfrom\s*(['"])([^'"]+)\3/g,
  /\b(import)()\s*(['"])([^'"]+)\3/g,
];

function staticValueImports(source: string): string[] {
  const text = blankComments(source);
  return STATIC.flatMap((re) => [...text.matchAll(re)].filter((m) => !m[2]).map((m) => m[4]));
}

function resolveFile(target: string): string | null {
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext);
  return candidates.find((file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile()) ?? null;
}

/** Every package reached from `entry` through static value imports, with the file importing it. */
function packagesFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const spec of staticValueImports(readFileSync(path.join(ROOT, file), 'utf8'))) {
      const target = resolveSpecifier(file, spec);
      if (target === null) {
        if (!packages.has(spec)) packages.set(spec, file);
        continue;
      }
      const resolved = resolveFile(target);
      if (resolved) stack.push(resolved);
    }
  }
  return packages;
}

const heavy = (packages: Map<string, string>) => [...packages].filter(([spec]) => HEAVY.test(spec)).map(([spec, file]) => `${file} imports ${spec}`);

describe('signed-out path', () => {
  it('the login page imports no MUI, emotion or react-admin', () => {
    const packages = packagesFrom('src/custom/login/mountLoginPage.tsx');
    expect(packages.has('react-dom/client')).toBe(true); // the walk does reach the packages
    expect(heavy(packages)).toEqual([]);
  });

  it('the boot code imports none of them statically', () => {
    expect(heavy(packagesFrom('src/main.tsx'))).toEqual([]);
  });

  it('the signed-in shell (layout, menu, app bar, Home) imports no MUI, emotion or react-admin UI', () => {
    // ra-core (and its i18next provider) is the shell's framework; MUI comes with the screens
    // (src/shell/themed.tsx).
    const packages = packagesFrom('src/shell/startApp.tsx');
    expect(packages.has('ra-core')).toBe(true);
    expect(heavy(packages).filter((line) => !/ imports (ra-core|ra-i18n-i18next)$/.test(line))).toEqual([]);
  });

  it('the walk finds a heavy import where there is one', () => {
    expect(heavy(packagesFrom('src/brands/theme.ts')).length).toBeGreaterThan(0);
  });
});
