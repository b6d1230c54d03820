/**
 * The demo network as plain data: six lines of the Karlsruhe Stadtbahn and its regional
 * neighbours, each a real station sequence by ril100 code (all present in db-stations 5.0.2 with
 * coordinates), plus the service plan per day type. generate.ts turns it into a TimetableData.
 *
 * Only DB stations exist in the station data, so the tram stops in the towns (Karlsruhe
 * Marktplatz, Heilbronn Harmonie, the Murgtal and Kraichgau halts of the AVG, …) are not
 * listed: a segment counts them as `halts` (the train stops there, which makes the running
 * time realistic) without showing them. S1 and S2 run only on such tracks, so they are not part
 * of the demo; S31 ends at Bruchsal because the Kraichtal stations are missing.
 */
import type { NetworkLine } from '../../../src/shared/operations/network';

export type DayType = 'weekday' | 'saturday' | 'sunday';
export const DAY_TYPES: readonly DayType[] = ['weekday', 'saturday', 'sunday'];

/** Running-time profile of a segment (see runningTime.ts). */
export type SpeedProfileName = 'tramTrain' | 'street' | 'emu';

/** What lies between two listed stations (in direction 0 order). */
export interface DemoSegment {
  /** Unlisted intermediate halts (tram stops, AVG halts not in db-stations) the train serves. */
  halts?: number;
  /** Street running through a town centre (tram speed, traffic lights). */
  street?: boolean;
  /** Track length / straight-line distance when the default TRACK_FACTOR is far off (winding tram route). */
  factor?: number;
}

/** A clock-face period: departures every `headway` minutes from `from` (incl.) to `to` (excl.), "HH:MM", hours may exceed 23. */
export interface ServicePeriod {
  from: string;
  to: string;
  headway: number;
  /** Minute of the direction-0 departures in this period, when not the pattern's. */
  offset?: number;
  /**
   * Minute of the direction-1 departures, when not the one `returnMinute` picks for the layovers:
   * set where the meets on a single-track line must fall into its crossing stations.
   */
  returnOffset?: number;
}

/** One stopping pattern of a line: the whole line or a short working between two of its stations. */
export interface DemoPattern {
  /** Station codes in direction 0 order; absent = the line's termini. */
  from?: string;
  to?: string;
  /** Minute of the hour of the first direction-0 departure slot (departures fall on offset + k·headway). */
  offset: number;
  /** Peak trips get a second unit coupled (vehicleCount 2). */
  doubleInPeak?: boolean;
  periods: Record<DayType, ServicePeriod[]>;
}

/**
 * A line of the demo network: the network's line (its name: the demo termini; colours, product and
 * network as in the lines resource seed, src/resources/lines/resource.ts) without the id the
 * timetable gives it, plus how it runs.
 */
export interface DemoLine extends Omit<NetworkLine, 'id'> {
  /** Train numbers are prefix·1000 + n, odd in direction 0, even in direction 1. */
  trainPrefix: number;
  /** As the vehicles resource's series. */
  vehicleType: string;
  /** Profile of the line's rail segments (street segments always use 'street'). */
  profile: SpeedProfileName;
  /** Station codes in direction 0 order. */
  stations: string[];
  /** Keyed "FROM-TO" in direction 0 order; segments not named have no halts. */
  segments?: Record<string, DemoSegment>;
  patterns: DemoPattern[];
}

/**
 * Tram stops listed like stations although the station data lacks them (stops without a station
 * record). Karlsruhe Marktplatz on the S4's city route: without it the S4 through the city and
 * the main line (S31, RB 47) would be one station pair Karlsruhe Hbf – Durlach, so one track
 * section, and every main-line train would overtake an S4 on it (docs/time-distance.md).
 */
export const TRAM_STOPS: Readonly<Record<string, { name: string; lat: number; lon: number }>> = {
  KA_MARKTPLATZ: { name: 'Karlsruhe Marktplatz', lat: 49.00937, lon: 8.40395 },
};

/** Track length over straight-line distance between stations (curves, detours). */
export const TRACK_FACTOR = 1.15;

/** Stations with a longer dwell (interchange, many passengers). */
export const MAIN_STATIONS: readonly string[] = ['RK', 'RKDU', 'RBT', 'TH', 'TPH', 'TM', 'RRA', 'RBB', 'RBR', 'RH', 'RWS', 'TBM'];

/** Weekday peaks (departure at the origin): doubleInPeak patterns run double units then. */
export const PEAK_WINDOWS: readonly { from: string; to: string }[] = [
  { from: '06:00', to: '09:00' },
  { from: '15:00', to: '19:00' },
];

// Service plans. Times are departures at the pattern's origin in both directions. The operating
// day runs 03:00–03:00; the last departures leave room to arrive before 27:00 (03:00).

