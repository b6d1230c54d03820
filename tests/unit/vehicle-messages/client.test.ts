import { describe, expect, it } from 'vitest';
import type { MessagePage, MessageView } from '../../../src/custom/vehicle-messages/api';
import { matchesVehicle, missingInput, searchVehicles, vehicleRunText } from '../../../src/custom/vehicle-messages/compose';
import { progressPercent, targetSummary, vehicleList } from '../../../src/custom/vehicle-messages/history';
import { applyMessageChanged, mergeMessage } from '../../../src/custom/vehicle-messages/historyLive';
import { categoryLabel, vmTexts } from '../../../src/custom/vehicle-messages/messages';
import { REFETCH } from '../../../src/providers/query';
import { formatRecentTime } from '../../../src/ui/format';
import type { VehicleTarget } from '../../../src/shared/vehicle-messages/types';
import textsDecl from '../../../src/resources/vehicle-message-texts/resource';
import { resolveMenu } from '../../../src/shell/menuModel';
import { MENU } from '../../../src/shell/navigation';
import { CUSTOM_PAGES } from '../../../src/shell/customPages';

function message(id: string, over: Partial<MessageView> = {}): MessageView {
  return {
    id, textId: null, textCode: null, textDe: 'Text', textIt: 'Testo', freeText: true, category: null, priority: 'normal', requiresAck: true,
    lineId: null, lineNumber: null, simulated: true, sentBy: 'dispatcher', sentAt: '2026-03-02T08:00:00.000Z',
    counts: { total: 2, sent: 2, received: 0, acknowledged: 0, failed: 0, done: 0 }, deliveries: [], ...over,
  };
}

function vehicle(n: string, over: Partial<VehicleTarget> = {}): VehicleTarget {
  return {
    vehicleId: `v${n}`, vehicleNumber: n, series: 'GT8-100D/2S-M', status: 'inService', runId: null, trainNumber: null, lineId: null,
    lineNumber: null, lineColor: null, lineTextColor: null, destination: null, ...over,
  };
}

describe('history page merge', () => {
  const page: MessagePage = { rows: [message('5'), message('4'), message('3')], total: 7 };

  it('replaces a message on the page', () => {
    const changed = message('4', { counts: { total: 2, sent: 0, received: 0, acknowledged: 2, failed: 0, done: 2 } });
    const next = mergeMessage(page, changed, 1, 3);
    expect(next.rows.map((r) => r.id)).toEqual(['5', '4', '3']);
    expect(next.rows[1].counts.acknowledged).toBe(2);
    expect(next.total).toBe(7);
    expect(page.rows[1].counts.acknowledged).toBe(0);
  });

  it('puts a new message on top of page 1 and keeps the page size', () => {
    const next = mergeMessage(page, message('6'), 1, 3);
    expect(next.rows.map((r) => r.id)).toEqual(['6', '5', '4']);
    expect(next.total).toBe(8);
  });

  it('leaves other pages and older unknown messages alone', () => {
    expect(mergeMessage(page, message('6'), 2, 3)).toBe(page);
    expect(mergeMessage(page, message('1'), 1, 3)).toBe(page);
  });

  it('the live rule writes the merged page, and leaves the cache alone when the change does not concern it', () => {
    const apply = applyMessageChanged(1, 3);
    const next = apply(page, { vehicleMessageChanged: message('6') });
    expect(next).not.toBe(REFETCH);
    expect((next as MessagePage).rows.map((r) => r.id)).toEqual(['6', '5', '4']);
    expect(apply(page, { vehicleMessageChanged: message('1') })).toBeUndefined();
    expect(applyMessageChanged(2, 3)(page, { vehicleMessageChanged: message('6') })).toBeUndefined();
    expect(apply(undefined, { vehicleMessageChanged: message('6') })).toBeUndefined();
    expect(apply(page, { vehicleMessageChanged: null })).toBeUndefined();
  });
});

