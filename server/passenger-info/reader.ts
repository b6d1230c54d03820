/**
 * app.passengerInfo (issue 14, docs/passenger-information.md): the customer messages in force for a
 * place and channel, with the negative list and the ComBus releases applied, and the station
 * connections a station's displays show. The declared tables are read once into memory and read
 * again after any change of them (resourceChanged) or of an automatic message; the departure board
 * and the GTFS-RT feeds ask many times a second, the tables change a few times a day.
 */
import { BUS_MODES, commaList } from '../../src/shared/passenger-info/model';
import type { InfoChannel, PublicMessage } from '../../src/shared/passenger-info/types';
import type { Database } from '../db/types';
import type { ResourceService } from '../resources/service';
import type { LiveEngine } from '../operations/live';
import type { MessageQuery, PassengerInfoReader, StationConnectionView } from './types';
import {
  effectiveChannels, lineKey, localDate, stationBusReleased, type ComBusRule, type NegativeRule, type RuleMessage, type RuleQuery,
} from './rules';

type Row = Record<string, unknown>;

interface CachedMessage {
  message: PublicMessage;
  rule: RuleMessage;
}

interface Snapshot {
  messages: CachedMessage[];
  negatives: NegativeRule[];
  releases: ComBusRule[];
  connections: (StationConnectionView & { stationId: string; validFrom: string | null; validTo: string | null })[];
  /** The live day's line ids and numbers they were widened with; a new day reads again. */
  operatingDay: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const ms = (v: unknown): number | null => (typeof v === 'string' ? Date.parse(v) : null);

/** Automatic messages whose validity ended longer ago than this are not kept in memory. */
const KEEP_ENDED_MS = 24 * 3600_000;

export class PassengerInfoService implements PassengerInfoReader {
  private snap: Promise<Snapshot> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: {
    db: Database;
    services: Map<string, ResourceService>;
    engine: LiveEngine;
    tz: string;
    now: () => number;
    /** The situation report is on: its published public texts are messages too (source "situation"). */
    situations: boolean;
  }) {}

  onChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drop the copy and tell the readers (board, feeds); they must not throw. */
  invalidate(): void {
    this.snap = null;
    for (const l of this.listeners) {
      try {
        l();
      } catch {
        // A reader's failure must not stop the others from hearing of the change.
      }
    }
  }

  async messages(q: MessageQuery): Promise<PublicMessage[]> {
    const snap = await this.snapshot();
    const query = this.ruleQuery(q);
    const out: PublicMessage[] = [];
    for (const m of snap.messages) {
      const channels = effectiveChannels(m.rule, query, snap.negatives, snap.releases, this.deps.tz);
      if (channels.length === 0 || (q.channel && !channels.includes(q.channel))) continue;
      out.push({ ...m.message, channels });
    }
    return out.sort((a, b) => a.priority - b.priority || (b.validFrom ?? '').localeCompare(a.validFrom ?? '') || a.id.localeCompare(b.id, 'en', { numeric: true }));
  }

  async stationConnections(stationId: string): Promise<StationConnectionView[]> {
    const snap = await this.snapshot();
    const now = this.deps.now();
    const date = localDate(now, this.deps.tz);
    const busOk = stationBusReleased(snap.releases, stationId, now, this.deps.tz);
    return snap.connections
      .filter((c) => c.stationId === stationId && (c.validFrom === null || c.validFrom <= date) && (c.validTo === null || date <= c.validTo))
      .filter((c) => busOk || !(BUS_MODES as readonly string[]).includes(c.mode))
      .map(({ mode, line, direction, place, walkTimeMin }) => ({ mode, line, direction, place, walkTimeMin }));
  }

  /** The query's place widened: a timetable stop also names its station, a line id its number, a run its train number. */
  private ruleQuery(q: MessageQuery): RuleQuery {
    const day = this.deps.engine.liveDayOf();
    const stationIds = new Set<string>();
    if (q.stationId) {
      stationIds.add(q.stationId);
      const stop = day?.network.stops.get(q.stationId);
      if (stop?.stationId) stationIds.add(stop.stationId);
    }
    const lines = new Set<string>();
    for (const id of q.lineIds ?? []) this.widenLine(id, lines);
    const runs = new Set<string>();
    if (q.runId) {
      runs.add(q.runId);
      const run = this.deps.engine.getRun(q.runId);
      if (run) {
        runs.add(run.trainNumber);
        this.widenLine(run.lineId, lines);
      }
    }
    return { at: q.at ?? this.deps.now(), stationIds, lines, runs };
  }

