/**
 * The demo weekday's planned conflicts by kind and resource (issue 12): the demo timetable at
 * its planned times against the demo infrastructure seeds, through the engine's sweep. A real
 * timetable is conflict-free; conflicts should come from delays.
 *
 *   npx tsx scripts/demo-conflicts.ts [--list] [--live=06:00,08:00,12:00,17:00,20:00]
 *
 * --live: the same weekday run by the live engine (simulated delays, no vehicle roster): the
 * conflicts the tracker lists (not yet over) at those times, by kind.
 */
import { loadStations } from '../tests/unit/demo-network/loadStations';
import { demoLiveConflicts } from './demo-conflicts/liveConflicts';
import { countByKindAndResource, demoPlannedConflicts } from './demo-conflicts/plannedConflicts';

const clock = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

const stations = loadStations();
const conflicts = demoPlannedConflicts(stations);
const byKind = new Map<string, number>();
for (const c of conflicts) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
console.log(`Demo weekday, planned: ${conflicts.length} conflicts`);
for (const [kind, n] of byKind) console.log(`  ${kind.padEnd(12)} ${n}`);
console.log('By kind and resource:');
for (const [key, n] of countByKindAndResource(conflicts)) console.log(`  ${String(n).padStart(4)}  ${key}`);
if (process.argv.includes('--list')) {
  for (const c of conflicts) console.log(`  ${clock(c.from)}–${clock(c.to)} ${c.kind} ${c.trainNumbers.join('/')} ${c.fromName}${c.toName ? ` – ${c.toName}` : ''}${c.track ? ` Gl. ${c.track}` : ''} (${c.severityS} s)`);
}

const live = process.argv.find((a) => a.startsWith('--live'));
if (live) {
  const times = (live.split('=')[1] ?? '06:00,08:00,12:00,17:00,20:00').split(',').map((hm) => {
    const [h, m] = hm.split(':').map(Number);
    return h * 3600 + (m || 0) * 60;
  });
  const lists = await demoLiveConflicts(stations, times);
  console.log('Live (simulated delays; listed = not yet over):');
  for (const [t, list] of lists) {
    const kinds = new Map<string, number>();
    for (const c of list) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
    const started = list.filter((c) => c.from <= t).length;
    console.log(`  ${clock(t).slice(0, 5)}  ${String(list.length).padStart(3)} listed (${started} under way)  ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    if (process.argv.includes('--list')) for (const c of list) console.log(`      ${clock(c.from)}–${clock(c.to)} ${c.kind} ${c.trainNumbers.join('/')} ${c.fromName}${c.toName ? ` – ${c.toName}` : ''}${c.track ? ` Gl. ${c.track}` : ''} (${c.severityS} s)`);
  }
}
