import { describe, expect, it } from 'vitest';
import { generateDemoTimetable } from '../../../server/operations/demo-network';
import { SERVICE_IDS } from '../../../server/operations/demo-network/calendar';
import { LiveDay } from '../../../server/operations/live/day';
import { buildDayPlan } from '../../../server/operations/live/plan';
import {
  fleetForNetwork, REUSE_GAP_S, rosterCirculations, rosterDay, rosterRuns, vehicleTypesFor, type FleetVehicle, type RosterCirculation,
} from '../../../server/operations/live/roster';
import type { DayTimetable, DayTrip, TimetableData } from '../../../server/operations/types';
import { demoFleet, uicCheckDigit } from '../../../server/seeds/vehicles';
import { loadStations } from '../demo-network/loadStations';
import { dayTimetable } from './fixtures';
import { DAY, TZ, at, hms, measure, quietDay, runIdOf } from './helpers';

const GT8 = 'GT8-100D/2S-M';
const ET = 'ET 2010 (Citylink)';
const EMU = 'Baureihe 1440';

function vehicle(number: string, series = GT8, status = 'inService', vehicleType = series === EMU ? 'emu' : 'tramTrain'): FleetVehicle {
  return { id: `id-${number}`, number, series, vehicleType, status, homeDepotId: null };
}

function circ(id: string, start: number, end: number, units = 1, vehicleType = GT8, product = 'tramTrain'): RosterCirculation {
  return { id, start, end, units, vehicleType, product };
}

const numbers = (roster: Map<string, { number: string }[]>, id: string) => (roster.get(id) ?? []).map((v) => v.number);

/** True when two circulations sharing a vehicle overlap in time (plus the reuse gap). */
function overlaps(circulations: readonly RosterCirculation[], roster: Map<string, { id: string }[]>): string[] {
  const byVehicle = new Map<string, RosterCirculation[]>();
  for (const c of circulations) for (const v of roster.get(c.id) ?? []) byVehicle.set(v.id, [...(byVehicle.get(v.id) ?? []), c]);
  const bad: string[] = [];
  for (const [v, list] of byVehicle) {
    list.sort((a, b) => a.start - b.start);
    for (let k = 1; k < list.length; k++) if (list[k].start < list[k - 1].end + REUSE_GAP_S) bad.push(`${v}: ${list[k - 1].id} / ${list[k].id}`);
  }
  return bad;
}

