import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceDeclaration } from '../../src/shared/resource/types';
import { checkDeclarations } from './check';

export const DEFAULT_RESOURCES_DIR = fileURLToPath(new URL('../../src/resources/', import.meta.url));

const CANDIDATES = ['resource.ts', 'resource.js', 'resource.mjs'];

async function exists(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false);
}

/**
 * Imports the default export of every <dir>/<folder>/resource.ts (folders in name order)
 * and checks the set; throws one error listing every problem found.
 */
export async function loadDeclarations(dir: string = DEFAULT_RESOURCES_DIR): Promise<ResourceDeclaration[]> {
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const declarations: ResourceDeclaration[] = [];
  for (const folder of entries) {
    let file: string | undefined;
    for (const c of CANDIDATES) if (await exists(path.join(dir, folder, c))) { file = path.join(dir, folder, c); break; }
    if (!file) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (!mod.default || typeof mod.default !== 'object') {
      throw new Error(`Resource declaration ${file} has no default export (export default defineResource({...}))`);
    }
    // A JSON round trip: declarations must be plain data (they are sent to the browser as JSON).
    // The folder tells the browser which extensions.tsx belongs to the resource.
    declarations.push({ ...(JSON.parse(JSON.stringify(mod.default)) as ResourceDeclaration), folder });
  }
  checkDeclarations(declarations);
  return declarations;
}
