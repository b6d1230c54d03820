import { describe, expect, it } from 'vitest';
import { decisionText } from '../../../src/custom/connections/decisionLabels';
import { clockInput, countdownText, parseClockInput, slackText, stateText, timesText } from '../../../src/custom/connections/labels';
import { rowActionsOf } from '../../../src/custom/connections/RowActions';
import { serviceDayZero, serviceSecondsAt } from '../../../src/custom/connections/serviceClock';
import { connection } from './fixtures';

describe('connection labels', () => {
  it('names the state, with the time for a held connection', () => {
    expect(stateText({ state: 'held', heldUntil: 36_480 }, 'de')).toBe('gehalten bis 10:08');
    expect(stateText({ state: 'held', heldUntil: 36_480 }, 'it')).toBe('in attesa fino alle 10:08');
    expect(stateText({ state: 'endangered', heldUntil: null }, 'de')).toBe('Gefährdet');
    expect(stateText({ state: 'broken', heldUntil: null }, 'it')).toBe('Persa');
  });

  it('counts down to the decision in whole minutes, rounded up, then says it is overdue', () => {
    const row = connection({ state: 'endangered', decideBy: 36_300 });
    expect(countdownText(row, 36_000, 'de')).toBe('in 5min');
    expect(countdownText(row, 36_299, 'de')).toBe('in 1min');
    expect(countdownText(row, 36_301, 'de')).toBe('überfällig');
    expect(countdownText(row, 35_000, 'it')).toBe('tra 22min');
    expect(countdownText(row, null, 'de')).toBe('');
    expect(countdownText({ ...row, state: 'held' }, 36_000, 'de')).toBe('');
    expect(countdownText({ ...row, departingLeft: true }, 36_000, 'de')).toBe('abgefahren');
  });

  it('shows the buffer, or the hold needed when there is none', () => {
    expect(slackText(connection({ slackS: 120, holdNeededS: 0 }), 'de')).toBe('Puffer 2min');
    expect(slackText(connection({ slackS: -240, holdNeededS: 240 }), 'de')).toBe('Wartebedarf 4min');
    expect(slackText(connection({ slackS: null, holdNeededS: 0 }), 'it')).toBe('–');
  });

  it('says who decided: the engine as "automatisch"', () => {
    const at = '2026-11-25T09:01:00.000Z';
    const auto = { kind: 'hold' as const, measureId: 'm1', auto: true, createdBy: 'system', createdAt: at, holdUntil: 36_480 };
    expect(decisionText(auto, 'de', Date.parse(at))).toMatch(/^Halten · automatisch · \d\d:\d\d:\d\d/);
    expect(decisionText({ ...auto, kind: 'break', auto: false, createdBy: 'disponent' }, 'it', Date.parse(at))).toMatch(/^Non garantire · disponent · /);
    expect(decisionText(null, 'de')).toBe('');
  });

  it('shows the expected time only when it differs by a minute, and the actual once done', () => {
    expect(timesText(36_000, 36_030, false, 'arrival', 'de')).toEqual(['Plan 10:00']);
    expect(timesText(36_000, 36_300, false, 'arrival', 'de')).toEqual(['Plan 10:00', 'erwartet 10:05']);
    expect(timesText(36_000, 36_300, true, 'departure', 'it')).toEqual(['prev. 10:00', 'partito 10:05']);
    expect(timesText(36_000, null, false, 'arrival', 'de')).toEqual(['Plan 10:00', 'hält nicht']);
  });

  it('reads the hold-until field on the day nearest to the departure', () => {
    expect(parseClockInput('10:08', 36_300)).toBe(36_480);
    expect(parseClockInput('1008', 36_300)).toBe(36_480);
    expect(parseClockInput('00:10', 86_100)).toBe(86_400 + 600);
    expect(parseClockInput('23:50', 86_400 + 300)).toBe(85_800);
    expect(parseClockInput('24:00', 36_000)).toBeNull();
    expect(parseClockInput('10:6', 36_000)).toBeNull();
    expect(parseClockInput('abc', 36_000)).toBeNull();
    expect(clockInput(86_400 + 600)).toBe('00:10');
  });

  it('offers decide while undecided and undo while a decision is in force, nothing once left', () => {
    expect(rowActionsOf(connection({ state: 'endangered' }))).toEqual({ decide: true, undo: false });
    expect(rowActionsOf(connection({ state: 'cancelled' }))).toEqual({ decide: false, undo: false });
    const decided = connection({ state: 'held', decision: { kind: 'hold', measureId: 'm', auto: false, createdBy: 'd', createdAt: '', holdUntil: 1 } });
    expect(rowActionsOf(decided)).toEqual({ decide: false, undo: true });
    expect(rowActionsOf({ ...decided, departingLeft: true })).toEqual({ decide: false, undo: false });
  });
});

describe('now as seconds of the operating day', () => {
  it('counts from local midnight in the operator zone (noon minus 12 h)', () => {
    // 25 Nov 2026, Berlin is UTC+1: 10:00 local = 09:00 UTC.
    expect(serviceSecondsAt(Date.parse('2026-11-25T09:00:00Z'), '2026-11-25', 'Europe/Berlin')).toBe(36_000);
    expect(serviceSecondsAt(Date.parse('2026-11-25T23:30:00Z'), '2026-11-25', 'Europe/Berlin')).toBe(88_200);
    expect(serviceSecondsAt(Date.parse('2026-11-25T04:15:00Z'), '2026-11-25', 'Asia/Kathmandu')).toBe(36_000);
  });

  it('on the day the clocks go forward the zero is noon minus 12 h, not midnight', () => {
    // 29 Mar 2026: Berlin jumps 02:00 -> 03:00; noon is 10:00 UTC, the zero 22:00 UTC the day before.
    expect(serviceDayZero('2026-03-29', 'Europe/Berlin')).toBe(Date.parse('2026-03-28T22:00:00Z'));
  });
});
