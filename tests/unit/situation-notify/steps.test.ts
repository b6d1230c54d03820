import { describe, expect, it } from 'vitest';
import { advance, asksForAck, type ChainStep } from '../../../server/situations/notify/steps';
import { localTime, triggerMatches } from '../../../server/situations/notify/match';
import { notifyKeys, notifyText } from '../../../server/situations/notify/messages';
import { chainStepProblem } from '../../../src/shared/situations/notifications';

const MIN = 60_000;
const A = { kind: 'receiver' as const, value: '1' };
const B = { kind: 'group' as const, value: 'Leitung' };
const step = (kind: ChainStep['kind'], extra: Partial<ChainStep> = {}): ChainStep => ({ kind, target: null, minutes: null, times: null, ...extra });

describe('advance', () => {
  const chain = [step('notify', { target: A }), step('wait', { minutes: 10 }), step('escalate', { target: B })];

  it('sends, waits from when the step began, escalates at the minute when not acknowledged', () => {
    const first = advance(chain, { stepIndex: 0, stepStartedAt: 0, repeats: {} }, false, 0);
    expect(first.actions).toEqual([{ kind: 'send', stepIndex: 0, target: A, reason: 'notify' }]);
    expect(first.nextAt).toBe(10 * MIN);
    expect(advance(chain, first.state, false, 10 * MIN - 1).actions).toEqual([]);
    // The timer came 20 s late: the escalation is still the step due at minute 10.
    const late = advance(chain, first.state, false, 10 * MIN + 20_000);
    expect(late.actions).toEqual([{ kind: 'send', stepIndex: 2, target: B, reason: 'escalate' }]);
    expect(late.finished).toBe(true);
    expect(late.nextAt).toBeNull();
  });

  it('skips the escalation after an acknowledgement', () => {
    const first = advance(chain, { stepIndex: 0, stepStartedAt: 0, repeats: {} }, false, 0);
    expect(advance(chain, first.state, true, 10 * MIN).actions).toEqual([{ kind: 'skip', stepIndex: 2, why: 'acknowledged' }]);
  });

  it('ends an acknowledgement wait early when acknowledged, and repeats at most `times` times', () => {
    const c = [step('notify', { target: A }), step('requireAck', { minutes: 5 }), step('repeat', { times: 2 }), step('escalate', { target: B })];
    let a = advance(c, { stepIndex: 0, stepStartedAt: 0, repeats: {} }, false, 0);
    expect(a.nextAt).toBe(5 * MIN);
    a = advance(c, a.state, false, 5 * MIN);
    expect(a.actions).toEqual([{ kind: 'send', stepIndex: 0, target: A, reason: 'repeat' }]);
    expect(a.nextAt).toBe(10 * MIN);
    a = advance(c, a.state, false, 10 * MIN);
    expect(a.actions.map((x) => x.kind === 'send' && x.reason)).toEqual(['repeat']);
    a = advance(c, a.state, false, 15 * MIN);
    expect(a.actions).toEqual([{ kind: 'send', stepIndex: 3, target: B, reason: 'escalate' }]);
    expect(a.finished).toBe(true);
    const acked = advance(c, { stepIndex: 1, stepStartedAt: 0, repeats: {} }, true, MIN);
    expect(acked.actions).toEqual([{ kind: 'skip', stepIndex: 2, why: 'acknowledged' }, { kind: 'skip', stepIndex: 3, why: 'acknowledged' }]);
  });

  it('skips incomplete steps instead of stopping', () => {
    const c = [step('notify'), step('wait'), step('repeat', { times: 1 })];
    const a = advance(c, { stepIndex: 0, stepStartedAt: 0, repeats: {} }, false, 0);
    expect(a.actions.map((x) => x.kind)).toEqual(['skip', 'skip', 'skip']);
    expect(a.finished).toBe(true);
  });

  it('asks for an acknowledgement when a later step needs one', () => {
    expect(asksForAck(chain, 0)).toBe(true);
    expect(asksForAck([step('notify', { target: A }), step('wait', { minutes: 1 })], 0)).toBe(false);
  });
});

describe('chainStepProblem', () => {
  it('names what a step of its kind lacks', () => {
    expect(chainStepProblem({ kind: 'notify', targetKind: 'group', target: 'Leitung' })).toBeNull();
    expect(chainStepProblem({ kind: 'escalate', targetKind: 'group', target: null })).toBe('target');
    expect(chainStepProblem({ kind: 'requireAck' })).toBe('minutes');
    expect(chainStepProblem({ kind: 'repeat', times: 2 })).toBeNull();
    expect(chainStepProblem({ kind: 'repeat' })).toBe('times');
  });
});

describe('trigger', () => {
  const base = { categoryId: null, minSeverity: 'major' as const, timeFrom: null, timeTo: null, days: null };
  const sit = { categoryId: '1', severity: 'major' as const };
  // Friday 27 Nov 2026 22:00 and Saturday 28 Nov 02:00 in Rome (UTC+1).
  const FRI_22 = Date.parse('2026-11-27T21:00:00Z');
  const SAT_02 = Date.parse('2026-11-28T01:00:00Z');

  it('reads day and minute in the zone', () => {
    expect(localTime(SAT_02, 'Europe/Rome')).toEqual({ weekday: 'sa', minute: 120 });
    expect(localTime(SAT_02, 'UTC')).toEqual({ weekday: 'sa', minute: 60 });
  });

  it('counts the early hours of a window over midnight to the day it began', () => {
    const fridayNights = { ...base, timeFrom: '20:00', timeTo: '06:00', days: ['fr'] };
    expect(triggerMatches(fridayNights, sit, FRI_22, 'Europe/Rome')).toBe(true);
    expect(triggerMatches(fridayNights, sit, SAT_02, 'Europe/Rome')).toBe(true);
    expect(triggerMatches({ ...fridayNights, days: ['sa'] }, sit, SAT_02, 'Europe/Rome')).toBe(false);
  });

  it('compares severity and category', () => {
    expect(triggerMatches(base, { ...sit, severity: 'minor' }, FRI_22, 'UTC')).toBe(false);
    expect(triggerMatches({ ...base, categoryId: '2' }, sit, FRI_22, 'UTC')).toBe(false);
    expect(triggerMatches({ ...base, timeFrom: '21:30' }, sit, FRI_22, 'UTC')).toBe(false);
    expect(triggerMatches({ ...base, timeTo: '21:30' }, sit, FRI_22, 'UTC')).toBe(true);
  });
});

describe('texts', () => {
  it('has every key in both languages with the same placeholders', () => {
    expect(notifyKeys('it').sort()).toEqual(notifyKeys('de').sort());
    for (const k of notifyKeys('de')) {
      const ph = (lang: 'de' | 'it') => (notifyText(lang, k as never).match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(ph('it'), k).toEqual(ph('de'));
    }
  });
});
