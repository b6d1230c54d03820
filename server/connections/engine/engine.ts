/**
 * The connection engine (issue 14, docs/connections/engine.md): the day's planned connections
 * (pairing.ts) and each one's state (state.ts), kept current incrementally. Pure: no database, no
 * timers, no live engine; server/connections/ feeds it a ConnectionDaySource and tells it which
 * runs changed. Instances are mutable objects updated in place: a caller holding one sees its
 * current state; the methods that change states return the instances that changed.
 */
import type { ConnectionDecision, ConnectionState } from '../../../src/shared/connections/types';
import { CONNECTION_STATES } from '../../../src/shared/connections/types';
import { pairConnections, type PlannedConnection } from './pairing';
import { evaluate, type ConnectionEvaluation } from './state';
import type { ConnectionDaySource, ConnectionInstance, ConnectionRule, ConnRunTimes, DecisionMap, WalkTime } from './types';
import { DEFAULT_WALK_TIME_S, WalkTimeTable } from './walkTime';
import { compareStates, type ConnectionComparison } from './preview';

export interface ConnectionEngineOptions {
  /** Walk time when neither the rule nor the station gives one (s); default 180. */
  defaultWalkTimeS?: number;
  /** How long after the feeder's planned arrival a departure still counts as its connection (s); default 3600. */
  windowS?: number;
}

/** An endangered connection the engine would hold on its own (autoHoldCandidates). */
export interface AutoHoldCandidate {
  instance: ConnectionInstance;
  /** The feeder's expected arrival + walk time, rounded up to the minute (the contract's default). */
  holdUntil: number;
}

const EMPTY_DECISIONS: DecisionMap = new Map();

export class ConnectionEngine {
  private readonly walkDefaultS: number;
  private readonly windowS: number;
  private source: ConnectionDaySource | null = null;
  private decisions: DecisionMap = EMPTY_DECISIONS;
  private list: ConnectionInstance[] = [];
  private byId = new Map<string, ConnectionInstance>();
  /** run index → the instances it feeds or departs in. */
  private byRun = new Map<number, ConnectionInstance[]>();
  private walkTable = new WalkTimeTable([]);

  constructor(opts: ConnectionEngineOptions = {}) {
    this.walkDefaultS = opts.defaultWalkTimeS ?? DEFAULT_WALK_TIME_S;
    this.windowS = opts.windowS ?? 3600;
  }

  /** Full evaluation: pairs every rule with the day's runs and computes every connection's state. */
  build(source: ConnectionDaySource, rules: readonly ConnectionRule[], walkTimes: readonly WalkTime[], decisions: DecisionMap = EMPTY_DECISIONS): this {
    this.source = source;
    this.decisions = decisions;
    this.walkTable = new WalkTimeTable(walkTimes, this.walkDefaultS);
    const planned = pairConnections(source, rules, this.walkTable, { windowS: this.windowS });
    this.list = new Array<ConnectionInstance>(planned.length);
    this.byId = new Map();
    this.byRun = new Map();
    for (let k = 0; k < planned.length; k++) {
      const c = planned[k];
      const fTimes = source.times(c.feederRun);
      const dTimes = source.times(c.departingRun);
      const e = evaluate(c, fTimes, dTimes, this.decisions.get(c.id) ?? null, this.walkFor(c, c.walkTimeS, c.walkStationId, fTimes, dTimes));
      const instance: ConnectionInstance = {
        id: c.id, ruleId: c.ruleId, rule: c.rule, feederRun: c.feederRun, feederStop: c.feederStop, departingRun: c.departingRun, departingStop: c.departingStop,
        walkTimeS: e.walkTimeS, plannedWalkTimeS: c.walkTimeS, walkStationId: c.walkStationId, plannedArr: c.plannedArr, plannedDep: c.plannedDep,
        expArr: e.expArr, expDep: e.expDep, slackS: e.slackS, holdNeededS: e.holdNeededS, state: e.state, heldUntil: e.heldUntil, decideBy: e.decideBy,
        feederArrived: e.feederArrived, departingLeft: e.departingLeft, decision: e.decision,
      };
      this.list[k] = instance;
      this.byId.set(c.id, instance);
      this.index(c.feederRun, instance);
      if (c.departingRun !== c.feederRun) this.index(c.departingRun, instance);
    }
    return this;
  }