describe('rosterDay', () => {
  it('gives each circulation as many units as its largest vehicleCount, only vehicles in service, coupled in fleet order', () => {
    const fleet = [vehicle('803'), vehicle('801', GT8, 'reserve'), vehicle('802'), vehicle('804', GT8, 'workshop'), vehicle('805'), vehicle('806', GT8, 'outOfService')];
    const roster = rosterDay([circ('U1', 1000, 5000, 2), circ('U2', 2000, 6000, 1)], fleet);
    expect(numbers(roster, 'U1')).toEqual(['802', '803']);
    expect(numbers(roster, 'U2')).toEqual(['805']);
    expect(roster.get('U1')![0]).toEqual({ id: 'id-802', number: '802', type: GT8 });
  });

  it('never puts a vehicle in two circulations that overlap; reuses one only after the earlier circulation ended plus the gap', () => {
    const fleet = [vehicle('801'), vehicle('802')];
    const cs = [
      circ('A', 0, 3600),
      circ('B', 1800, 7200),
      // Starts before A's end + gap: no vehicle is free (A's and B's are busy).
      circ('C', 3600 + REUSE_GAP_S - 1, 9000),
      // After A's end + gap: A's vehicle comes back.
      circ('D', 3600 + REUSE_GAP_S, 9000),
    ];
    const roster = rosterDay(cs, fleet);
    expect(numbers(roster, 'A')).toEqual(['801']);
    expect(numbers(roster, 'B')).toEqual(['802']);
    expect(roster.has('C')).toBe(false);
    expect(numbers(roster, 'D')).toEqual(['801']);
    expect(overlaps(cs, roster)).toEqual([]);
  });

  it('prefers a vehicle not used yet over one coming back, so circulations get distinct vehicles when the fleet suffices', () => {
    const roster = rosterDay([circ('A', 0, 3600), circ('B', 3600 + REUSE_GAP_S + 60, 9000)], [vehicle('801'), vehicle('802')]);
    expect(numbers(roster, 'A')).toEqual(['801']);
    expect(numbers(roster, 'B')).toEqual(['802']);
  });

  it('brings back the vehicle that stands where a circulation starts', () => {
    const cs = [
      { ...circ('A', 0, 3600), origin: 'RK', destination: 'RBT' },
      { ...circ('B', 0, 3600), origin: 'RBT', destination: 'RK' },
      { ...circ('C', 3600 + REUSE_GAP_S, 9000), origin: 'RK', destination: 'RBT' },
    ];
    const roster = rosterDay(cs, [vehicle('801'), vehicle('802')]);
    expect(numbers(roster, 'A')).toEqual(['801']);
    // 801 and 802 are both free; 802 ended at RK, where C starts.
    expect(numbers(roster, 'C')).toEqual(['802']);
    expect(numbers(rosterDay(cs.map((c) => ({ ...c, origin: undefined })), [vehicle('801'), vehicle('802')]), 'C')).toEqual(['801']);
  });

  it("prefers the trips' series, falls back to another vehicle of the same type, never to another type", () => {
    const fleet = [vehicle('801'), vehicle('901', ET), vehicle('902', ET), vehicle('2001', EMU), vehicle('2002', EMU)];
    const cs = [
      circ('S7', 0, 5000, 1, ET),
      circ('S4', 100, 5000, 2, GT8),
      circ('RB', 200, 5000, 1, EMU, 'regionalBahn'),
      circ('S8', 300, 5000, 1, GT8),
    ];
    const roster = rosterDay(cs, fleet);
    expect(numbers(roster, 'S7')).toEqual(['901']);
    // One GT8 left, the second unit is the other tram-train (an ET 2010), not an EMU.
    expect(numbers(roster, 'S4')).toEqual(['801', '902']);
    expect(numbers(roster, 'RB')).toEqual(['2001']);
    // No tram-train is free; the free EMU does not work a tram-train line.
    expect(roster.has('S8')).toBe(false);
  });

  it('knows the type of a circulation by series, by vehicle type or by the line product', () => {
    const fleet = [vehicle('801'), vehicle('2001', EMU), vehicle('9001', 'VT 642', 'inService', 'dmu')];
    expect(vehicleTypesFor({ vehicleType: EMU, product: 'tramTrain' }, fleet)).toEqual(['emu']);
    expect(vehicleTypesFor({ vehicleType: 'tramTrain', product: 'regionalBahn' }, fleet)).toEqual(['tramTrain']);
    expect(vehicleTypesFor({ vehicleType: '', product: 'regionalBahn' }, fleet)).toEqual(['emu', 'dmu']);
    expect(vehicleTypesFor({ vehicleType: 'unknown series', product: 'replacementBus' }, fleet)).toEqual([]);
    // A GTFS feed without vehicle types on a rail replacement bus gets no rail vehicle.
    expect(rosterDay([circ('SEV', 0, 100, 1, '', 'replacementBus')], fleet).size).toBe(0);
  });

  it('gives fewer units when too few are free', () => {
    const roster = rosterDay([circ('A', 0, 3600, 1), circ('B', 10, 3600, 2)], [vehicle('801'), vehicle('802')]);
    expect(numbers(roster, 'A')).toEqual(['801']);
    expect(numbers(roster, 'B')).toEqual(['802']);
  });

  it('is deterministic: the order of the fleet and of the circulations does not matter', () => {
    const fleet = ['801', '1001', '802', '99', '803'].map((n) => vehicle(n));
    const cs = [circ('B', 50, 900, 2), circ('A', 0, 1000, 1), circ('C', 50, 900, 1)];
    const one = rosterDay(cs, fleet);
    const two = rosterDay([...cs].reverse(), [...fleet].reverse());
    expect([...two.entries()].sort()).toEqual([...one.entries()].sort());
    // Numbers compare as numbers: 99 comes before 801, 1001 last.
    expect(numbers(one, 'A')).toEqual(['99']);
    expect(numbers(one, 'B')).toEqual(['801', '802']);
    expect(numbers(one, 'C')).toEqual(['803']);
  });
});

/** One service of a generated timetable as a DayTimetable (what the timetable store would load). */
function serviceDay(data: TimetableData, serviceId: string, operatingDay: string): DayTimetable {
  const stopsByTrip = new Map<number, DayTrip['stops']>();
  const st = data.stopTimes;
  for (let r = 0; r < st.length; r++) {
    const list = stopsByTrip.get(st.trip[r]) ?? [];
    list.push({ stopId: data.stops[st.stop[r]].id, km: st.km[r], arrival: st.arrival[r], departure: st.departure[r], platform: st.platform[r] });
    stopsByTrip.set(st.trip[r], list);
  }
  const trips = data.trips
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.serviceId === serviceId)
    .map(({ t: { serviceId: _s, ...t }, i }) => ({ ...t, stops: stopsByTrip.get(i) ?? [] }));
  return {
    versionId: 'demo', operatingDay,
    stops: new Map(data.stops.map((s) => [s.id, s])),
    lines: new Map(data.lines.map((l) => [l.id, l])),
    routes: new Map(data.routes.map((r) => [r.id, r])),
    trips,
  };
}

