/**
 * Demo station tracks (StationTrack resource, Gleismapping; loaded once when its table is created):
 * the platform tracks of the demo network's main stations with the lines that normally use them,
 * and one track at each halt of the single-track Hohenlohebahn (so trains cannot meet there; a
 * station without declared tracks counts as a crossing station). Minimum turnarounds at termini
 * where the walk to the other cab or the layout needs more than MIN_TURNAROUND_S.
 */

type Direction = 'both' | 'ascending' | 'descending';

interface TrackSpec {
  track: string;
  lines?: string;
  direction?: Direction;
  lengthM?: number;
  minTurnaroundS?: number;
  remarks?: string;
}

/** Station code → its tracks. */
export const DEMO_STATION_TRACKS: Record<string, TrackSpec[]> = {
  // Karlsruhe Hbf: the Stadtbahn and RB 47 tracks (the long-distance tracks are not dispatched here).
  RK: [
    { track: '1', lines: 'S7, S8', direction: 'ascending', lengthM: 220 },
    { track: '2', lines: 'S7, S8, S31', direction: 'descending', lengthM: 220 },
    { track: '3', lines: 'S4, S31', direction: 'ascending', lengthM: 210 },
    { track: '4', lines: 'S4', direction: 'descending', lengthM: 210 },
    { track: '101', lines: 'RB 47', direction: 'both', lengthM: 300, minTurnaroundS: 300, remarks: 'Wendegleis RB 47' },
    { track: '102', lines: 'S7, S8', direction: 'both', lengthM: 160 },
  ],
  // Durlach: each line group on its own pair of tracks (S4, S31 with RB 47, S5 meet here within minutes).
  RKDU: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 180 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 180 },
    { track: '3', lines: 'S31, RB 47', direction: 'ascending', lengthM: 240 },
    { track: '4', lines: 'S31, RB 47', direction: 'descending', lengthM: 240 },
    { track: '5', lines: 'S5', direction: 'ascending', lengthM: 180 },
    { track: '6', lines: 'S5', direction: 'descending', lengthM: 180 },
  ],
  RBT: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 180 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 180 },
    { track: '3', lines: 'S4', direction: 'both', lengthM: 120, minTurnaroundS: 240, remarks: 'Wendegleis Verstärker Karlsruhe – Bretten' },
  ],
  TH: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 200 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 200 },
    { track: '3', direction: 'both', lengthM: 300 },
    { track: '4', direction: 'both', lengthM: 300 },
  ],
  TWR: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 120 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 120, remarks: 'Kreuzungsbahnhof' },
  ],
  TWLB: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 110 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 110, remarks: 'Kreuzungsbahnhof' },
  ],
  // Ellhofen: a crossing loop (the hourly evening trains and the first morning ones meet here).
  TELL: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 110 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 110, remarks: 'Kreuzungsbahnhof' },
  ],
  TBZ: [
    { track: '1', lines: 'S4', direction: 'ascending', lengthM: 110 },
    { track: '2', lines: 'S4', direction: 'descending', lengthM: 110, remarks: 'Kreuzungsbahnhof' },
  ],
  TOE: [
    { track: '1', lines: 'S4', direction: 'both', lengthM: 160, minTurnaroundS: 240 },
    { track: '2', lines: 'S4', direction: 'both', lengthM: 160, minTurnaroundS: 240 },
  ],
  RRA: [
    { track: '1', lines: 'S7', direction: 'descending', lengthM: 220 },
    { track: '2', lines: 'S7', direction: 'ascending', lengthM: 220 },
    { track: '3', lines: 'S8', direction: 'both', lengthM: 150, remarks: 'Murgtal' },
    { track: '4', lines: 'S31', direction: 'both', lengthM: 150, minTurnaroundS: 240, remarks: 'Wendegleis S31' },
  ],
  RBB: [
    { track: '1', lines: 'S7', direction: 'ascending', lengthM: 220 },
    { track: '2', lines: 'S7', direction: 'descending', lengthM: 220 },
    { track: '3', direction: 'both', lengthM: 300 },
  ],
  RAH: [
    { track: '1', lines: 'S7', direction: 'both', lengthM: 150, minTurnaroundS: 240 },
    { track: '2', lines: 'S7', direction: 'both', lengthM: 150, minTurnaroundS: 240 },
  ],
  TFS: [
    { track: '1', lines: 'S8', direction: 'both', lengthM: 140, minTurnaroundS: 300, remarks: 'Wende nach der Steilstrecke' },
    { track: '2', lines: 'S8', direction: 'both', lengthM: 140, minTurnaroundS: 300 },
    { track: '3', direction: 'both', lengthM: 250 },
  ],
  TPH: [
    { track: '1', lines: 'S5', direction: 'ascending', lengthM: 220 },
    { track: '2', lines: 'S5', direction: 'descending', lengthM: 220 },
    { track: '3', lines: 'S5', direction: 'both', lengthM: 150, minTurnaroundS: 240, remarks: 'Wendegleis Verstärker Wörth – Pforzheim' },
    { track: '4', direction: 'both', lengthM: 300 },
    { track: '5', direction: 'both', lengthM: 300 },
  ],
  TBM: [
    { track: '1', lines: 'S5', direction: 'both', lengthM: 150, minTurnaroundS: 240 },
    { track: '2', lines: 'S5', direction: 'both', lengthM: 150, minTurnaroundS: 240 },
    { track: '3', direction: 'both', lengthM: 350 },
  ],
  RBR: [
    { track: '1', lines: 'RB 47', direction: 'ascending', lengthM: 300 },
    { track: '2', lines: 'RB 47', direction: 'descending', lengthM: 300 },
    { track: '3', lines: 'S31', direction: 'both', lengthM: 150, minTurnaroundS: 240, remarks: 'Wendegleis S31' },
    { track: '4', direction: 'both', lengthM: 350 },
  ],
  RH: [
    { track: '1', lines: 'RB 47', direction: 'both', lengthM: 300, minTurnaroundS: 300 },
    { track: '2', lines: 'RB 47', direction: 'both', lengthM: 300, minTurnaroundS: 300 },
    { track: '3', direction: 'both', lengthM: 400 },
  ],
  RWRD: [
    { track: '1', lines: 'S5', direction: 'both', lengthM: 130, minTurnaroundS: 240 },
    { track: '2', lines: 'S5', direction: 'both', lengthM: 130, minTurnaroundS: 240 },
  ],
};

/** Halts of the single-track Hohenlohebahn: one platform track, no crossing possible. */
const SINGLE_TRACK_HALTS = ['TELI', 'TSUE', 'TSUS', 'TAF', 'TESU', 'TWID', 'TSEP', 'TBIF', 'TOEW'];
for (const code of SINGLE_TRACK_HALTS) {
  DEMO_STATION_TRACKS[code] = [{ track: '1', lines: 'S4', direction: 'both', lengthM: 90, remarks: 'Haltepunkt an eingleisiger Strecke' }];
}

export async function* rows(): AsyncGenerator<Record<string, unknown>> {
  for (const [code, tracks] of Object.entries(DEMO_STATION_TRACKS)) {
    for (const t of tracks) {
      yield {
        stationId: { $ref: { field: 'stationCode', value: code } },
        track: t.track,
        lengthM: t.lengthM ?? null,
        lineNumbers: t.lines ?? null,
        direction: t.direction ?? 'both',
        minTurnaroundS: t.minTurnaroundS ?? null,
        active: true,
        remarks: t.remarks ?? null,
      };
    }
  }
}