  /** Re-evaluates the connections touching these runs (their times changed); returns those that changed. */
  update(changedRuns: Iterable<number>): ConnectionInstance[] {
    const touched = new Set<ConnectionInstance>();
    for (const run of changedRuns) for (const c of this.byRun.get(run) ?? []) touched.add(c);
    return this.reevaluate(touched);
  }

  /** Re-evaluates every connection (e.g. when the caller cannot tell which runs changed). */
  updateAll(): ConnectionInstance[] {
    return this.reevaluate(this.list);
  }

  /** Replaces the decisions in force; re-evaluates the connections whose decision changed. */
  setDecisions(decisions: DecisionMap): ConnectionInstance[] {
    const before = this.decisions;
    this.decisions = decisions;
    const touched = new Set<ConnectionInstance>();
    for (const [id, d] of decisions) if (!sameDecision(before.get(id) ?? null, d)) addById(this.byId, id, touched);
    for (const id of before.keys()) if (!decisions.has(id)) addById(this.byId, id, touched);
    return this.reevaluate(touched);
  }

  instances(): readonly ConnectionInstance[] {
    return this.list;
  }

  get(id: string): ConnectionInstance | undefined {
    return this.byId.get(id);
  }

  /** The connections a run feeds or departs in. */
  forRun(run: number): readonly ConnectionInstance[] {
    return this.byRun.get(run) ?? [];
  }

  counts(): Record<ConnectionState, number> {
    const out = Object.fromEntries(CONNECTION_STATES.map((s) => [s, 0])) as Record<ConnectionState, number>;
    for (const c of this.list) out[c.state]++;
    return out;
  }

  /**
   * Endangered connections without a decision that the engine may hold on its own: the departing
   * run has not left, the hold needed is within the rule's automatic maximum (> 0), the hold's time
   * is after now (and, with a horizon, the decision is due within it), and no other connection's
   * hold keeps the departing run at that stop as long already. Sorted by decideBy, then priority
   * (1 first), guaranteed first. Whether the hold creates a conflict the caller checks.
   */
  autoHoldCandidates(now: number, horizonS = Infinity): AutoHoldCandidate[] {
    const out: AutoHoldCandidate[] = [];
    for (const c of this.list) {
      if (c.state !== 'endangered' || c.decision != null || c.departingLeft) continue;
      if (!(c.rule.maxAutoHoldS > 0) || c.holdNeededS > c.rule.maxAutoHoldS) continue;
      if (c.decideBy - now > horizonS) continue;
      const holdUntil = Math.ceil((c.expArr + c.walkTimeS) / 60) * 60;
      if (holdUntil <= now) continue;
      const heldLonger = this.forRun(c.departingRun).some(
        (o) => o !== c && o.departingRun === c.departingRun && o.departingStop === c.departingStop && o.decision?.kind === 'hold' && o.decision.holdUntil != null && o.decision.holdUntil >= holdUntil,
      );
      if (!heldLonger) out.push({ instance: c, holdUntil });
    }
    return out.sort((a, b) => a.instance.decideBy - b.instance.decideBy || a.instance.rule.priority - b.instance.rule.priority || Number(b.instance.rule.guaranteed) - Number(a.instance.rule.guaranteed) || (a.instance.id < b.instance.id ? -1 : 1));
  }

