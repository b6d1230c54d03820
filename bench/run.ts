/**
 * All benches in sequence (npm run bench = npx tsx bench/run.ts): the bundle bench
 * (bench/bundle.ts, JavaScript per screen and its budget), Lighthouse per main screen
 * (bench/lighthouse.ts, against a bare react-admin app), the API bench (bench/api.ts), the GTFS reader
 * bench (bench/gtfs-read.ts, stop times per second and peak memory) and the GTFS import bench
 * (bench/gtfs-import.ts, stop times per second written to PGlite and PostgreSQL), the live
 * delivery bench (bench/live-push.ts) and the control-centre map bench (bench/map-fps.ts: fps and
 * heap in Chromium with 1,000 moving trains; its heap run takes 10 minutes), and the time-distance
 * diagram's benches: conflicts (bench/conflicts.ts), paths API (bench/time-distance-api.ts) and chart
 * (bench/diagram.ts, Chromium), and the situation report's: list and timeline of 100,000
 * situations (bench/situations-list.ts) and a 200-entry situation's PDF (bench/situations-pdf.ts),
 * and the connection engine's (bench/connections.ts: full and incremental evaluation); the
 * GTFS-Realtime trip-updates feed for 1,000 live trains, from the cache and without (bench/gtfs-rt.ts).
 * Each runs as its own process so that one's failure does not hide the other's output.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const benches = ['bench/bundle.ts', 'bench/lighthouse.ts', 'bench/api.ts', 'bench/gtfs-read.ts', 'bench/gtfs-import.ts', 'bench/live-push.ts', 'bench/map-fps.ts', 'bench/conflicts.ts', 'bench/time-distance-api.ts', 'bench/diagram.ts', 'bench/situations-list.ts', 'bench/situations-pdf.ts', 'bench/connections.ts', 'bench/gtfs-rt.ts'];
const outcome: string[] = [];

for (const bench of benches) {
  console.log(`\n${'='.repeat(78)}\n== ${bench}\n${'='.repeat(78)}`);
  if (!existsSync(join(root, bench))) {
    console.log(`${bench} does not exist (yet)`);
    outcome.push(`${bench}: missing`);
    continue;
  }
  const t0 = Date.now();
  const r = spawnSync(tsx, [bench], { cwd: root, stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  outcome.push(`${bench}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${secs} s`);
}
console.log(`\n${outcome.join('\n')}`);
process.exit(outcome.every((o) => o.includes(': ok')) ? 0 : 1);