  private widenLine(id: string, into: Set<string>): void {
    into.add(lineKey(id));
    const line = this.deps.engine.liveDayOf()?.network.lines.get(id);
    if (line) into.add(lineKey(line.lineNumber));
  }

  private snapshot(): Promise<Snapshot> {
    const day = this.deps.engine.currentDay();
    if (this.snap) {
      const current = this.snap;
      return current.then((s) => (s.operatingDay === day ? s : this.reload(day)), () => this.reload(day));
    }
    return this.reload(day);
  }

  private reload(day: string): Promise<Snapshot> {
    const p = this.load(day);
    this.snap = p;
    p.catch(() => {
      if (this.snap === p) this.snap = null;
    });
    return p;
  }

  private async rows(name: string, where = '', params: unknown[] = []): Promise<Row[]> {
    const model = this.deps.services.get(name)!.model;
    return (await this.deps.db.query<Row>(`SELECT ${model.selectList} FROM ${model.from} ${where}`, params)).rows;
  }

  private async load(operatingDay: string): Promise<Snapshot> {
    const since = new Date(this.deps.now() - KEEP_ENDED_MS).toISOString();
    const [messages, negatives, releases, connections, situations] = await Promise.all([
      this.rows('CustomerMessage', `WHERE t.status = 'published' AND (t.valid_to IS NULL OR t.valid_to > $1::timestamptz)`, [since]),
      this.rows('ConnectionNegativeEntry', 'WHERE t.active'),
      this.rows('ComBusRelease', 'WHERE t.active'),
      this.rows('StationConnection', 'WHERE t.shown_on_displays'),
      this.deps.situations ? this.situationTexts() : Promise.resolve([]),
    ]);
    return {
      operatingDay,
      messages: [...messages.map((r) => this.cached(r)), ...situations],
      negatives: negatives.map((r) => ({
        kind: r.kind as NegativeRule['kind'],
        stationId: str(r.stationId),
        fromLine: str(r.fromLine) && lineKey(String(r.fromLine)),
        toLine: str(r.toLine) && lineKey(String(r.toLine)),
        channels: list(r.channels),
        timeFrom: str(r.timeFrom),
        timeTo: str(r.timeTo),
        days: list(r.days),
        validFrom: str(r.validFrom),
        validTo: str(r.validTo),
        active: r.active !== false,
      })),
      releases: releases.map((r) => ({
        stationId: str(r.stationId),
        lines: commaList(r.lines).map(lineKey),
        channels: list(r.channels),
        validFrom: str(r.validFrom),
        validTo: str(r.validTo),
        active: r.active !== false,
      })),
      connections: connections.map((r) => ({
        stationId: String(r.stationId),
        mode: String(r.mode),
        line: String(r.line ?? ''),
        direction: String(r.direction ?? ''),
        place: String(r.place ?? ''),
        walkTimeMin: typeof r.walkTimeMin === 'number' ? r.walkTimeMin : null,
        validFrom: str(r.validFrom),
        validTo: str(r.validTo),
      })),
    };
  }

