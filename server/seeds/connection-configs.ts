/**
 * Demo connections (ConnectionConfig resource, loaded once when its table is created): the
 * changes passengers make between the demo network's lines (server/operations/demo-network/network.ts)
 * at its interchanges Karlsruhe Hbf, Karlsruhe-Durlach and Rastatt. Direction 0 runs towards the
 * end of the line's station list (S4: Karlsruhe → Öhringen; S7: → Achern; S8: → Freudenstadt;
 * S31: Rastatt → Bruchsal, so the S31 from Bruchsal is direction 1; RB 47: Karlsruhe → Heidelberg; S5: Wörth → Bietigheim-Bissingen).
 *
 * Limits as a regional operator sets them: a tram-train on a 20-minute headway waits up to
 * 2–3 minutes without asking (the next one comes soon), the hourly Murgtal and Heidelberg trains
 * longer; the last trains of the evening are guaranteed. Walk times: the station's
 * (ConnectionWalkTime seed) unless the connection needs its own. docs/connections/configuration.md
 * lists them and the number of connections they give on a weekday.
 */

export interface DemoConnection {
  name: string;
  station: string;
  feeder: { line: string; direction: 0 | 1 };
  departing: { line: string; direction: 0 | 1 };
  maxAutoHoldMin: number;
  maxManualHoldMin: number;
  priority: number;
  guaranteed?: boolean;
  lastOfDay?: boolean;
  walkTimeS?: number;
  /** Feeder arrival band 'HH:MM' (from after to = over midnight); the evening rules split the day with the all-day ones, so no pair is configured twice. */
  timeFrom?: string;
  timeTo?: string;
  days?: string[];
  remarks?: string;
}

const WORKDAYS = ['mo', 'tu', 'we', 'th', 'fr'];