describe('target picker', () => {
  const on = vehicle('801', { runId: 'd:1', trainNumber: '84012', lineNumber: 'S4', destination: 'Bretten' });
  const off = vehicle('1802');
  it('labels a vehicle with its run now, or says it is on none', () => {
    expect(vehicleRunText(on, 'de')).toBe('S4 · 84012 → Bretten');
    expect(vehicleRunText(off, 'de')).toBe('nicht auf einer Fahrt');
    expect(vehicleRunText(off, 'it')).toBe('non in corsa');
  });
  it('searches vehicle, train and line numbers and the destination; number prefixes first', () => {
    expect(matchesVehicle(on, 'brett')).toBe(true);
    expect(matchesVehicle(on, '8401')).toBe(true);
    expect(matchesVehicle(on, 's4')).toBe(true);
    expect(matchesVehicle(off, 's4')).toBe(false);
    expect(searchVehicles([off, on], '80').map((v) => v.vehicleNumber)).toEqual(['801', '1802']);
    expect(searchVehicles([off, on], '').map((v) => v.vehicleNumber)).toEqual(['1802', '801']);
  });
});

describe('compose form and history cells', () => {
  it('says what is missing', () => {
    const base = { source: 'predefined' as const, textId: null, freeText: '', mode: 'many' as const, vehicleIds: [], lineId: null };
    expect(missingInput(base)).toEqual({ text: true, targets: true });
    expect(missingInput({ ...base, textId: '3', vehicleIds: ['v1'] })).toEqual({ text: false, targets: false });
    expect(missingInput({ ...base, source: 'free', freeText: '  ', mode: 'line', lineId: 'L1' })).toEqual({ text: true, targets: false });
    expect(missingInput({ ...base, source: 'free', freeText: 'x', mode: 'line', vehicleIds: ['v1'] })).toEqual({ text: false, targets: true });
  });

  it('progress, targets and times', () => {
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 0, total: 0 })).toBe(100);
    expect(targetSummary(message('1', { lineNumber: 'S5' }), 'de')).toBe('Linie S5 · 2 Fahrzeuge');
    expect(targetSummary(message('1', { counts: { total: 1, sent: 1, received: 0, acknowledged: 0, failed: 0, done: 0 } }), 'it')).toBe('1 veicolo');
    const many = message('1', { deliveries: Array.from({ length: 14 }, (_, i) => ({ vehicleNumber: String(800 + i) })) as MessageView['deliveries'] });
    expect(vehicleList(many, 3)).toBe('800, 801, 802, …');
    const at = '2026-03-02T08:05:09.000Z';
    // Sent, received and acknowledged times: src/ui/format's recent time (operator zone; here the test's own).
    expect(formatRecentTime(at, 'de', Date.parse(at))).toMatch(/^\d{2}:05:09$/);
    expect(formatRecentTime(at, 'de', Date.parse(at) + 3 * 86_400_000)).toMatch(/^02\.03\. \d{2}:05:09$/);
    expect(formatRecentTime(null, 'de')).toBe('');
  });

  it('every text exists in German and Italian with the same placeholders; counts pick their plural', () => {
    const { de, it: itTexts } = vmTexts.catalogue;
    expect(Object.keys(itTexts).sort()).toEqual(Object.keys(de).sort());
    const ph = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const k of Object.keys(de) as (keyof typeof de)[]) expect(ph(itTexts[k])).toEqual(ph(de[k]));
    expect(vmTexts.text('de', 'sendTo', { count: 2 })).toBe('Senden an 2 Fahrzeuge');
    expect(vmTexts.text('it', 'sendTo', { count: 1 })).toBe('Invia a 1 veicolo');
    expect(vmTexts.label('it', 'state', 'acknowledged')).toBe('Confermato');
    expect(categoryLabel('de', 'safety')).toBe('Sicherheit');
    expect(categoryLabel('it', null)).toBe('Altro');
    expect(categoryLabel('de', 'unbekannt')).toBe('Sonstiges');
  });
});

describe('menu', () => {
  it('the page serves "Nachricht an Fahrzeug"; the texts sit right after it', () => {
    const { byId } = resolveMenu({ entries: MENU, declarations: [textsDecl], customPages: CUSTOM_PAGES });
    expect(byId.get('vehicle_message')).toMatchObject({ enabled: true, to: '/vehicle_message' });
    const area = byId.get('leitstellendisposition')!;
    const ids = area.children.map((c) => c.id);
    expect(ids.indexOf('fahrzeugnachrichtentexte')).toBe(ids.indexOf('vehicle_message') + 1);
    expect(byId.get('fahrzeugnachrichtentexte')).toMatchObject({ label: { de: 'Fahrzeugnachrichtentexte', it: 'Testi messaggi ai veicoli' }, to: '/fahrzeugnachrichtentexte' });
  });
});
