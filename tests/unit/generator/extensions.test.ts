/**
 * Extension modules are loaded per resource (issue 15): a screen loads the extensions.tsx beside
 * its declaration only, so every module must extend the resource of its own folder.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadExtensions } from '../../../src/generator/extensions';
import { loadDeclarations } from '../../../server/resources/load';

const RESOURCES = path.resolve(import.meta.dirname, '..', '..', '..', 'src', 'resources');
const folders = readdirSync(RESOURCES).filter((f) => existsSync(path.join(RESOURCES, f, 'extensions.tsx')));

describe('extension modules', () => {
  it('the server gives every declaration its folder', async () => {
    const declarations = await loadDeclarations();
    const stations = declarations.find((d) => d.path === 'bahnhoeffelist');
    expect(stations?.folder).toBe('stations');
    expect(declarations.every((d) => typeof d.folder === 'string' && existsSync(path.join(RESOURCES, d.folder, 'resource.ts')))).toBe(true);
  });

  it('each module extends only the resource declared in its folder', async () => {
    const declarations = await loadDeclarations();
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      const own = declarations.filter((d) => d.folder === folder).map((d) => d.path);
      const keys = Object.keys(await loadExtensions(folder));
      expect(keys.length, folder).toBeGreaterThan(0);
      expect(keys.filter((k) => !own.includes(k)), folder).toEqual([]);
    }
  });

  it('a folder loads its own module only; without a folder, every module', async () => {
    expect(Object.keys(await loadExtensions('stations'))).toEqual(['bahnhoeffelist']);
    expect(await loadExtensions('no-such-folder')).toEqual({});
    const all = Object.keys(await loadExtensions());
    expect(all).toEqual(expect.arrayContaining(['bahnhoeffelist', 'telefonbuch']));
    expect(all.length).toBeGreaterThanOrEqual(folders.length);
  });
});
