import { describe, expect, it } from 'vitest';
import {
  busReleased, effectiveChannels, inForce, inScope, inWindow, lineKey, localDate, negativeHits, stationBusReleased,
  type ComBusRule, type NegativeRule, type RuleMessage, type RuleQuery,
} from '../../../server/passenger-info/rules';

const TZ = 'Europe/Berlin';
// Wednesday 2026-11-25, 10:30 in Berlin (UTC+1).
const AT = Date.parse('2026-11-25T09:30:00Z');

function msg(extra: Partial<RuleMessage> = {}): RuleMessage {
  return {
    status: 'published', channels: ['display', 'announcement', 'web'], stationIds: new Set(), lines: new Set(), runLines: new Set(), runs: new Set(),
    validFrom: null, validTo: null, busInformation: false, pair: null, ...extra,
  };
}
function query(extra: Partial<RuleQuery> = {}): RuleQuery {
  return { at: AT, stationIds: new Set(), lines: new Set(), runs: new Set(), ...extra };
}
function neg(extra: Partial<NegativeRule>): NegativeRule {
  return {
    kind: 'station', stationId: null, fromLine: null, toLine: null, channels: ['display', 'announcement'], timeFrom: null, timeTo: null, days: [],
    validFrom: null, validTo: null, active: true, ...extra,
  };
}
function release(extra: Partial<ComBusRule>): ComBusRule {
  return { stationId: null, lines: [], channels: ['display'], validFrom: null, validTo: null, active: true, ...extra };
}

describe('in force', () => {
  it('published and within [validFrom, validTo)', () => {
    expect(inForce(msg(), AT)).toBe(true);
    expect(inForce(msg({ status: 'draft' }), AT)).toBe(false);
    expect(inForce(msg({ status: 'withdrawn' }), AT)).toBe(false);
    expect(inForce(msg({ validFrom: AT + 1 }), AT)).toBe(false);
    expect(inForce(msg({ validFrom: AT }), AT)).toBe(true);
    expect(inForce(msg({ validTo: AT }), AT)).toBe(false);
    expect(inForce(msg({ validTo: AT + 1 }), AT)).toBe(true);
  });
});

describe('scope', () => {
  it('a message without scope applies everywhere; a query without scope takes every message', () => {
    expect(inScope(msg(), query({ stationIds: new Set(['1']) }))).toBe(true);
    expect(inScope(msg({ stationIds: new Set(['1']) }), query())).toBe(true);
  });
  it('one shared station, line or run is enough; none is not', () => {
    const m = msg({ stationIds: new Set(['1']), lines: new Set(['S4']), runs: new Set(['1004']) });
    expect(inScope(m, query({ stationIds: new Set(['1']) }))).toBe(true);
    expect(inScope(m, query({ stationIds: new Set(['2']), lines: new Set(['S4']) }))).toBe(true);
    expect(inScope(m, query({ runs: new Set(['1004']) }))).toBe(true);
    expect(inScope(m, query({ stationIds: new Set(['2']), lines: new Set(['S5']), runs: new Set(['9']) }))).toBe(false);
  });
  it('line keys ignore spaces and case', () => {
    expect(lineKey(' s 4 ')).toBe('S4');
  });
});

describe('time window', () => {
  it('local time of day and weekday; over midnight belongs to the day it began', () => {
    expect(inWindow({ timeFrom: '10:00', timeTo: '11:00', days: [] }, AT, TZ)).toBe(true);
    expect(inWindow({ timeFrom: '11:00', timeTo: '12:00', days: [] }, AT, TZ)).toBe(false);
    expect(inWindow({ timeFrom: null, timeTo: null, days: ['we'] }, AT, TZ)).toBe(true);
    expect(inWindow({ timeFrom: null, timeTo: null, days: ['mo', 'tu'] }, AT, TZ)).toBe(false);
    // Thursday 02:00 Berlin in a Wednesday 22:00–06:00 window.
    const night = Date.parse('2026-11-26T01:00:00Z');
    expect(inWindow({ timeFrom: '22:00', timeTo: '06:00', days: ['we'] }, night, TZ)).toBe(true);
    expect(inWindow({ timeFrom: '22:00', timeTo: '06:00', days: ['th'] }, night, TZ)).toBe(false);
    expect(localDate(night, TZ)).toBe('2026-11-26');
  });
});

