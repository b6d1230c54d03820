/**
 * Demo track sections (TrackSection resource, loaded once when its table is created): one section
 * for every pair of consecutive stations of the demo lines (server/operations/demo-network/network.ts),
 * double track with a 120 s minimum headway unless listed below as single track (180 s).
 *
 * Single track, as on the real lines: the Hohenlohebahn Weinsberg – Öhringen (S4) between the
 * crossing stations Weinsberg, Ellhofen, Willsbach, Bretzfeld and Öhringen (the demo's station tracks: the
 * halts in between have one track, so trains cannot meet there), with short double-track
 * stretches into Willsbach and Öhringen.
 * The Murgtalbahn Rastatt – Freudenstadt (S8) and the Kraichgaubahn Bretten – Heilbronn (S4) are
 * single track too, but their crossing stations (AVG halts) are not in the station data: each is
 * one section of about an hour, on which every planned meet would be a conflict. They are
 * declared double track (meets possible in between), with a remark saying so.
 */
import { DEMO_LINES, TRAM_STOPS, type DemoLine } from '../operations/demo-network/network';

interface SectionSpec {
  tracks: 1 | 2;
  minHeadwayS: number;
  remarks?: string;
}

const SINGLE_HEADWAY_S = 180;
const DOUBLE_HEADWAY_S = 120;

/** Single-track sections by "A-B" in either order. */
const SINGLE: Record<string, string> = {
  'TWR-TELI': 'Hohenlohebahn: eingleisig',
  'TELI-TELL': 'Hohenlohebahn: eingleisig',
  'TELL-TSUE': 'Hohenlohebahn: eingleisig',
  'TSUE-TSUS': 'Hohenlohebahn: eingleisig',
  'TWLB-TAF': 'Hohenlohebahn: eingleisig',
  'TAF-TESU': 'Hohenlohebahn: eingleisig',
  'TESU-TWID': 'Hohenlohebahn: eingleisig',
  'TWID-TSEP': 'Hohenlohebahn: eingleisig',
  'TSEP-TBZ': 'Hohenlohebahn: eingleisig',
  'TBZ-TBIF': 'Hohenlohebahn: eingleisig',
  'TOEW-TOE': 'Hohenlohebahn: eingleisig',
};

/** Double-track sections with another minimum headway or a remark. */
const HEADWAY_S: Record<string, { minHeadwayS: number; remarks: string }> = {
  // Single track in reality, with crossing stations the station data lacks (AVG halts): here one
  // section of about an hour, on which every planned meet would be a conflict. Declared as
  // double track, it stands for "meets possible in between" (docs/time-distance.md).
  'RRA-TFS': { minHeadwayS: DOUBLE_HEADWAY_S, remarks: 'Murgtalbahn: eingleisig mit Kreuzungsbahnhöfen, die das Demo-Netz nicht führt; daher als zweigleisig erfasst (Kreuzungen dazwischen möglich)' },
  'RBT-TH': { minHeadwayS: DOUBLE_HEADWAY_S, remarks: 'Kraichgaubahn: überwiegend eingleisig mit Kreuzungsbahnhöfen, die das Demo-Netz nicht führt; daher als zweigleisig erfasst (Kreuzungen dazwischen möglich)' },
};

const pairKey = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);
const singleByPair = new Map(Object.entries(SINGLE).map(([k, v]) => {
  const [a, b] = k.split('-');
  return [pairKey(a, b), v] as const;
}));

export function sectionSpec(a: string, b: string): SectionSpec {
  const remarks = singleByPair.get(pairKey(a, b));
  if (remarks) return { tracks: 1, minHeadwayS: SINGLE_HEADWAY_S, remarks };
  const other = HEADWAY_S[pairKey(a, b)];
  return { tracks: 2, minHeadwayS: other?.minHeadwayS ?? DOUBLE_HEADWAY_S, ...(other ? { remarks: other.remarks } : {}) };
}

export interface DemoSection extends SectionSpec {
  from: string;
  to: string;
  /** Lines running on it, in DEMO_LINES order. */
  lines: string[];
}

/**
 * Every consecutive pair of stations of the demo lines once (in the direction of the first line
 * listing it). A pair with a tram stop (no station record: the S4's Karlsruhe Marktplatz) has no
 * record; the engine takes it as double track with the default headway.
 */
export function demoSections(lines: readonly DemoLine[] = DEMO_LINES): DemoSection[] {
  const byKey = new Map<string, DemoSection>();
  for (const line of lines) {
    for (let i = 0; i + 1 < line.stations.length; i++) {
      const [from, to] = [line.stations[i], line.stations[i + 1]];
      if (from in TRAM_STOPS || to in TRAM_STOPS) continue;
      const key = pairKey(from, to);
      const known = byKey.get(key);
      if (known) {
        if (!known.lines.includes(line.lineNumber)) known.lines.push(line.lineNumber);
        continue;
      }
      byKey.set(key, { from, to, lines: [line.lineNumber], ...sectionSpec(from, to) });
    }
  }
  return [...byKey.values()];
}

const station = (code: string) => ({ $ref: { field: 'stationCode', value: code } });

export async function* rows(): AsyncGenerator<Record<string, unknown>> {
  for (const s of demoSections()) {
    yield {
      fromStationId: station(s.from),
      toStationId: station(s.to),
      name: `${s.from} – ${s.to} (${s.lines.join(', ')})`,
      tracks: s.tracks,
      minHeadwayS: s.minHeadwayS,
      active: true,
      remarks: s.remarks ?? null,
    };
  }
}
