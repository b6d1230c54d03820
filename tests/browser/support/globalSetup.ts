import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { BRAND_CODES, ensureBuilt, seededDataDir, startServer, testOperatorZone, type BrandCode, type RunningServer } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL (no trailing slash) of the running server per brand. */
    servers: Record<BrandCode, string>;
  }
}

/**
 * Starts one real server per brand for the browser tests and stops them when the run ends.
 * Each has the brand's build (.tmp/dist-<brand>; missing builds are made first) and its own
 * PGlite data directory: a copy of one freshly seeded directory (the demo data loads once).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // BROWSER_BRANDS=avg (development aid) builds and starts only the brands named; tests of another brand then fail.
  const brands = process.env.BROWSER_BRANDS ? (process.env.BROWSER_BRANDS.split(',') as BrandCode[]) : [...BRAND_CODES];
  for (const brand of brands) ensureBuilt(brand);
  // One operator zone for the whole run: the servers started here and the test workers (which
  // inherit this environment) must agree on it even when the run crosses an hour.
  process.env.OPERATOR_TZ = testOperatorZone();
  const started = Date.now();
  // The demo data is loaded once; every brand's server starts on its own copy of it.
  const template = await seededDataDir();
  const running: RunningServer[] = [];
  const teardown = async (): Promise<void> => {
    await Promise.all(running.map((s) => s.stop()));
    rmSync(template, { recursive: true, force: true });
  };
  try {
    for (const brand of brands) running.push(await startServer(brand, { copyDataFrom: template }));
  } catch (error) {
    await teardown();
    throw error;
  }
  const servers = Object.fromEntries(running.map((s: RunningServer) => [s.brand, s.url])) as Record<BrandCode, string>;
  console.log(`[browser tests] servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(servers)}`);
  project.provide('servers', servers);
  return teardown;
}
