/**
 * Automatic customer messages from dispatch measures (issue 14 item 3, docs/passenger-information.md):
 * a cancellation, a delay of at least PAX_AUTO_DELAY_MIN minutes, a platform change, a held or a
 * broken connection each become a published CustomerMessage (source "auto") filled from the active
 * FIS text and announcement template of its kind, in German, Italian and (where the template has
 * it) English, with the measure's own minutes and reason; scoped to the run and its stations, valid
 * until the run is over. Undoing the measure withdraws it; a newer measure of the same kind on the
 * same run replaces it. Pure text building is in autoText.ts.
 */
import type { MeasureTaken, MeasureUndone } from '../operations/live/engine';
import type { LiveEngine } from '../operations/live';
import { serviceDayZero } from '../operations/live/time';
import type { RequestContext } from '../context';
import type { Database } from '../db/types';
import type { ResourceService } from '../resources/service';
import { autoMessageOf, AUTO_KINDS, type AutoFacts, type AutoTemplates } from './autoText';

export const SYSTEM_ACTOR = 'system';
const ctx: RequestContext = { user: { id: SYSTEM_ACTOR, username: SYSTEM_ACTOR, name: SYSTEM_ACTOR, email: null, roles: [], sessionId: null }, lang: 'de' };

/** After the run's (forecast) arrival the message stays this long, for passengers still on the way. */
const AFTER_RUN_MS = 15 * 60_000;

export interface AutoDeps {
  db: Database;
  services: Map<string, ResourceService>;
  engine: LiveEngine;
  tz: string;
  now: () => number;
  /** PAX_AUTO_DELAY_MIN: delays below this many minutes make no message. */
  delayMinutes: number;
  /** Called after a message was written or withdrawn (the reader drops its copy). */
  changed: () => void;
  log: { error(obj: unknown, msg?: string): void };
}

export class AutoMessages {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: AutoDeps) {}

  /** Everything taken so far has been written (tests wait for it). */
  settled(): Promise<void> {
    return this.queue;
  }

  taken(e: MeasureTaken): void {
    this.enqueue(() => this.onTaken(e), 'automatic message for a measure failed');
  }

  undone(e: MeasureUndone): void {
    this.enqueue(() => this.withdraw({ measureId: e.measureId }), 'withdrawing an automatic message failed');
  }

  private enqueue(fn: () => Promise<void>, what: string): void {
    // One after the other, in the order the engine took and undid the measures.
    this.queue = this.queue.then(fn).catch((err: unknown) => this.deps.log.error(err, `passenger information: ${what}`));
  }

  private async onTaken(e: MeasureTaken): Promise<void> {
    const m = e.measure;
    const kind = AUTO_KINDS[m.type];
    if (!kind) return;
    const run = this.deps.engine.getRun(m.runId);
    if (!run) return;
    // A newer measure of the same kind replaces the older message (the delay is now another figure).
    await this.withdraw({ runId: m.runId, kind });
    if (kind === 'delay' && (m.delayS ?? 0) < this.deps.delayMinutes * 60) return;
    const stops = this.deps.engine.runStops(m.runId);
    const day = this.deps.engine.liveDayOf(m.operatingDay) ?? this.deps.engine.liveDayOf();
    const reason = day?.measure(m.id)?.reasonNames ?? { de: e.summary.reasonName, it: e.summary.reasonName };
    const zero = serviceDayZero(run.operatingDay, this.deps.engine.tz);
    const feeder = m.connectionId ? this.deps.engine.getRun(m.connectionId.split('|')[1] ?? '') : null;
    const facts: AutoFacts = {
      kind,
      run: { id: run.id, trainNumber: run.trainNumber, lineNumber: run.lineNumber, destination: run.destination, origin: run.origin },
      stops: stops.map((s) => ({ stopId: s.stopId, stationId: s.stationId, name: s.name, plannedDeparture: s.plannedDeparture })),
      fromStopId: m.fromStopId ?? null,
      nextStation: run.nextStation,
      delayS: m.delayS ?? null,
      platform: m.platform ?? null,
      reason,
      feeder: feeder ? { trainNumber: feeder.trainNumber, lineNumber: feeder.lineNumber } : null,
      zeroMs: zero,
      tz: this.deps.tz,
      now: this.deps.now(),
      validTo: zero + (run.plannedArrival + Math.max(0, run.delayS, m.delayS ?? 0)) * 1000 + AFTER_RUN_MS,
    };
    const built = autoMessageOf(facts, await this.templates(kind));
    if (!built) return;
    if (built.open.length) {
      this.deps.log.error({ measureId: m.id, open: built.open }, 'passenger information: automatic message not written, placeholders without a value');
      return;
    }
    const created = await this.service().create({ ...built.fields, status: 'published' }, ctx);
    // source, measure and connection are read-only for users: only the server writes them.
    await this.deps.db.query(
      'UPDATE customer_messages SET source = $2, measure_id = $3, connection_id = $4, run_kind = $5 WHERE id = $1',
      [created.id, 'auto', m.id, m.connectionId ?? null, `${m.runId}#${kind}`],
    );
    this.deps.changed();
  }

  private service(): ResourceService {
    return this.deps.services.get('CustomerMessage')!;
  }

  /** The active FIS text and announcement template of the kind, first by code. */
  private async templates(kind: string): Promise<AutoTemplates> {
    const fis = await this.deps.db.query<{ id: string; text_de: string; text_it: string; text_en: string | null }>(
      "SELECT id::text AS id, text_de, text_it, text_en FROM fis_message_texts WHERE kind = $1 AND active IS NOT FALSE ORDER BY code LIMIT 1", [kind]);
    const gsp = await this.deps.db.query<{ text_de: string; text_it: string }>(
      "SELECT text_de, text_it FROM announcement_templates WHERE kind = $1 AND active IS NOT FALSE ORDER BY code LIMIT 1", [kind]);
    const f = fis.rows[0];
    const g = gsp.rows[0];
    return {
      fis: f ? { id: f.id, de: f.text_de, it: f.text_it, en: f.text_en } : null,
      announcement: g ? { de: g.text_de, it: g.text_it } : null,
    };
  }

  /** Withdraws the published automatic messages of a measure, or of a run and kind. */
  private async withdraw(by: { measureId: string } | { runId: string; kind: string }): Promise<void> {
    const r = 'measureId' in by
      ? await this.deps.db.query<{ id: string }>(
        "SELECT id::text AS id FROM customer_messages WHERE source = 'auto' AND measure_id = $1 AND status <> 'withdrawn'", [by.measureId])
      : await this.deps.db.query<{ id: string }>(
        "SELECT id::text AS id FROM customer_messages WHERE source = 'auto' AND run_kind = $1 AND status <> 'withdrawn'", [`${by.runId}#${by.kind}`]);
    for (const { id } of r.rows) await this.service().update(id, { status: 'withdrawn' }, null, ctx);
    if (r.rows.length) this.deps.changed();
  }
}