/** Main lines: 20 minutes through the weekday, 30 at weekends, hourly late. */
const MAIN: Record<DayType, ServicePeriod[]> = {
  weekday: [
    { from: '04:30', to: '06:00', headway: 30 },
    { from: '06:00', to: '20:00', headway: 20 },
    { from: '20:00', to: '21:00', headway: 30 },
    { from: '21:00', to: '24:40', headway: 60 },
  ],
  saturday: [
    { from: '05:00', to: '09:00', headway: 60 },
    { from: '09:00', to: '19:00', headway: 30 },
    { from: '19:00', to: '24:40', headway: 60 },
  ],
  sunday: [
    { from: '06:00', to: '10:00', headway: 60 },
    { from: '10:00', to: '19:00', headway: 30 },
    { from: '19:00', to: '24:10', headway: 60 },
  ],
};

/**
 * The S4's: the half-hourly early trains 10 minutes later, so that they meet the first 20-minute
 * trains back from Öhringen in the Hohenlohebahn's crossing stations, not between them.
 */
const MAIN_S4: Record<DayType, ServicePeriod[]> = {
  ...MAIN,
  weekday: MAIN.weekday.map((p, i) => (i === 0 ? { ...p, offset: 14 } : p)),
};

/** Secondary lines: 30 minutes through the weekday, hourly otherwise. */
const SECONDARY: Record<DayType, ServicePeriod[]> = {
  weekday: [
    { from: '05:00', to: '06:00', headway: 60 },
    { from: '06:00', to: '20:00', headway: 30 },
    { from: '20:00', to: '24:10', headway: 60 },
  ],
  saturday: [
    { from: '06:00', to: '24:10', headway: 60 },
  ],
  sunday: [
    { from: '07:00', to: '23:10', headway: 60 },
  ],
};

/** Weekday Verstärker between the main line's trains (a 10-minute service): morning peak, school and afternoon peak. */
const PEAK_ONLY: Record<DayType, ServicePeriod[]> = {
  weekday: [
    { from: '06:00', to: '09:00', headway: 20 },
    { from: '13:00', to: '19:00', headway: 20 },
  ],
  saturday: [],
  sunday: [],
};

/**
 * S7 is the night line: hourly through the night every day, so that a train runs at every hour
 * of the operating day. The first trains leave both ends from 03:00, the last one leaves
 * Karlsruhe at 25:55 and reaches Achern before 27:00 (03:00), the end of the operating day.
 */
const NIGHT_EARLY: ServicePeriod = { from: '03:00', to: '05:00', headway: 60, offset: 0 };
const NIGHT_LATE: ServicePeriod = { from: '24:00', to: '26:00', headway: 60, offset: 55 };
const NIGHT_LINE: Record<DayType, ServicePeriod[]> = {
  weekday: [
    NIGHT_EARLY,
    { from: '05:00', to: '06:00', headway: 30 },
    { from: '06:00', to: '19:00', headway: 20 },
    { from: '19:00', to: '21:00', headway: 30 },
    { from: '21:00', to: '24:00', headway: 60 },
    NIGHT_LATE,
  ],
  saturday: [
    NIGHT_EARLY,
    { from: '05:00', to: '08:00', headway: 60 },
    { from: '08:00', to: '20:00', headway: 30 },
    { from: '20:00', to: '24:00', headway: 60 },
    NIGHT_LATE,
  ],
  sunday: [
    NIGHT_EARLY,
    { from: '05:00', to: '10:00', headway: 60 },
    { from: '10:00', to: '19:00', headway: 30 },
    { from: '19:00', to: '24:00', headway: 60 },
    NIGHT_LATE,
  ],
};

const STADTBAHN = { product: 'tramTrain', network: 'Stadtbahn Karlsruhe' } as const;

