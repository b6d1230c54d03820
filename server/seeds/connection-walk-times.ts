/**
 * Demo walk times (ConnectionWalkTime resource, loaded once when its table is created): one per
 * interchange of the demo connections (server/seeds/connection-configs.ts) and platform pairs at
 * Karlsruhe Hbf, whose Stadtbahn tracks (server/seeds/station-tracks.ts: 1/2 S7 and S8, 3/4 S4 and
 * S31, 101 RB 47) lie on two islands with the RB's track 101 at the far end of the underpass.
 */
export interface DemoWalkTime {
  station: string;
  fromPlatform?: string;
  toPlatform?: string;
  walkTimeS: number;
  comment?: string;
}

export const DEMO_WALK_TIMES: readonly DemoWalkTime[] = [
  { station: 'RK', walkTimeS: 240, comment: 'Karlsruhe Hbf allgemein: Unterführung' },
  { station: 'RK', fromPlatform: '1', toPlatform: '2', walkTimeS: 90, comment: 'Gleiche Bahnsteiginsel' },
  { station: 'RK', fromPlatform: '2', toPlatform: '1', walkTimeS: 90, comment: 'Gleiche Bahnsteiginsel' },
  { station: 'RK', fromPlatform: '3', toPlatform: '4', walkTimeS: 90, comment: 'Gleiche Bahnsteiginsel' },
  { station: 'RK', fromPlatform: '4', toPlatform: '3', walkTimeS: 90, comment: 'Gleiche Bahnsteiginsel' },
  { station: 'RK', fromPlatform: '2', toPlatform: '3', walkTimeS: 180, comment: 'Nachbarinsel über die Unterführung' },
  { station: 'RK', fromPlatform: '4', toPlatform: '1', walkTimeS: 180, comment: 'Nachbarinsel über die Unterführung' },
  { station: 'RK', fromPlatform: '101', toPlatform: '1', walkTimeS: 300, comment: 'Vom RB-Gleis am Ende der Unterführung' },
  { station: 'RK', fromPlatform: '101', toPlatform: '3', walkTimeS: 300, comment: 'Vom RB-Gleis am Ende der Unterführung' },
  { station: 'RK', fromPlatform: '2', toPlatform: '101', walkTimeS: 300, comment: 'Zum RB-Gleis am Ende der Unterführung' },
  { station: 'RK', fromPlatform: '4', toPlatform: '101', walkTimeS: 300, comment: 'Zum RB-Gleis am Ende der Unterführung' },
  { station: 'RKDU', walkTimeS: 180, comment: 'Karlsruhe-Durlach: drei Bahnsteige, Unterführung' },
  { station: 'RRA', walkTimeS: 180, comment: 'Rastatt: Murgtalgleis 3 über die Unterführung' },
  { station: 'RRA', fromPlatform: '1', toPlatform: '2', walkTimeS: 60, comment: 'Gleiche Bahnsteiginsel' },
  { station: 'RBR', walkTimeS: 180, comment: 'Bruchsal' },
];

const station = (code: string) => ({ $ref: { field: 'stationCode', value: code } });

export async function* rows(): AsyncGenerator<Record<string, unknown>> {
  for (const w of DEMO_WALK_TIMES) {
    yield { stationId: station(w.station), fromPlatform: w.fromPlatform ?? null, toPlatform: w.toPlatform ?? null, walkTimeS: w.walkTimeS, comment: w.comment ?? null };
  }
}
