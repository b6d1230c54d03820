/**
 * The demo fleet (vehicles resource, first start): enough vehicles for the demo network's weekday
 * (85 circulations, double units in the peaks: 119 tram-train and 8 EMU units at the same time,
 * docs/operations.md "Vehicles and rostering") plus reserve and a few in the workshop.
 * Deterministic: the same rows on every installation.
 *
 * - GT8-100D/2S-M 801–900 (tram-train, S4, S5, S8, S31)
 * - ET 2010 "Citylink" 901–940 (tram-train, S7)
 * - Baureihe 1440 2001–2012 (electric multiple units, RB 47)
 *
 * Home depots are station codes (resolved to the stations table by the seed loader).
 */

/** A row as the vehicles resource declares it (homeDepotId by station code). */
export type SeedVehicle = Record<string, unknown> & { vehicleNumber: string; uicNumber: string; series: string; vehicleType: string; status: string };

/**
 * UIC (EVN) check digit: the 11 digits weighted 2, 1, 2, … from the left, the digits of the
 * products summed, the complement to the next multiple of ten.
 */
export function uicCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].forEach((d, i) => {
    const p = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += p > 9 ? p - 9 : p;
  });
  return (10 - (sum % 10)) % 10;
}

/** "95 80 0450 801-c" from the 11 digits' parts. */
export function uicNumber(prefix: string, serial: number): string {
  const nnn = String(serial).padStart(3, '0');
  return `${prefix} ${nnn}-${uicCheckDigit(`${prefix}${nnn}`.replace(/\s/g, ''))}`;
}

const depot = (code: string) => ({ $ref: { field: 'stationCode', value: code } });
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** GT8-100D/2S-M: a few in the workshop, every 20th in reserve. */
function gt8(n: number): SeedVehicle {
  const k = n - 801;
  const year = 1997 + Math.floor(k / 15);
  const status = [805, 845, 885].includes(n) ? 'workshop' : n % 20 === 0 ? 'reserve' : 'inService';
  return {
    vehicleNumber: String(n), uicNumber: uicNumber('95 80 0450', n), series: 'GT8-100D/2S-M', vehicleType: 'tramTrain',
    manufacturer: 'Bombardier', yearBuilt: year, seats: 100, standingPlaces: 140, wheelchairSpaces: 2, bicycleSpaces: 4,
    lowFloor: false, lengthM: 37, maxSpeedKmh: 100, status,
    homeDepotId: depot(n <= 850 ? 'RK' : n <= 880 ? 'TH' : 'RRA'),
    commissionedOn: iso(year, 1 + (k % 12), 1), nextInspectionDue: iso(2026 + (k % 4), 1 + ((k * 5) % 12), 15),
    remarks: status === 'workshop' ? (n === 805 ? 'Hauptuntersuchung' : 'Radsatztausch') : null,
  };
}

/** ET 2010 "Citylink": every 8th in reserve, two in the workshop. */
function et2010(n: number): SeedVehicle {
  const k = n - 901;
  const year = 2014 + Math.floor(k / 10);
  const status = [919, 939].includes(n) ? 'workshop' : n % 8 === 0 ? 'reserve' : 'inService';
  return {
    vehicleNumber: String(n), uicNumber: uicNumber('95 80 0452', n), series: 'ET 2010 (Citylink)', vehicleType: 'tramTrain',
    manufacturer: 'Vossloh', yearBuilt: year, seats: 84, standingPlaces: 170, wheelchairSpaces: 4, bicycleSpaces: 6,
    lowFloor: true, lengthM: 37.2, maxSpeedKmh: 100, status,
    homeDepotId: depot(n <= 920 ? 'TH' : 'RK'),
    commissionedOn: iso(year, 1 + ((k * 7) % 12), 1), nextInspectionDue: iso(2027 + (k % 3), 1 + (k % 12), 28 - (k % 3)),
    remarks: status === 'workshop' ? 'Klimaanlage defekt' : null,
  };
}

/** Baureihe 1440 (Coradia Continental) for RB 47: one damaged, one in the workshop, one in reserve. */
function br1440(n: number): SeedVehicle {
  const k = n - 2001;
  const status = n === 2001 ? 'outOfService' : n === 2007 ? 'workshop' : n === 2012 ? 'reserve' : 'inService';
  return {
    vehicleNumber: String(n), uicNumber: uicNumber('94 80 1440', 101 + k), series: 'Baureihe 1440', vehicleType: 'emu',
    manufacturer: 'Alstom', yearBuilt: 2019, seats: 180, standingPlaces: 220, wheelchairSpaces: 2, bicycleSpaces: 12,
    lowFloor: true, lengthM: 74, maxSpeedKmh: 160, status,
    homeDepotId: depot(n <= 2006 ? 'RBR' : 'RH'),
    commissionedOn: iso(2019, 6 + (k % 6), 1), nextInspectionDue: iso(2027, 1 + k, 1),
    remarks: n === 2001 ? 'Unfallschaden, wartet auf Gutachten' : n === 2007 ? 'Fristuntersuchung' : null,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every vehicle of the demo fleet, in vehicle-number order. */
export function demoFleet(): SeedVehicle[] {
  return [...range(801, 900).map(gt8), ...range(901, 940).map(et2010), ...range(2001, 2012).map(br1440)];
}

export async function* rows(): AsyncGenerator<Record<string, unknown>> {
  yield* demoFleet();
}