export const DEMO_CONNECTIONS: readonly DemoConnection[] = [
  // Karlsruhe Hbf: the RB 47 from Heidelberg and the Stadtbahn lines into the south and east.
  { name: 'Karlsruhe Hbf: RB 47 aus Heidelberg → S7 nach Achern', station: 'RK', feeder: { line: 'RB 47', direction: 1 }, departing: { line: 'S7', direction: 0 }, maxAutoHoldMin: 3, maxManualHoldMin: 8, priority: 2 },
  {
    name: 'Karlsruhe Hbf: RB 47 aus Heidelberg → S8 nach Freudenstadt', station: 'RK', feeder: { line: 'RB 47', direction: 1 }, departing: { line: 'S8', direction: 0 },
    maxAutoHoldMin: 3, maxManualHoldMin: 10, priority: 2, timeFrom: '03:00', timeTo: '22:29',
  },
  { name: 'Karlsruhe Hbf: S7 aus Achern → RB 47 nach Heidelberg', station: 'RK', feeder: { line: 'S7', direction: 1 }, departing: { line: 'RB 47', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 2 },
  { name: 'Karlsruhe Hbf: S8 aus Freudenstadt → RB 47 nach Heidelberg', station: 'RK', feeder: { line: 'S8', direction: 1 }, departing: { line: 'RB 47', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 2 },
  { name: 'Karlsruhe Hbf: S7 aus Achern → S4 nach Heilbronn', station: 'RK', feeder: { line: 'S7', direction: 1 }, departing: { line: 'S4', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Karlsruhe Hbf: S8 aus Freudenstadt → S4 nach Heilbronn', station: 'RK', feeder: { line: 'S8', direction: 1 }, departing: { line: 'S4', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Karlsruhe Hbf: S4 aus Heilbronn → S7 nach Achern', station: 'RK', feeder: { line: 'S4', direction: 1 }, departing: { line: 'S7', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Karlsruhe Hbf: S4 aus Heilbronn → S8 nach Freudenstadt', station: 'RK', feeder: { line: 'S4', direction: 1 }, departing: { line: 'S8', direction: 0 }, maxAutoHoldMin: 3, maxManualHoldMin: 8, priority: 3 },
  {
    name: 'Karlsruhe Hbf: letzte RB 47 → letzte S8 ins Murgtal', station: 'RK', feeder: { line: 'RB 47', direction: 1 }, departing: { line: 'S8', direction: 0 },
    maxAutoHoldMin: 5, maxManualHoldMin: 15, priority: 1, guaranteed: true, lastOfDay: true, timeFrom: '22:30', timeTo: '02:59',
    remarks: 'Letzte Verbindungen ins Murgtal: werden gehalten',
  },
  // Karlsruhe-Durlach: S4, S5 and the main line (RB 47) meet within minutes.
  { name: 'Karlsruhe-Durlach: S5 aus Wörth → S4 nach Bretten', station: 'RKDU', feeder: { line: 'S5', direction: 0 }, departing: { line: 'S4', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Karlsruhe-Durlach: S4 aus Bretten → S5 nach Pforzheim', station: 'RKDU', feeder: { line: 'S4', direction: 1 }, departing: { line: 'S5', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Karlsruhe-Durlach: S5 aus Pforzheim → S4 nach Bretten', station: 'RKDU', feeder: { line: 'S5', direction: 1 }, departing: { line: 'S4', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Karlsruhe-Durlach: S5 aus Pforzheim → RB 47 nach Heidelberg', station: 'RKDU', feeder: { line: 'S5', direction: 1 }, departing: { line: 'RB 47', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 2 },
  { name: 'Karlsruhe-Durlach: RB 47 aus Heidelberg → S5 nach Pforzheim', station: 'RKDU', feeder: { line: 'RB 47', direction: 1 }, departing: { line: 'S5', direction: 0 }, maxAutoHoldMin: 3, maxManualHoldMin: 8, priority: 2 },
  {
    name: 'Karlsruhe-Durlach: RB 47 aus Heidelberg → S4 nach Bretten (Berufsverkehr)', station: 'RKDU', feeder: { line: 'RB 47', direction: 1 }, departing: { line: 'S4', direction: 0 },
    maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3, timeFrom: '06:00', timeTo: '09:00', days: WORKDAYS,
  },
  // Rastatt: S7 (Baden-Baden), S8 (Murgtal) and S31 (from Bruchsal, ends here).
  {
    name: 'Rastatt: S7 aus Achern → S8 nach Freudenstadt', station: 'RRA', feeder: { line: 'S7', direction: 1 }, departing: { line: 'S8', direction: 0 },
    maxAutoHoldMin: 3, maxManualHoldMin: 10, priority: 2, timeFrom: '03:00', timeTo: '22:29',
  },
  {
    name: 'Rastatt: S8 aus Freudenstadt → S7 nach Achern', station: 'RRA', feeder: { line: 'S8', direction: 1 }, departing: { line: 'S7', direction: 0 },
    maxAutoHoldMin: 3, maxManualHoldMin: 8, priority: 2, guaranteed: true,
    remarks: 'Murgtal stündlich am Abend: Anschluss nach Baden-Baden wird garantiert',
  },
  { name: 'Rastatt: S31 aus Bruchsal → S7 nach Achern', station: 'RRA', feeder: { line: 'S31', direction: 1 }, departing: { line: 'S7', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 3 },
  { name: 'Rastatt: S31 aus Bruchsal → S8 nach Freudenstadt', station: 'RRA', feeder: { line: 'S31', direction: 1 }, departing: { line: 'S8', direction: 0 }, maxAutoHoldMin: 3, maxManualHoldMin: 10, priority: 2, walkTimeS: 240 },
  { name: 'Rastatt: S7 aus Achern → S31 nach Bruchsal', station: 'RRA', feeder: { line: 'S7', direction: 1 }, departing: { line: 'S31', direction: 0 }, maxAutoHoldMin: 2, maxManualHoldMin: 5, priority: 4 },
  {
    name: 'Rastatt: letzte S7 aus Achern → letzte S8 nach Freudenstadt', station: 'RRA', feeder: { line: 'S7', direction: 1 }, departing: { line: 'S8', direction: 0 },
    maxAutoHoldMin: 5, maxManualHoldMin: 15, priority: 1, guaranteed: true, lastOfDay: true, timeFrom: '22:30', timeTo: '02:59',
  },
];

const station = (code: string) => ({ $ref: { field: 'stationCode', value: code } });
const line = (lineNumber: string) => ({ $ref: { field: 'lineNumber', value: lineNumber } });

export async function* rows(): AsyncGenerator<Record<string, unknown>> {
  for (const c of DEMO_CONNECTIONS) {
    yield {
      name: c.name,
      stationId: station(c.station),
      feederKind: 'lineDirection', feederLineId: line(c.feeder.line), feederDirection: String(c.feeder.direction),
      departingKind: 'lineDirection', departingLineId: line(c.departing.line), departingDirection: String(c.departing.direction),
      maxAutoHoldMin: c.maxAutoHoldMin,
      maxManualHoldMin: c.maxManualHoldMin,
      priority: c.priority,
      guaranteed: c.guaranteed ?? false,
      lastOfDay: c.lastOfDay ?? false,
      walkTimeS: c.walkTimeS ?? null,
      timeFrom: c.timeFrom ?? null,
      timeTo: c.timeTo ?? null,
      days: c.days ?? null,
      remarks: c.remarks ?? null,
      active: true,
    };
  }
}
