/**
 * The automatic hold (docs/connections.md "Automatic hold"): after every update, the endangered
 * connections without decision whose hold needed is within the rule's automatic maximum and whose
 * decision is due within the horizon are held by the server itself, when the live engine's
 * conflict preview says the hold adds no conflict. Taken as a `hold` measure with createdBy
 * "system", auto true and the configured reason (a DisruptionCause, default code ANSCHLUSS).
 * Never twice for the same connection on a day (not after a dispatcher took the hold back
 * either); a dispatcher's decision wins.
 */
import type { ResourceService } from '../resources/service';
import { decidable, holdInput, tellCrews } from './decide';
import type { ConnectionService } from './service';

export const AUTO_ACTOR = 'system';
/** An automatic hold is taken only when its decision is due within this many seconds. */
export const AUTO_HOLD_HORIZON_S = 20 * 60;
/** A candidate refused (conflict) is tried again after this many seconds of the day at the earliest. */
const RETRY_S = 30;
/** At most this many automatic holds per pass. */
const PER_PASS = 10;

export interface AutoHoldOptions {
  /** DisruptionCause code of the reason (CONNECTION_HOLD_REASON, default ANSCHLUSS). */
  reasonCode: string;
  services: Map<string, ResourceService>;
  horizonS?: number;
}

export class AutoHold {
  private running: Promise<void> | null = null;
  private again = false;
  /** Connections held automatically today (taken, or undone since): never again. */
  private readonly done = new Set<string>();
  private readonly refusedAt = new Map<string, number>();
  private day = '';
  private reasonId: string | null = null;
  private warned = false;
  /** Holds taken (tests and the log). */
  taken = 0;

  constructor(private readonly service: ConnectionService, private readonly opts: AutoHoldOptions) {}

  /** Remembers the connections held automatically before (also undone), e.g. after a restart. */
  async loadDone(): Promise<void> {
    const day = this.service.day;
    if (!day) return;
    this.resetFor(day.operatingDay);
    const r = await this.service.opts.db.query<{ connection_id: string }>(
      `SELECT DISTINCT connection_id FROM op_measures WHERE operating_day = $1 AND type = 'hold' AND auto AND connection_id IS NOT NULL`,
      [day.operatingDay],
    );
    for (const row of r.rows) this.done.add(row.connection_id);
  }

  private resetFor(operatingDay: string): void {
    if (this.day === operatingDay) return;
    this.day = operatingDay;
    this.done.clear();
    this.refusedAt.clear();
  }

  /** Starts a pass (or asks for one more after the pass under way). */
  trigger(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again);
    })()
      .catch((e: unknown) => this.service.opts.log.error(e, 'connections: automatic hold failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Waits for the pass under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async reason(): Promise<string | null> {
    if (this.reasonId) return this.reasonId;
    const rows = await this.opts.services.get('DisruptionCause')?.list({ page: 0, perPage: 50, filter: { code: this.opts.reasonCode } });
    const row = rows?.find((r) => String(r.code) === this.opts.reasonCode && r.active !== false);
    if (!row) {
      if (!this.warned) this.service.opts.log.warn(`connections: no active disruption cause "${this.opts.reasonCode}": automatic holds are off`);
      this.warned = true;
      return null;
    }
    this.reasonId = String(row.id);
    return this.reasonId;
  }

  private async pass(): Promise<void> {
    const s = this.service;
    const day = s.day;
    if (!day || !s.source) return;
    if (this.day !== day.operatingDay) await this.loadDone();
    const now = s.source.now();
    const candidates = s.conn.autoHoldCandidates(now, this.opts.horizonS ?? AUTO_HOLD_HORIZON_S)
      .filter((x) => !this.done.has(x.instance.id) && now >= (this.refusedAt.get(x.instance.id) ?? -Infinity) + RETRY_S);
    if (!candidates.length) return;
    const reasonId = await this.reason();
    if (!reasonId) return;
    let taken = 0;
    for (const { instance, holdUntil } of candidates) {
      if (taken >= PER_PASS || s.day !== day) return;
      // Read again: the state may have changed while the previous hold was taken.
      const c = s.instance(instance.id);
      if (!c || c.state !== 'endangered' || c.decision || s.decisions.has(c.id) || this.done.has(c.id)) continue;
      // Rounded up to the minute unless that goes beyond the automatic maximum.
      const exact = Math.ceil(c.expArr + c.walkTimeS);
      const until = holdUntil - c.decideBy <= c.rule.maxAutoHoldS ? holdUntil : exact;
      if (!(until - c.decideBy <= c.rule.maxAutoHoldS)) continue;
      try {
        decidable(s, c.id);
        const input = holdInput(c, day, until, reasonId, '', true);
        const { runs } = await s.engine.previewMeasure(input, AUTO_ACTOR);
        const delta = s.engine.conflicts().preview(new Map([...runs].map(([k, r]) => [day.plan.runs[k].id, r.stops])));
        if (delta.added.length > 0) {
          this.refusedAt.set(c.id, now);
          continue;
        }
        if (s.decisions.has(c.id) || this.done.has(c.id)) continue;
        this.done.add(c.id);
        await s.engine.applyMeasure(input, AUTO_ACTOR);
        this.taken++;
        taken++;
        await tellCrews(s, c.id, AUTO_ACTOR);
      } catch (e) {
        // Refused by the engine (the train left meanwhile, …): not tried again for a while.
        this.refusedAt.set(c.id, now);
        s.opts.log.warn(`connections: automatic hold of ${c.id} not taken: ${String(e)}`);
      }
    }
  }
}