  /**
   * For a preview: the states of the connections touching the overridden runs (times as they would
   * be, e.g. with a hold, along the circulation) and of those whose decision the optional map
   * changes, before and after; nothing in the engine changes.
   */
  compare(override: ReadonlyMap<number, ConnRunTimes>, decisions?: DecisionMap): ConnectionComparison {
    const touched = new Set<ConnectionInstance>();
    for (const run of override.keys()) for (const c of this.byRun.get(run) ?? []) touched.add(c);
    if (decisions) {
      for (const [id, d] of decisions) if (!sameDecision(this.decisions.get(id) ?? null, d)) addById(this.byId, id, touched);
      for (const id of this.decisions.keys()) if (!decisions.has(id)) addById(this.byId, id, touched);
    }
    const source = this.requireSource();
    const times = (run: number) => override.get(run) ?? source.times(run);
    const after = (c: ConnectionInstance) => this.evaluateWith(c, times(c.feederRun), times(c.departingRun), (decisions ?? this.decisions).get(c.id) ?? null);
    return compareStates([...touched], after);
  }

  private evaluateWith(c: ConnectionInstance, feeder: ConnRunTimes, departing: ConnRunTimes, decision: ConnectionDecision | null): ConnectionEvaluation {
    return evaluate(c, feeder, departing, decision, this.walkFor(c, c.plannedWalkTimeS, c.walkStationId, feeder, departing));
  }

  /** The walk time with the platforms in force: the planned one unless a platform changed. */
  private walkFor(c: PlannedConnection | ConnectionInstance, planned: number, stationId: string | null, feeder: ConnRunTimes, departing: ConnRunTimes): number {
    const fNow = feeder.platforms?.[c.feederStop] ?? null;
    const dNow = departing.platforms?.[c.departingStop] ?? null;
    if (fNow == null && dNow == null) return planned;
    const source = this.requireSource();
    const fPlatform = fNow ?? source.plan(c.feederRun).platforms[c.feederStop];
    const dPlatform = dNow ?? source.plan(c.departingRun).platforms[c.departingStop];
    return this.walkTable.lookup(c.rule, stationId, fPlatform, dPlatform);
  }

  private reevaluate(touched: Iterable<ConnectionInstance>): ConnectionInstance[] {
    const source = this.requireSource();
    const changed: ConnectionInstance[] = [];
    for (const c of touched) {
      const next = this.evaluateWith(c, source.times(c.feederRun), source.times(c.departingRun), this.decisions.get(c.id) ?? null);
      if (sameEvaluation(c, next)) continue;
      Object.assign(c, next);
      changed.push(c);
    }
    return changed;
  }

  private index(run: number, c: ConnectionInstance) {
    const list = this.byRun.get(run);
    if (list) list.push(c);
    else this.byRun.set(run, [c]);
  }

  private requireSource(): ConnectionDaySource {
    if (!this.source) throw new Error('ConnectionEngine: build() first');
    return this.source;
  }
}

function addById(byId: ReadonlyMap<string, ConnectionInstance>, id: string, into: Set<ConnectionInstance>) {
  const c = byId.get(id);
  if (c) into.add(c);
}

function sameDecision(a: ConnectionDecision | null, b: ConnectionDecision | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.kind === b.kind && a.measureId === b.measureId && a.holdUntil === b.holdUntil && a.auto === b.auto;
}

function sameEvaluation(c: ConnectionInstance, e: ConnectionEvaluation): boolean {
  return (
    c.state === e.state &&
    c.walkTimeS === e.walkTimeS &&
    Object.is(c.expArr, e.expArr) &&
    Object.is(c.expDep, e.expDep) &&
    Object.is(c.slackS, e.slackS) &&
    Object.is(c.holdNeededS, e.holdNeededS) &&
    Object.is(c.heldUntil, e.heldUntil) &&
    Object.is(c.decideBy, e.decideBy) &&
    c.feederArrived === e.feederArrived &&
    c.departingLeft === e.departingLeft &&
    sameDecision(c.decision, e.decision)
  );
}
