/**
 * Default vehicle rostering (pure): which vehicles of the fleet work which circulation of the
 * day before any dispatcher steps in. A circulation is one vehicle working (or a coupled set), so
 * the circulation list shows its vehicles from the start; an assignVehicle measure overrides the
 * roster for a run or the rest of its circulation, and undoing it returns to the roster.
 *
 * The model is deliberately simple (docs/operations.md, "Vehicles and rostering"): a circulation
 * holds as many units as its largest planned vehicleCount for its whole span; a run shows the
 * first `vehicleCount` of them (the second unit is coupled for the trips that need it). Only
 * vehicles in service are rostered; reserve ones stay for the dispatchers.
 */
import type { DayPlan } from './plan';
import { MAX_VEHICLES } from './measures';
import type { AssignedVehicle } from './model';

/** A vehicle of the fleet as the vehicles resource holds it. */
export interface FleetVehicle {
  id: string;
  /** Vehicle number (what the list shows). */
  number: string;
  /** Series, as the trips' vehicleType names it (e.g. "GT8-100D/2S-M"). */
  series: string;
  /** Vehicle type of the resource (tramTrain, emu, dmu, tram, …). */
  vehicleType: string;
  status: string;
  /** Home depot (vehicles.homeDepotId → stations), null when none is set. */
  homeDepotId: string | null;
}

/** What a timetable version offers to tell whether a vehicle belongs to its network. */
export interface NetworkOfVersion {
  /** The vehicleType of the trips (series such as "GT8-100D/2S-M"; GTFS has none). */
  tripVehicleTypes: ReadonlySet<string>;
  /** The station resource ids of the version's stops (demo network; GTFS stops carry none yet). */
  stationIds: ReadonlySet<string>;
}

/**
 * The vehicles that may be rostered on a version's network (issue 11, item 8): a vehicle fits
 * when the trips name its series, or its home depot is a station of the network. Everything
 * else (the demo fleet on an imported feed whose trips name no vehicle and whose stops are not
 * the demo's stations) is left out, so such a feed's runs show "no vehicle assigned" instead of
 * demo vehicles; a dispatcher may still assign any vehicle by a measure.
 */
export function fleetForNetwork(fleet: readonly FleetVehicle[], network: NetworkOfVersion): FleetVehicle[] {
  return fleet.filter((v) =>
    (v.series !== '' && network.tripVehicleTypes.has(v.series)) || (v.homeDepotId !== null && network.stationIds.has(v.homeDepotId)));
}

/** What the roster needs to know of a circulation. */
export interface RosterCirculation {
  /** circulationId (a run without a circulation: its run id). */
  id: string;
  /** Planned first departure and last arrival (service-day seconds). */
  start: number;
  end: number;
  /** Units the circulation holds: its largest vehicleCount (1..MAX_VEHICLES). */
  units: number;
  /** The trips' vehicleType: a series, a vehicle type, or empty. */
  vehicleType: string;
  /** The line's product (tramTrain, regionalBahn, …). */
  product: string;
  /** Stop where it starts and where it ends (a vehicle coming back is preferred where it stands). */
  origin?: string;
  destination?: string;
}

/** Only these are rostered; reserve, workshop and out-of-service vehicles are not. */
export const ROSTER_STATUS = 'inService';

/**
 * A vehicle that finished a circulation may work a later one after this long: the run to the
 * depot or to the next circulation's origin, and preparation.
 */
export const REUSE_GAP_S = 30 * 60;

/** Vehicle types that can work a line of a product when the trips name no known series. */
const TYPES_BY_PRODUCT: Record<string, string[]> = {
  tramTrain: ['tramTrain'],
  tram: ['tram', 'tramTrain'],
  sBahn: ['emu'],
  regionalBahn: ['emu', 'dmu'],
  regionalExpress: ['emu', 'dmu'],
  replacementBus: [],
};
/** Multiple units that can run alone (no locomotive-hauled sets): the default for unknown products. */
const SELF_PROPELLED = ['tramTrain', 'emu', 'dmu', 'tram'];

const collator = new Intl.Collator('en', { numeric: true });

/** Fleet order: by vehicle number, numbers compared as numbers (801 < 1001), then by id. */
export function compareVehicles(a: FleetVehicle, b: FleetVehicle): number {
  return collator.compare(a.number, b.number) || collator.compare(a.id, b.id);
}

/**
 * The vehicle types that may work a circulation: the type of the fleet's vehicles of the trips'
 * series; else the trips' vehicleType when it is a vehicle type itself; else by the line's product.
 */
