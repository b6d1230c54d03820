import { describe, expect, it } from 'vitest';
import type { DisruptionView, Network } from '../../../src/custom/demo-control/api';
import { demoTexts } from '../../../src/custom/demo-control/messages';
import { disruptionTime, disruptionWhat, lineSections, parseMinutes, sortDisruptions } from '../../../src/custom/demo-control/sections';
import { demoMessageKeys, demoText as serverText } from '../../../server/operations/demo-control/messages';
import { instantOfTimeOfDay, parseTimeOfDay } from '../../../server/operations/demo-control/control';
import { localParts } from '../../../server/operations/live/time';

const network: Network = {
  lines: [{ id: 'S4', lineNumber: 'S4', name: 'S4', color: '#9F184C', textColor: '#FFFFFF' }],
  routes: [
    { id: 'S4-1', lineId: 'S4', direction: 1, stopIds: ['C', 'B', 'A'] },
    { id: 'S4-0', lineId: 'S4', direction: 0, stopIds: ['A', 'B', 'C', 'D'] },
    { id: 'S5-0', lineId: 'S5', direction: 0, stopIds: ['X', 'Y'] },
  ],
  stops: [{ id: 'A', name: 'Albtal' }, { id: 'B', name: 'Bruchsal' }, { id: 'C', name: 'Durlach' }, { id: 'D', name: 'Bretten' }],
};

const view = (fields: Partial<DisruptionView>): DisruptionView => ({
  id: '1', kind: 'blockedSection', active: true, startsAt: '2026-03-02T09:00:00.000Z', endsAt: '2026-03-02T09:20:00.000Z', startClock: '10:00', endClock: '10:20', minutes: 20, lineId: 'S4', lineNumber: 'S4',
  lineColor: null, lineTextColor: null, fromStopId: 'C', fromName: 'Durlach', toStopId: 'G', toName: 'Grötzingen', runId: null, trainNumber: null, outOfService: false,
  endStopName: null, createdBy: 'admin', endedBy: null, ...fields,
});

describe('demo control helpers', () => {
  it('lists a line’s sections once each, in the order of its direction-0 route', () => {
    expect(lineSections(network, 'S4').map((s) => `${s.fromName}–${s.toName}`)).toEqual(['Albtal–Bruchsal', 'Bruchsal–Durlach', 'Durlach–Bretten']);
    expect(lineSections(network, 'S9')).toEqual([]);
  });

  it('reads whole minutes in range only', () => {
    expect(parseMinutes('20', 720)).toBe(20);
    expect(parseMinutes(' 5 ', 720)).toBe(5);
    for (const bad of ['0', '721', '2.5', '', 'x', '-3']) expect(parseMinutes(bad, 720), bad).toBeNull();
  });

  it('names disruptions and their times', () => {
    expect(disruptionWhat(view({}), 'de')).toBe('Durlach – Grötzingen');
    const failure = view({ kind: 'vehicleFailure', trainNumber: '84011', outOfService: true, endStopName: 'Bretten', endClock: null });
    expect(disruptionWhat(failure, 'it')).toBe('Treno 84011, fuori servizio da Bretten');
    expect(disruptionTime(failure, 'de')).toBe('ab 10:00 Uhr');
    expect(disruptionTime(view({}), 'it')).toBe('ore 10:00–10:20');
    expect(sortDisruptions([view({ id: '1' }), view({ id: '2', active: false }), view({ id: '3' })]).map((d) => d.id)).toEqual(['3', '1', '2']);
  });

  it('has every text in both languages, in the page and in the server messages', () => {
    expect(Object.keys(demoTexts.catalogue.it).sort()).toEqual(Object.keys(demoTexts.catalogue.de).sort());
    expect(demoTexts.label('de', 'kind', 'vehicleFailure')).toBe('Fahrzeugstörung');
    expect(demoTexts.label('it', 'kind', 'blockedSection')).toBe('Interruzione di linea');
    expect(demoMessageKeys('it').sort()).toEqual(demoMessageKeys('de').sort());
    expect(serverText('it', 'demo.error.minutes', { max: 240 })).toBe('La durata deve essere un numero intero di minuti da 1 a 240.');
    // Shared keys fall back to the live catalogue.
    expect(serverText('de', 'live.error.unknownRun', { run: 'x' })).toContain('„x“');
  });

  it('jumps to a local time of the operating day; before 03:00 is the night after', () => {
    expect(parseTimeOfDay('06:30')).toBe(6.5 * 3600);
    expect(parseTimeOfDay('6:05:09')).toBe(6 * 3600 + 5 * 60 + 9);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('1230')).toBeNull();
    const morning = localParts(instantOfTimeOfDay('2026-03-29', 6.5 * 3600, 'Europe/Berlin'), 'Europe/Berlin');
    expect(morning).toMatchObject({ year: 2026, month: 3, day: 29, hour: 6, minute: 30 });
    const night = localParts(instantOfTimeOfDay('2026-03-29', 1 * 3600 + 15 * 60, 'Europe/Berlin'), 'Europe/Berlin');
    expect(night).toMatchObject({ day: 30, hour: 1, minute: 15 });
  });
});
