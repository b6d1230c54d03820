/** The board page's pure parts: route, event-stream parser, reconnect policy, row texts and pages. */
import { describe, expect, it } from 'vitest';
import { heldText, noteLines, pageOf, rowsThatFit, stateOf, statusText } from '../../../src/custom/departures/display';
import { afterFailure, BOARD_RECONNECT, isSilent, reconnectDelay } from '../../../src/custom/departures/reconnect';
import { boardLangOf, boardStationOf } from '../../../src/custom/departures/route';
import { createSseParser, type SseEvent } from '../../../src/custom/departures/sse';
import type { Departure } from '../../../src/shared/passenger-info/types';

function dep(over: Partial<Departure> = {}): Departure {
  return {
    runId: 'r', trainNumber: '84013', lineNumber: 'S4', lineColor: '#9F184C', lineTextColor: '#FFFFFF', destination: 'Bretten',
    platform: '2', plannedPlatform: '2', platformChanged: false, plannedDeparture: 8 * 3600, expectedDeparture: 8 * 3600,
    delayMinutes: 0, cancelled: false, heldFor: null, notes: [], ...over,
  };
}

describe('board route', () => {
  it('reads the station from the path, the picker without one, nothing for other paths', () => {
    expect(boardStationOf('/abfahrten/123')).toBe('123');
    expect(boardStationOf('/abfahrten/Karlsruhe%20Hbf/')).toBe('Karlsruhe Hbf');
    expect(boardStationOf('/abfahrten')).toBe('');
    expect(boardStationOf('/abfahrten/')).toBe('');
    expect(boardStationOf('/abfahrten/1/2')).toBeNull();
    expect(boardStationOf('/abfahrtenX')).toBeNull();
    expect(boardStationOf('/bahnhoeffelist')).toBeNull();
    expect(boardStationOf('/abfahrten/%E0%A4%A')).toBeNull();
  });

  it('takes ?lang= when it is de or it, else the app language', () => {
    expect(boardLangOf('?lang=it', 'de')).toBe('it');
    expect(boardLangOf('?lang=fr', 'it')).toBe('it');
    expect(boardLangOf('', 'de')).toBe('de');
  });
});

describe('event-stream parser', () => {
  it('joins chunks into events, data lines with newlines, comments as heartbeats, CRLF too', () => {
    const events: SseEvent[] = [];
    let beats = 0;
    const p = createSseParser((e) => events.push(e), () => beats++);
    p.push('retry: 2000\nevent: bo');
    p.push('ard\ndata: {"a":');
    p.push('1}\n\n: \u2665\n\n');
    p.push('data: x\r\ndata: y\r');
    expect(events).toEqual([{ event: 'board', data: '{"a":1}' }]);
    p.push('\n\r\n');
    expect(events[1]).toEqual({ event: 'message', data: 'x\ny' });
    expect(beats).toBe(1);
  });
});

describe('reconnect policy', () => {
  it('doubles the wait up to the maximum, with at most `jitter` taken off', () => {
    expect(reconnectDelay(1, BOARD_RECONNECT, () => 0)).toBe(1000);
    expect(reconnectDelay(2, BOARD_RECONNECT, () => 0)).toBe(2000);
    expect(reconnectDelay(5, BOARD_RECONNECT, () => 0)).toBe(16_000);
    expect(reconnectDelay(6, BOARD_RECONNECT, () => 0)).toBe(30_000);
    expect(reconnectDelay(500, BOARD_RECONNECT, () => 0)).toBe(30_000);
    expect(reconnectDelay(1, BOARD_RECONNECT, () => 1)).toBe(700);
    expect(reconnectDelay(0, BOARD_RECONNECT, () => 0)).toBe(1000);
  });

  it('counts a stream silent for three heartbeats as dead; 401 signs in, 404 stops, the rest retries', () => {
    expect(isSilent(0, 45_000)).toBe(false);
    expect(isSilent(0, 45_001)).toBe(true);
    expect(afterFailure(401)).toBe('signIn');
    expect(afterFailure(404)).toBe('notFound');
    expect(afterFailure(503)).toBe('retry');
    expect(afterFailure(null)).toBe('retry');
  });
});

describe('departure row texts', () => {
  it('says "+5", "entfällt"/"soppresso", nothing when on time', () => {
    expect(statusText(dep({ delayMinutes: 5, expectedDeparture: 8 * 3600 + 300 }), 'de')).toBe('+5');
    expect(statusText(dep({ cancelled: true, expectedDeparture: null }), 'de')).toBe('entfällt');
    expect(statusText(dep({ cancelled: true, expectedDeparture: null }), 'it')).toBe('soppresso');
    expect(statusText(dep(), 'de')).toBe('');
    expect(stateOf(dep({ cancelled: true, heldFor: { trainNumber: '1', lineNumber: 'S5', until: 0 } }))).toBe('cancelled');
    expect(stateOf(dep({ delayMinutes: 2 }))).toBe('late');
  });

  it('names the feeder of a held train, then the platform change, then the run’s messages', () => {
    const held = dep({ heldFor: { trainNumber: '85013', lineNumber: 'S5', until: 8 * 3600 + 240 }, platformChanged: true, platform: '3', notes: ['Ersatzverkehr ab Bretten'] });
    expect(heldText(held, 'de')).toBe('wartet auf Anschluss S5 85013 bis 08:04');
    expect(heldText(held, 'it')).toBe('attende la coincidenza S5 85013 fino alle 08:04');
    expect(noteLines(held, 'de')).toEqual(['wartet auf Anschluss S5 85013 bis 08:04', 'Gleiswechsel, geplant Gleis 2', 'Ersatzverkehr ab Bretten']);
    expect(noteLines(dep({ platformChanged: true, plannedPlatform: null, platform: '3' }), 'it')).toEqual([]);
  });

  it('turns pages of rows and fits at least three rows', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(rows, 3, 0)).toEqual({ rows: [1, 2, 3], page: 1, pages: 3 });
    expect(pageOf(rows, 3, 2)).toEqual({ rows: [7], page: 3, pages: 3 });
    expect(pageOf(rows, 3, 3).page).toBe(1);
    expect(pageOf([], 3, 5)).toEqual({ rows: [], page: 1, pages: 1 });
    expect(rowsThatFit(600, 50)).toBe(12);
    expect(rowsThatFit(60, 50)).toBe(3);
    expect(rowsThatFit(600, 0)).toBe(3);
  });
});