export function vehicleTypesFor(c: Pick<RosterCirculation, 'vehicleType' | 'product'>, fleet: readonly FleetVehicle[]): string[] {
  const ofSeries = [...new Set(fleet.filter((v) => v.series === c.vehicleType).map((v) => v.vehicleType))];
  if (c.vehicleType && ofSeries.length) return ofSeries;
  if (SELF_PROPELLED.includes(c.vehicleType)) return [c.vehicleType];
  return TYPES_BY_PRODUCT[c.product] ?? SELF_PROPELLED;
}

/**
 * Rosters the circulations on the fleet's vehicles in service. Circulations are taken in order of
 * their first departure; each gets its units from the vehicles free at its start, preferring the
 * trips' series over other vehicles of a fitting type, and a vehicle not yet used today over one
 * coming back from an earlier circulation (at least REUSE_GAP_S after that one ended: first the
 * one that ended where this one starts, then the one waiting longest). No vehicle works two
 * circulations that overlap in time. When too few vehicles are free a circulation gets fewer
 * units (or none): the plan shows the gap, the dispatchers fill it. Deterministic: the same
 * circulations and fleet always give the same roster.
 */
export function rosterDay(circulations: readonly RosterCirculation[], fleet: readonly FleetVehicle[]): Map<string, AssignedVehicle[]> {
  const roster = new Map<string, AssignedVehicle[]>();
  const vehicles = fleet.filter((v) => v.status === ROSTER_STATUS).sort(compareVehicles);
  // Per vehicle (same order): when it is free again; -Infinity = not used yet.
  const freeAt = new Float64Array(vehicles.length).fill(-Infinity);
  const standsAt: (string | undefined)[] = vehicles.map(() => undefined);
  const order = [...circulations].sort((a, b) => a.start - b.start || collator.compare(a.id, b.id));
  const typesCache = new Map<string, string[]>();
  for (const c of order) {
    const key = `${c.vehicleType}\u0000${c.product}`;
    let types = typesCache.get(key);
    if (!types) {
      types = vehicleTypesFor(c, fleet);
      typesCache.set(key, types);
    }
    const units = Math.max(1, Math.min(MAX_VEHICLES, Math.round(c.units) || 1));
    const candidates: { k: number; rank: number }[] = [];
    vehicles.forEach((v, k) => {
      if (!types.includes(v.vehicleType)) return;
      const fresh = freeAt[k] === -Infinity;
      if (!fresh && freeAt[k] > c.start) return;
      // Series before other types; unused before reused (standing here first); then waiting longest, then fleet order.
      const here = !fresh && c.origin !== undefined && standsAt[k] === c.origin;
      candidates.push({ k, rank: (v.series === c.vehicleType ? 0 : 3) + (fresh ? 0 : here ? 1 : 2) });
    });
    candidates.sort((a, b) => a.rank - b.rank || freeAt[a.k] - freeAt[b.k] || a.k - b.k);
    const picked = candidates.slice(0, units).map(({ k }) => k);
    // Coupling order follows the fleet order, so a pair reads "801+802".
    picked.sort((a, b) => a - b);
    for (const k of picked) {
      freeAt[k] = c.end + REUSE_GAP_S;
      standsAt[k] = c.destination;
    }
    if (picked.length) {
      roster.set(c.id, picked.map((k) => ({ id: vehicles[k].id, number: vehicles[k].number, type: vehicles[k].series || vehicles[k].vehicleType })));
    }
  }
  return roster;
}

/** The roster's view of a day plan's circulations (the key: circulationId, else the run id). */
export function rosterCirculations(plan: DayPlan): RosterCirculation[] {
  return plan.circulations.map((g) => {
    const first = plan.runs[g[0]];
    const last = plan.runs[g[g.length - 1]];
    const trips = g.map((i) => plan.runs[i].trip);
    return {
      id: first.trip.circulationId ?? first.id,
      start: first.dep[0],
      end: last.arr[last.arr.length - 1],
      units: trips.reduce((n, t) => Math.max(n, t.vehicleCount), 1),
      vehicleType: trips.find((t) => t.vehicleType)?.vehicleType ?? '',
      product: first.line.product,
      origin: first.stops[0].stopId,
      destination: last.stops[last.stops.length - 1].stopId,
    };
  });
}

/**
 * The rostered vehicles of every run of a day (index = run index): the first `vehicleCount`
 * units of its circulation's set, null when the circulation got none.
 */
export function rosterRuns(plan: DayPlan, fleet: readonly FleetVehicle[]): (AssignedVehicle[] | null)[] {
  const out: (AssignedVehicle[] | null)[] = plan.runs.map(() => null);
  if (!fleet.length || !plan.runs.length) return out;
  const circulations = rosterCirculations(plan);
  const roster = rosterDay(circulations, fleet);
  plan.circulations.forEach((g, c) => {
    const set = roster.get(circulations[c].id);
    if (!set) return;
    for (const i of g) out[i] = set.slice(0, Math.max(1, plan.runs[i].trip.vehicleCount));
  });
  return out;
}
