import { describe, expect, it } from 'vitest';
import { lineMessageLink, parseMessageTargets, vehicleMessageLink } from '../../../src/custom/vehicle-messages/link';
import { preselect, preselectMode, preselectNotices } from '../../../src/custom/vehicle-messages/preselect';
import type { LineTarget, VehicleTarget } from '../../../src/shared/vehicle-messages/types';

function vehicle(n: string, over: Partial<VehicleTarget> = {}): VehicleTarget {
  return {
    vehicleId: `v${n}`, vehicleNumber: n, series: null, status: 'inService', runId: null, trainNumber: null, lineId: null,
    lineNumber: null, lineColor: null, lineTextColor: null, destination: null, ...over,
  };
}

const line = (id: string, number: string, vehicleCount: number): LineTarget => ({ lineId: id, lineNumber: number, lineColor: '#f00', lineTextColor: '#fff', vehicleCount });

const search = (link: string) => link.slice(link.indexOf('?'));

describe('links to the page with targets', () => {
  it('vehicle numbers: comma-separated, trimmed, de-duplicated, in the order given', () => {
    expect(vehicleMessageLink(['4711', ' 4712 ', '4711', ''])).toBe('/vehicle_message?vehicles=4711,4712');
    expect(vehicleMessageLink(['801'])).toBe('/vehicle_message?vehicles=801');
    expect(vehicleMessageLink([])).toBe('/vehicle_message');
    expect(vehicleMessageLink(['  '])).toBe('/vehicle_message');
  });

  it('each number is URL-encoded on its own: commas, spaces, & and # inside a number survive', () => {
    const odd = ['ET 425,001', 'A&B', 'x#1', 'Zürich/2'];
    const link = vehicleMessageLink(odd);
    expect(link).toBe('/vehicle_message?vehicles=ET%20425%2C001,A%26B,x%231,Z%C3%BCrich%2F2');
    expect(parseMessageTargets(search(link))).toEqual({ vehicleNumbers: odd, lineId: null });
  });

  it('a line', () => {
    expect(lineMessageLink('17')).toBe('/vehicle_message?line=17');
    expect(lineMessageLink(' a b ')).toBe('/vehicle_message?line=a%20b');
    expect(parseMessageTargets('?line=a%20b')).toEqual({ vehicleNumbers: [], lineId: 'a b' });
  });
});

describe('reading the link back', () => {
  it('with or without "?", other parameters ignored, several vehicles parameters joined', () => {
    expect(parseMessageTargets('?vehicles=1,2&foo=bar')).toEqual({ vehicleNumbers: ['1', '2'], lineId: null });
    expect(parseMessageTargets('vehicles=1&vehicles=2,1')).toEqual({ vehicleNumbers: ['1', '2'], lineId: null });
    expect(parseMessageTargets('?vehicles=1&line=L1&line=L2')).toEqual({ vehicleNumbers: ['1'], lineId: 'L1' });
  });

  it('nothing named: empty', () => {
    for (const s of ['', '?', '?vehicles=', '?vehicles=,,', '?line=', '?vehicles', '?other=1']) {
      expect(parseMessageTargets(s)).toEqual({ vehicleNumbers: [], lineId: null });
    }
  });

  it('form encoding (+ is a space); a malformed escape is kept as written instead of failing', () => {
    expect(parseMessageTargets('?vehicles=ET+425')).toEqual({ vehicleNumbers: ['ET 425'], lineId: null });
    expect(parseMessageTargets('?vehicles=4711,%E0%A4%A,%zz')).toEqual({ vehicleNumbers: ['4711', '%E0%A4%A', '%zz'], lineId: null });
  });
});