export const DEMO_LINES: readonly DemoLine[] = [
  {
    lineNumber: 'S4', name: 'Karlsruhe – Bretten – Heilbronn – Öhringen', color: '#9F184C', textColor: '#FFFFFF', ...STADTBAHN,
    trainPrefix: 84, vehicleType: 'GT8-100D/2S-M', profile: 'tramTrain',
    stations: ['RK', 'KA_MARKTPLATZ', 'RKDU', 'RBT', 'TH', 'TTPS', 'TWRW', 'TWR', 'TELI', 'TELL', 'TSUE', 'TSUS', 'TWLB', 'TAF', 'TESU', 'TWID', 'TSEP', 'TBZ', 'TBIF', 'TOEW', 'TOE'],
    segments: {
      // Through the city: Albtalbahnhof, Ettlinger Tor, then Marktplatz; Kronenplatz, Durlacher Tor, … to
      // Durlach (the same running time Karlsruhe Hbf – Durlach as before Marktplatz was listed).
      'RK-KA_MARKTPLATZ': { halts: 2, street: true, factor: 1.2 },
      'KA_MARKTPLATZ-RKDU': { halts: 7, street: true, factor: 1.25 },
      // Kraichgaubahn: Grötzingen, Jöhlingen, Wössingen.
      'RKDU-RBT': { halts: 6 },
      // Gölshausen, Flehingen, Sulzfeld, Eppingen, Gemmingen, Schwaigern, Leingarten, …
      'RBT-TH': { halts: 17 },
      // Heilbronn city: Harmonie, Pfühlpark, …
      'TH-TTPS': { halts: 4, street: true },
    },
    patterns: [
      { offset: 4, doubleInPeak: true, periods: MAIN_S4 },
      { to: 'RBT', offset: 14, doubleInPeak: true, periods: PEAK_ONLY },
    ],
  },
  {
    lineNumber: 'S5', name: 'Wörth – Karlsruhe – Pforzheim – Bietigheim-Bissingen', color: '#F69795', textColor: '#000000', ...STADTBAHN,
    trainPrefix: 85, vehicleType: 'GT8-100D/2S-M', profile: 'tramTrain',
    stations: ['RWRD', 'RWRZ', 'RWRT', 'RMAI', 'RKIN', 'RKDU', 'TWL', 'TPH', 'TEB', 'TNF', 'TEZ', 'TM', 'TIL', 'TV', 'TSER', 'TSA', 'TBME', 'TBM'],
    segments: {
      // Maxau.
      'RMAI-RKIN': { halts: 1 },
      // Knielingen Nord, Entenfang, Europaplatz, Marktplatz, Durlacher Tor, …
      'RKIN-RKDU': { halts: 18, street: true, factor: 1.25 },
      // Berghausen, Söllingen, Kleinsteinbach.
      'RKDU-TWL': { halts: 3 },
      // Königsbach, Ersingen, Ispringen.
      'TWL-TPH': { halts: 3 },
    },
    patterns: [
      { offset: 7, doubleInPeak: true, periods: MAIN },
      { to: 'TPH', offset: 17, doubleInPeak: true, periods: PEAK_ONLY },
    ],
  },
  {
    lineNumber: 'S7', name: 'Karlsruhe – Rastatt – Baden-Baden – Achern', color: '#FFF200', textColor: '#000000', ...STADTBAHN,
    trainPrefix: 87, vehicleType: 'ET 2010 (Citylink)', profile: 'tramTrain',
    stations: ['RK', 'RETL', 'RBRH', 'RMS', 'RMU', 'RRA', 'RHEB', 'RBB', 'RSZN', 'RSZM', 'RBBL', 'RBUE', 'RAH'],
    segments: {
      // Ottersweier.
      'RBUE-RAH': { halts: 1 },
    },
    patterns: [
      { offset: 12, doubleInPeak: true, periods: NIGHT_LINE },
      { to: 'RRA', offset: 2, doubleInPeak: true, periods: PEAK_ONLY },
    ],
  },
  {
    lineNumber: 'S8', name: 'Karlsruhe – Rastatt – Forbach – Freudenstadt', color: '#6E692A', textColor: '#FFFFFF', ...STADTBAHN,
    trainPrefix: 88, vehicleType: 'GT8-100D/2S-M', profile: 'tramTrain',
    stations: ['RK', 'RFM', 'RDUN', 'RDRM', 'RBIE', 'ROH', 'RRA', 'TFS'],
    segments: {
      // Murgtalbahn: Kuppenheim, Gaggenau, Gernsbach, Weisenbach, Forbach, Schönmünzach, Baiersbronn, …
      'RRA-TFS': { halts: 24, factor: 1.25 },
    },
    patterns: [
      { offset: 9, periods: SECONDARY },
    ],
  },
  {
    lineNumber: 'S31', name: 'Rastatt – Karlsruhe – Bruchsal', color: '#00A99D', textColor: '#FFFFFF', ...STADTBAHN,
    trainPrefix: 83, vehicleType: 'GT8-100D/2S-M', profile: 'tramTrain',
    stations: ['RRA', 'ROH', 'RBIE', 'RDRM', 'RDUN', 'RFM', 'RK', 'RKDU', 'RBR'],
    segments: {
      // Weingarten, Untergrombach.
      'RKDU-RBR': { halts: 2 },
    },
    patterns: [
      { offset: 35, periods: SECONDARY },
    ],
  },
  {
    lineNumber: 'RB 47', name: 'Karlsruhe – Bruchsal – Heidelberg', color: '#005B99', textColor: '#FFFFFF', product: 'regionalBahn', network: 'Netz Rhein-Neckar',
    trainPrefix: 47, vehicleType: 'Baureihe 1440', profile: 'emu',
    stations: ['RK', 'RKDU', 'RBR', 'RUW', 'RSFW', 'RBS', 'RBSK', 'RRM', 'RWS', 'RSIG', 'RHKM', 'RH'],
    segments: {
      // Weingarten, Untergrombach.
      'RKDU-RBR': { halts: 2 },
    },
    patterns: [
      { offset: 22, doubleInPeak: true, periods: SECONDARY },
    ],
  },
];

/** Every station code the demo network uses (to load just these stations; tram stops are no stations). */
export function demoStationCodes(lines: readonly DemoLine[] = DEMO_LINES): string[] {
  return [...new Set(lines.flatMap((l) => l.stations))].filter((code) => !(code in TRAM_STOPS)).sort();
}