  private cached(r: Row): CachedMessage {
    const stationIds = commaList(r.stationIds);
    const lineIds = commaList(r.lineIds);
    const runIds = commaList(r.runIds);
    const lines = new Set<string>();
    for (const l of lineIds) this.widenLine(l, lines);
    const runs = new Set(runIds);
    const runLines = new Set<string>();
    for (const id of runIds) {
      const run = this.deps.engine.getRun(id);
      if (!run) continue;
      runs.add(run.trainNumber);
      this.widenLine(run.lineId, runLines);
    }
    const source = (str(r.source) ?? 'manual') as PublicMessage['source'];
    const message: PublicMessage = {
      id: String(r.id),
      priority: Number(r.priority ?? 3),
      channels: list(r.channels) as InfoChannel[],
      stationIds,
      lineIds,
      runIds,
      validFrom: str(r.validFrom),
      validTo: str(r.validTo),
      textDe: String(r.textDe ?? ''),
      textIt: String(r.textIt ?? ''),
      textEn: str(r.textEn),
      announcementDe: str(r.announcementDe),
      announcementIt: str(r.announcementIt),
      source,
      measureId: str(r.measureId),
      situationId: null,
      cause: str(r.cause),
      effect: str(r.effect),
    };
    return {
      message,
      rule: {
        status: String(r.status),
        channels: message.channels,
        stationIds: new Set(stationIds),
        lines,
        runLines,
        runs,
        validFrom: ms(r.validFrom),
        validTo: ms(r.validTo),
        busInformation: r.busInformation === true,
        pair: this.pairOf(str(r.connectionId), stationIds),
      },
    };
  }

  /**
   * The situation report's published public texts (docs/situation-report/texts.md) of open and
   * stable situations, one message per situation with the channels it published; in force from the
   * start to the (expected) end, scoped to its lines, stations and runs. Priority from the severity.
   */
  private async situationTexts(): Promise<CachedMessage[]> {
    const { rows } = await this.deps.db.query<{
      id: string; channel: InfoChannel; de: string; it: string; severity: string; start_at: string; end_at: string | null;
      line_ids: string[]; station_ids: string[]; run_ids: string[]; cause: string | null; effect: string | null;
    }>(
      `SELECT s.id::text AS id, t.channel, t.published_de AS de, t.published_it AS it, s.severity,
         to_char(s.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start_at,
         to_char(COALESCE(s.end_at, s.expected_end_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS end_at,
         s.line_ids, s.station_ids, s.run_ids, c.gtfs_cause AS cause, e.gtfs_effect AS effect
       FROM situation_texts t JOIN situations s ON s.id = t.situation_id
       LEFT JOIN selection_list_entries c ON c.id = s.cause_id
       LEFT JOIN selection_list_entries e ON e.id = s.effect_id
       WHERE s.state IN ('open', 'stable') AND t.channel IN ('display', 'announcement', 'web')
         AND t.published_de IS NOT NULL AND t.published_de <> ''
       ORDER BY s.id, t.channel`,
    );
    const bySituation = new Map<string, typeof rows>();
    for (const r of rows) bySituation.set(r.id, [...(bySituation.get(r.id) ?? []), r]);
    const priority: Record<string, number> = { critical: 1, major: 2, minor: 3, info: 4 };
    return [...bySituation.values()].map((texts) => {
      const first = texts[0];
      const of = (c: InfoChannel) => texts.find((x) => x.channel === c);
      const shown = of('display') ?? of('web') ?? first;
      const spoken = of('announcement');
      const r: Row = {
        id: `situation-${first.id}`, status: 'published', priority: priority[first.severity] ?? 3, channels: texts.map((x) => x.channel),
        stationIds: first.station_ids.join(','), lineIds: first.line_ids.join(','), runIds: first.run_ids.join(','),
        validFrom: first.start_at, validTo: first.end_at, textDe: shown.de, textIt: shown.it,
        announcementDe: spoken?.de ?? null, announcementIt: spoken?.it ?? null, cause: first.cause, effect: first.effect, source: 'situation',
      };
      const c = this.cached(r);
      return { ...c, message: { ...c.message, situationId: first.id } };
    });
  }

  /** A connection's lines from its id `${ruleId}|${feederRunId}|${departingRunId}` (docs/issue-14-contract.md). */
  private pairOf(connectionId: string | null, stationIds: string[]): RuleMessage['pair'] {
    if (!connectionId) return null;
    const [, feeder, departing] = connectionId.split('|');
    const a = feeder ? this.deps.engine.getRun(feeder) : null;
    const b = departing ? this.deps.engine.getRun(departing) : null;
    if (!a || !b) return null;
    return { fromLine: lineKey(a.lineNumber), toLine: lineKey(b.lineNumber), stationId: stationIds.length === 1 ? stationIds[0] : null };
  }
}
