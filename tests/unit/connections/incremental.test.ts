import { describe, expect, it } from 'vitest';
import type { ConnectionDecision } from '../../../src/shared/connections/types';
import { ConnectionEngine } from '../../../server/connections/engine/engine';
import type { ConnectionInstance } from '../../../server/connections/engine/types';
import { generator } from '../../../server/operations/prng';
import { syntheticConnectionDay } from '../../../bench/support/connectionDay';

/** What update() keeps current: everything but the static pairing. */
const dynamic = (c: ConnectionInstance) =>
  [c.id, c.walkTimeS, c.expArr, c.expDep, c.slackS, c.holdNeededS, c.state, c.heldUntil, c.decideBy, c.feederArrived, c.departingLeft, c.decision?.measureId ?? null].join(' ');

describe('incremental update equals a full evaluation', () => {
  for (const seed of [1, 2, 3]) {
    it(`over 300 random changes (seed ${seed})`, { timeout: 60_000 }, () => {
      const { day, rules, walkTimes } = syntheticConnectionDay({ runs: 600, lines: 8, hubs: 6, stations: 0, stopsPerLine: 8, rules: 40, seed, delayedShare: 0.2, bandS: 2 * 3600, allDayRules: true, pairsPerHub: 24 });
      const rand = generator(seed * 7919);
      const engine = new ConnectionEngine().build(day, rules, walkTimes);
      const all = engine.instances();
      expect(all.length).toBeGreaterThan(100);
      let decisions = new Map<string, ConnectionDecision>();
      const states = new Set<string>();
      let walkChanged = false;
      for (let step = 0; step < 300; step++) {
        const before = all.map(dynamic);
        const c = all[Math.floor(rand() * all.length)];
        const run = rand() < 0.5 ? c.feederRun : c.departingRun;
        const op = rand();
        let changed: ConnectionInstance[];
        if (op < 0.55) {
          day.delay(run, Math.floor(rand() * 900) - 120, Math.floor(rand() * day.plans[run].stopIds.length));
          changed = engine.update([run]);
        } else if (op < 0.65) {
          day.cancel(run, !day.state[run].cancelled);
          changed = engine.update([run]);
        } else if (op < 0.72) {
          const s = rand() < 0.5 ? c.feederStop : c.departingStop;
          day.skip(run, s, !Number.isNaN(day.plans[run].plannedArr[s]) && !Number.isNaN(day.state[run].expArr[s]));
          changed = engine.update([run]);
        } else if (op < 0.76) {
          const s = Math.floor(rand() * day.plans[run].stopIds.length);
          day.progress(run, s, s - (rand() < 0.5 ? 1 : 0));
          changed = engine.update([run]);
        } else if (op < 0.8) {
          const s = rand() < 0.5 ? c.feederStop : c.departingStop;
          day.platform(run, s, rand() < 0.3 ? null : `${1 + Math.floor(rand() * 8)}`);
          changed = engine.update([run]);
        } else {
          decisions = new Map(decisions);
          if (decisions.has(c.id) && rand() < 0.5) decisions.delete(c.id);
          else {
            const kind = rand() < 0.6 ? 'hold' : 'break';
            decisions.set(c.id, { kind, measureId: `m${step}`, auto: false, createdBy: 'p', createdAt: 'x', holdUntil: kind === 'hold' ? c.plannedDep + Math.floor(rand() * 600) : null });
          }
          changed = engine.setDecisions(decisions);
        }
        const fresh = new ConnectionEngine().build(day, rules, walkTimes, decisions);
        const now = all.map(dynamic);
        // One string per day (a diff of 500 lines when it fails), compared once per step.
        expect(now.join('\n')).toBe(fresh.instances().map(dynamic).join('\n'));
        // update() returned exactly the connections that changed.
        const really = all.filter((x, k) => before[k] !== now[k]).map((x) => x.id);
        expect(changed.map((x) => x.id).sort()).toEqual(really.sort());
        for (const x of all) {
          states.add(x.state);
          if (x.walkTimeS !== x.plannedWalkTimeS) walkChanged = true;
        }
      }
      // The walk went through every state, and platform changes changed walk times.
      expect([...states].sort()).toEqual(['broken', 'cancelled', 'endangered', 'held', 'ok']);
      expect(walkChanged).toBe(true);
    });
  }
});
