import { describe, expect, it } from 'vitest';
import lines from '../../../src/resources/lines/resource';
import { DEMO_LINES, planDemoNetwork } from '../../../server/operations/demo-network';
import { haversineKm } from '../../../server/operations/demo-network/geo';
import { TRACK_FACTOR, TRAM_STOPS } from '../../../server/operations/demo-network/network';
import { loadStations } from './loadStations';

const stations = loadStations();
const byCode = new Map(stations.filter((s) => s.stationCode).map((s) => [s.stationCode!, s]));
// The tram stops the network lists (no station record) with their own coordinates.
const located = new Map([...byCode, ...Object.entries(TRAM_STOPS).map(([code, t]) => [code, { id: code, stationCode: code, ...t }] as const)]);
const plans = planDemoNetwork(stations);

describe('demo network definition', () => {
  it('has 6–8 lines, each a seeded line with the seed\'s colours, product and network', () => {
    expect(DEMO_LINES.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_LINES.length).toBeLessThanOrEqual(8);
    const seedRows = (lines.seed && 'rows' in lines.seed ? lines.seed.rows : []) as Record<string, unknown>[];
    for (const line of DEMO_LINES) {
      const seed = seedRows.find((r) => r.lineNumber === line.lineNumber);
      expect(seed, line.lineNumber).toBeDefined();
      expect({ color: line.color, textColor: line.textColor, product: line.product, network: line.network }).toEqual({
        color: seed!.color, textColor: seed!.textColor, product: seed!.product, network: seed!.network,
      });
    }
    expect(new Set(DEMO_LINES.map((l) => l.lineNumber)).size).toBe(DEMO_LINES.length);
  });

  it('uses only stations that exist in db-stations with coordinates (and its listed tram stops, which do not), none twice on a line', () => {
    for (const code of Object.keys(TRAM_STOPS)) expect(byCode.has(code), code).toBe(false);
    for (const line of DEMO_LINES) {
      for (const code of line.stations.filter((c) => !(c in TRAM_STOPS))) {
        const s = byCode.get(code);
        expect(s, `${line.lineNumber}: ${code}`).toBeDefined();
        expect(s!.lat, code).not.toBeNull();
        expect(s!.lon, code).not.toBeNull();
      }
      expect(new Set(line.stations).size, line.lineNumber).toBe(line.stations.length);
    }
    expect(plans.map((p) => p.missing)).toEqual(DEMO_LINES.map(() => []));
  });

  it('names segments and pattern termini that are on the line', () => {
    for (const line of DEMO_LINES) {
      for (const key of Object.keys(line.segments ?? {})) {
        const [from, to] = key.split('-');
        expect(line.stations.indexOf(to) - line.stations.indexOf(from), `${line.lineNumber} ${key}`).toBe(1);
        expect(line.stations.indexOf(from)).toBeGreaterThanOrEqual(0);
      }
      for (const p of line.patterns) {
        const from = p.from ? line.stations.indexOf(p.from) : 0;
        const to = p.to ? line.stations.indexOf(p.to) : line.stations.length - 1;
        expect(from, line.lineNumber).toBeGreaterThanOrEqual(0);
        expect(to, line.lineNumber).toBeGreaterThan(from);
      }
    }
  });

  it('lists the stations in their order along the line: no zig-zag between neighbours', () => {
    for (const line of DEMO_LINES) {
      for (let i = 1; i + 1 < line.stations.length; i++) {
        const [a, b, c] = [line.stations[i - 1], line.stations[i], line.stations[i + 1]].map((code) => located.get(code)!);
        const ab = haversineKm(a.lat!, a.lon!, b.lat!, b.lon!);
        const bc = haversineKm(b.lat!, b.lon!, c.lat!, c.lon!);
        const ac = haversineKm(a.lat!, a.lon!, c.lat!, c.lon!);
        // Via the middle station is at most a modest detour over going straight from a to c.
        expect((ab + bc) / ac, `${line.lineNumber}: ${a.stationCode} ${b.stationCode} ${c.stationCode}`).toBeLessThan(1.6);
      }
    }
  });

  it('gives kilometre positions from the cumulative distance × track factor, monotone, both directions', () => {
    for (const plan of plans) {
      const [fwd, back] = plan.directions;
      expect(fwd[0].km).toBe(0);
      expect(back[0].km).toBe(0);
      for (let i = 1; i < fwd.length; i++) {
        expect(fwd[i].km, `${plan.line.lineNumber} ${fwd[i].code}`).toBeGreaterThan(fwd[i - 1].km);
        const a = fwd[i - 1];
        const b = fwd[i];
        const straight = haversineKm(a.lat, a.lon, b.lat, b.lon);
        const factor = plan.line.segments?.[`${a.code}-${b.code}`]?.factor ?? TRACK_FACTOR;
        expect(b.km - a.km).toBeCloseTo(straight * factor, 1);
      }
      const total = fwd[fwd.length - 1].km;
      expect(back.map((s) => s.code)).toEqual([...fwd].reverse().map((s) => s.code));
      back.forEach((s, i) => expect(s.km).toBeCloseTo(total - fwd[fwd.length - 1 - i].km, 6));
      // Real lines of the region: 40–110 km each.
      expect(total, plan.line.lineNumber).toBeGreaterThan(40);
      expect(total, plan.line.lineNumber).toBeLessThan(110);
    }
  });
});