describe('the demo fleet on the demo network', () => {
  const data = generateDemoTimetable(loadStations());
  const seeded = demoFleet();
  const fleet: FleetVehicle[] = seeded.map((v) => ({ id: v.vehicleNumber, number: v.vehicleNumber, series: v.series, vehicleType: v.vehicleType, status: v.status, homeDepotId: null }));

  it('has unique vehicle numbers and UIC numbers of the declared pattern with a valid check digit', () => {
    expect(new Set(seeded.map((v) => v.vehicleNumber)).size).toBe(seeded.length);
    expect(new Set(seeded.map((v) => v.uicNumber)).size).toBe(seeded.length);
    for (const v of seeded) {
      expect(v.uicNumber).toMatch(/^[0-9]{2} [0-9]{2} [0-9]{4} [0-9]{3}-[0-9]$/);
      const [digits, check] = v.uicNumber.replace(/ /g, '').split('-');
      expect(uicCheckDigit(digits)).toBe(Number(check));
    }
    // Published examples: 31 81 665 0 286-0 and 21 80 155 9 084-5.
    expect(uicCheckDigit('31816650286')).toBe(0);
    expect(uicCheckDigit('21801559084')).toBe(5);
    expect(seeded.find((v) => v.vehicleNumber === '801')).toMatchObject({ series: GT8, homeDepotId: { $ref: { field: 'stationCode', value: 'RK' } } });
  });

  for (const [dayType, serviceId] of Object.entries(SERVICE_IDS)) {
    it(`covers every circulation of a ${dayType} with its full units, the right type, no vehicle twice at a time, reserve untouched`, () => {
      const plan = buildDayPlan(serviceDay(data, serviceId, DAY), { seed: 'test', simulate: false });
      const cs = rosterCirculations(plan);
      const roster = rosterDay(cs, fleet);
      expect(cs.length).toBeGreaterThan(0);
      for (const c of cs) expect(roster.get(c.id)?.length, c.id).toBe(c.units);
      expect(overlaps(cs, roster)).toEqual([]);
      const used = new Set([...roster.values()].flat().map((v) => v.id));
      const byId = new Map(fleet.map((v) => [v.id, v]));
      for (const id of used) expect(byId.get(id)!.status).toBe('inService');
      // RB 47 runs EMUs, the S-lines tram-trains.
      for (const c of cs) {
        const types = new Set(roster.get(c.id)!.map((v) => byId.get(v.id)!.vehicleType));
        expect([...types], c.id).toEqual([c.id.startsWith('U-RB47') ? 'emu' : 'tramTrain']);
      }
      // Each run shows the first vehicleCount units of its circulation.
      const runs = rosterRuns(plan, fleet);
      plan.runs.forEach((r, i) => {
        const set = roster.get(cs[plan.circulationOf[i]].id)!;
        expect(runs[i]).toEqual(set.slice(0, r.trip.vehicleCount));
      });
      if (dayType === 'weekday') {
        expect(cs).toHaveLength(85);
        expect(cs.filter((c) => c.units === 2).length).toBeGreaterThan(60);
      }
    });
  }
});