describe('preselection', () => {
  const targets = {
    vehicles: [vehicle('801'), vehicle('802'), vehicle('803')],
    lines: [line('L1', 'S1', 3), line('L5', 'S5', 0)],
    unavailable: [{ vehicleNumber: 'W1', status: 'workshop' }, { vehicleNumber: 'R1', status: 'reserve' }],
  };

  it('the mode: one vehicle, several, a line; vehicles win over a line; nothing: null', () => {
    expect(preselectMode({ vehicleNumbers: ['801'], lineId: null })).toBe('one');
    expect(preselectMode({ vehicleNumbers: ['801', '802'], lineId: null })).toBe('many');
    expect(preselectMode({ vehicleNumbers: [], lineId: 'L1' })).toBe('line');
    expect(preselectMode({ vehicleNumbers: ['801'], lineId: 'L1' })).toBe('one');
    expect(preselectMode({ vehicleNumbers: [], lineId: null })).toBeNull();
    expect(preselect({ vehicleNumbers: [], lineId: null }, targets)).toBeNull();
  });

  it('numbers become the vehicle ids in the order named; those not in service are named, not dropped', () => {
    expect(preselect({ vehicleNumbers: ['803', '999', '801', 'W1'], lineId: null }, targets)).toEqual({
      value: { mode: 'many', vehicleIds: ['v803', 'v801'], lineId: null },
      notInService: [{ vehicleNumber: '999', status: null }, { vehicleNumber: 'W1', status: 'workshop' }],
      lineProblem: null,
    });
    expect(preselect({ vehicleNumbers: ['802'], lineId: null }, targets)).toEqual({
      value: { mode: 'one', vehicleIds: ['v802'], lineId: null }, notInService: [], lineProblem: null,
    });
  });

  it('a line: chosen when it runs with vehicles on it now; otherwise the mode only, with the reason', () => {
    expect(preselect({ vehicleNumbers: [], lineId: 'L1' }, targets)).toEqual({ value: { mode: 'line', vehicleIds: [], lineId: 'L1' }, notInService: [], lineProblem: null });
    expect(preselect({ vehicleNumbers: [], lineId: 'L5' }, targets)?.lineProblem).toEqual({ kind: 'empty', lineNumber: 'S5' });
    expect(preselect({ vehicleNumbers: [], lineId: 'L9' }, targets)).toEqual({
      value: { mode: 'line', vehicleIds: [], lineId: null }, notInService: [], lineProblem: { kind: 'unknown', lineId: 'L9' },
    });
  });

  it('the notices name what was not chosen, in German and Italian, singular and plural', () => {
    const one = preselect({ vehicleNumbers: ['801', '999'], lineId: null }, targets)!;
    expect(preselectNotices(one, 'de')).toEqual(['Nicht ausgewählt, da nicht ansprechbar: 999 (unbekannte Fahrzeugnummer).']);
    expect(preselectNotices(one, 'it')).toEqual(['Non selezionato perché non raggiungibile: 999 (numero di veicolo sconosciuto).']);
    // Each number with its reason: the fleet's status label (vehicles resource), or unknown.
    const three = preselect({ vehicleNumbers: ['W1', '999', 'R1'], lineId: null }, targets)!;
    expect(three.value.vehicleIds).toEqual([]);
    expect(preselectNotices(three, 'de')).toEqual(['Nicht ausgewählt, da nicht ansprechbar: W1 (In der Werkstatt), 999 (unbekannte Fahrzeugnummer), R1 (Reserve).']);
    expect(preselectNotices(three, 'it')).toEqual(['Non selezionati perché non raggiungibili: W1 (In officina), 999 (numero di veicolo sconosciuto), R1 (Riserva).']);
    expect(preselectNotices(preselect({ vehicleNumbers: [], lineId: 'L5' }, targets)!, 'de')[0]).toContain('Linie S5 ist gerade kein Fahrzeug');
    expect(preselectNotices(preselect({ vehicleNumbers: [], lineId: 'L9' }, targets)!, 'it')[0]).toContain('identificativo L9');
    expect(preselectNotices(preselect({ vehicleNumbers: ['801'], lineId: null }, targets)!, 'de')).toEqual([]);
  });
});