describe('negative list', () => {
  it('a station entry hits messages at that station on its channels only', () => {
    const m = msg({ stationIds: new Set(['7']) });
    const e = neg({ kind: 'station', stationId: '7', channels: ['display'] });
    expect(negativeHits(e, m, query(), 'display', TZ)).toBe(true);
    expect(negativeHits(e, m, query(), 'announcement', TZ)).toBe(false);
    // Asked at another station, a network-wide message is not hit.
    expect(negativeHits(e, msg(), query({ stationIds: new Set(['8']) }), 'display', TZ)).toBe(false);
    expect(negativeHits(e, msg(), query({ stationIds: new Set(['7']) }), 'display', TZ)).toBe(true);
  });
  it('a line entry hits the message lines and the lines of its runs', () => {
    const e = neg({ kind: 'line', fromLine: 'S4' });
    expect(negativeHits(e, msg({ lines: new Set(['S4']) }), query(), 'display', TZ)).toBe(true);
    expect(negativeHits(e, msg({ runLines: new Set(['S4']) }), query(), 'display', TZ)).toBe(true);
    expect(negativeHits(e, msg({ lines: new Set(['S5']) }), query(), 'display', TZ)).toBe(false);
  });
  it('a connection pair hits the message of that connection (feeder → departing line, station)', () => {
    const m = msg({ pair: { fromLine: 'S4', toLine: 'RB47', stationId: '7' } });
    expect(negativeHits(neg({ kind: 'connectionPair', fromLine: 'S4', toLine: 'RB47' }), m, query(), 'announcement', TZ)).toBe(true);
    expect(negativeHits(neg({ kind: 'connectionPair', fromLine: 'S4', toLine: 'RB47', stationId: '7' }), m, query(), 'display', TZ)).toBe(true);
    expect(negativeHits(neg({ kind: 'connectionPair', fromLine: 'S4', toLine: 'RB47', stationId: '8' }), m, query(), 'display', TZ)).toBe(false);
    expect(negativeHits(neg({ kind: 'connectionPair', fromLine: 'RB47', toLine: 'S4' }), m, query(), 'display', TZ)).toBe(false);
    expect(negativeHits(neg({ kind: 'connectionPair', fromLine: 'S4', toLine: 'RB47' }), msg(), query(), 'display', TZ)).toBe(false);
  });
  it('inactive, out of its dates or out of its window: no hit', () => {
    const m = msg({ stationIds: new Set(['7']) });
    expect(negativeHits(neg({ stationId: '7', active: false }), m, query(), 'display', TZ)).toBe(false);
    expect(negativeHits(neg({ stationId: '7', validTo: '2026-11-24' }), m, query(), 'display', TZ)).toBe(false);
    expect(negativeHits(neg({ stationId: '7', validFrom: '2026-11-25', validTo: '2026-11-25' }), m, query(), 'display', TZ)).toBe(true);
    expect(negativeHits(neg({ stationId: '7', timeFrom: '20:00', timeTo: '23:00' }), m, query(), 'display', TZ)).toBe(false);
  });
  it('effective channels: negative list never touches the web', () => {
    const m = msg({ stationIds: new Set(['7']) });
    expect(effectiveChannels(m, query(), [neg({ stationId: '7', channels: ['display', 'announcement'] })], [], TZ)).toEqual(['web']);
    expect(effectiveChannels(msg({ status: 'draft' }), query(), [], [], TZ)).toEqual([]);
  });
});

describe('ComBus releases', () => {
  it('bus information only where a release covers station and lines on that channel', () => {
    const m = msg({ busInformation: true, stationIds: new Set(['7']), lines: new Set(['S4']) });
    expect(effectiveChannels(m, query(), [], [], TZ)).toEqual([]);
    expect(effectiveChannels(m, query(), [], [release({ stationId: '7' })], TZ)).toEqual(['display']);
    expect(effectiveChannels(m, query(), [], [release({ stationId: '7', channels: ['display', 'web'] })], TZ)).toEqual(['display', 'web']);
    expect(effectiveChannels(m, query(), [], [release({ stationId: '8' })], TZ)).toEqual([]);
    expect(effectiveChannels(m, query(), [], [release({ lines: ['S4'] })], TZ)).toEqual(['display']);
    expect(effectiveChannels(m, query(), [], [release({ stationId: '7', lines: ['S5'] })], TZ)).toEqual([]);
    expect(effectiveChannels(m, query(), [], [release({ validFrom: '2026-12-01' })], TZ)).toEqual([]);
    // Asked at a station: the release must cover that station.
    expect(busReleased([release({ stationId: '7' })], new Set(['9']), new Set(), 'display', '2026-11-25')).toBe(false);
  });
  it('bus connections of a station: released for displays at the station or network-wide', () => {
    expect(stationBusReleased([release({ stationId: '7' })], '7', AT, TZ)).toBe(true);
    expect(stationBusReleased([release({ stationId: '7', channels: ['web'] })], '7', AT, TZ)).toBe(false);
    expect(stationBusReleased([release({})], '7', AT, TZ)).toBe(true);
    expect(stationBusReleased([release({ lines: ['S4'] })], '7', AT, TZ)).toBe(false);
    expect(stationBusReleased([release({ stationId: '7', active: false })], '7', AT, TZ)).toBe(false);
  });
});