describe('a live day with a roster', () => {
  const fleet = [vehicle('801'), vehicle('802'), vehicle('803'), vehicle('804'), vehicle('805', GT8, 'reserve')];
  /** The fixture day with the fleet and without disturbances. */
  const day = () => {
    const d = new LiveDay(dayTimetable(DAY), DAY, { seed: 'test', simulate: true, tz: TZ, fleet });
    for (const p of d.plan.runs) {
      const x = p.disturbances;
      x.startDelay = 0;
      for (const a of [x.crowd, x.door, x.hold, x.signal]) a.fill(0);
    }
    d.resimulate();
    return d;
  };

  it('shows the rostered vehicles on every run of a circulation', () => {
    const d = day();
    d.advance(at(hms(5, 59)));
    // The fixture's trips plan two units each: U1 starts first and gets 801+802.
    expect(d.row(d.indexOf(runIdOf('U1-0')))).toMatchObject({ vehicleNumbers: ['801', '802'], vehicleCount: 2, vehicleType: GT8 });
    expect(d.row(d.indexOf(runIdOf('U1-5'))).vehicleNumbers).toEqual(['801', '802']);
    expect(d.row(d.indexOf(runIdOf('U2-0'))).vehicleNumbers).toEqual(['803', '804']);
  });

  it('an assignment overrides the roster for the run or the rest of the circulation; undo returns to the roster', () => {
    const d = day();
    d.advance(at(hms(5, 59)));
    const spare = [{ id: 'id-805', number: '805', type: GT8 }];
    const one = measure({ runId: runIdOf('U1-1'), type: 'assignVehicle', vehicleIds: ['id-805'] }, spare);
    d.addMeasure(one);
    expect(d.row(d.indexOf(runIdOf('U1-1')))).toMatchObject({ vehicleNumbers: ['805'], vehicleCount: 1 });
    expect(d.row(d.indexOf(runIdOf('U1-2'))).vehicleNumbers).toEqual(['801', '802']);
    const whole = measure({ runId: runIdOf('U1-2'), type: 'assignVehicle', vehicleIds: ['id-805'], wholeCirculation: true }, spare);
    d.addMeasure(whole);
    expect(d.row(d.indexOf(runIdOf('U1-5'))).vehicleNumbers).toEqual(['805']);
    expect(d.row(d.indexOf(runIdOf('U1-0'))).vehicleNumbers).toEqual(['801', '802']);
    d.removeMeasure(whole.summary.id);
    d.removeMeasure(one.summary.id);
    for (const k of [0, 1, 2, 5]) expect(d.row(d.indexOf(runIdOf(`U1-${k}`))).vehicleNumbers).toEqual(['801', '802']);
  });

  it('a rostered vehicle sent to the workshop puts its runs out of service', () => {
    const d = day();
    d.advance(at(hms(6, 1)));
    expect(d.row(d.indexOf(runIdOf('U1-0'))).status).toBe('inService');
    d.setVehicleStatus('id-802', 'workshop');
    d.advance(at(hms(6, 1, 1)));
    expect(d.row(d.indexOf(runIdOf('U1-0'))).status).toBe('outOfService');
    expect(d.row(d.indexOf(runIdOf('U2-0'))).status).not.toBe('outOfService');
    d.setVehicleStatus('id-802', 'inService');
    d.advance(at(hms(6, 1, 2)));
    expect(d.row(d.indexOf(runIdOf('U1-0'))).status).toBe('inService');
  });

  it('without a fleet the runs show no vehicles (as before)', () => {
    const d = quietDay();
    d.advance(at(hms(5, 59)));
    expect(d.row(d.indexOf(runIdOf('U1-0')))).toMatchObject({ vehicleNumbers: [], vehicleCount: 2 });
  });
});

describe('only vehicles of the version\'s network are rostered (issue 11, item 8)', () => {
  const network = { tripVehicleTypes: new Set([GT8]), stationIds: new Set(['st-1']) };
  it('a vehicle fits when the trips name its series or its home depot is a station of the network', () => {
    const bySeries = vehicle('801');
    const byDepot = { ...vehicle('2001', EMU), homeDepotId: 'st-1' };
    const elsewhere = { ...vehicle('2002', EMU), homeDepotId: 'st-9' };
    const noDepot = vehicle('901', ET);
    expect(fleetForNetwork([bySeries, byDepot, elsewhere, noDepot], network).map((v) => v.number)).toEqual(['801', '2001']);
    expect(fleetForNetwork([bySeries, byDepot], { tripVehicleTypes: new Set(), stationIds: new Set() })).toEqual([]);
  });

  /** The fixture day as an imported feed would give it: no vehicle type, stops without stations. */
  function importedDay(depotStation: string | null): DayTimetable {
    const tt = dayTimetable(DAY);
    const stops = new Map([...tt.stops].map(([id, s], k) => [id, { ...s, stationId: k === 0 ? depotStation : null }]));
    return { ...tt, stops, trips: tt.trips.map((t) => ({ ...t, vehicleType: '' })) };
  }

  it('an imported feed whose trips name no vehicle type gets no vehicles of the demo fleet', () => {
    const fleet = [vehicle('801'), vehicle('802'), { ...vehicle('803'), homeDepotId: 'st-depot' }];
    const d = new LiveDay(importedDay(null), DAY, { seed: 'test', simulate: true, tz: TZ, fleet });
    d.advance(at(hms(5, 59)));
    expect(d.size).toBeGreaterThan(0);
    expect(d.rostered.every((v) => v === null)).toBe(true);
    expect(d.row(d.indexOf(runIdOf('U1-0'))).vehicleNumbers).toEqual([]);
  });

  it('a vehicle whose home depot is a station of the imported network is rostered there', () => {
    const fleet = [vehicle('801'), { ...vehicle('803'), homeDepotId: 'st-depot' }];
    const d = new LiveDay(importedDay('st-depot'), DAY, { seed: 'test', simulate: true, tz: TZ, fleet });
    d.advance(at(hms(5, 59)));
    const used = new Set(d.rostered.flatMap((v) => v ?? []).map((v) => v.number));
    expect([...used]).toEqual(['803']);
  });
});
