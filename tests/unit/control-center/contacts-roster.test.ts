/** The derived contacts of a run (server/operations/contacts/roster.ts) and the geocoder answer parser. */
import { describe, expect, it } from 'vitest';
import { rosterContacts } from '../../../server/operations/contacts/roster';
import { parseNominatim } from '../../../server/operations/views/geocode';
import { ccTexts } from '../../../src/custom/control-center/messages';
import { popupTexts } from '../../../src/custom/control-center/popup/messages';
import { sidebarTexts } from '../../../src/custom/control-center/sidebar/messages';

const run = (o: Partial<Parameters<typeof rosterContacts>[0]> = {}) => ({ id: 'd:T1', tripId: 'T1', circulationId: 'C1', lineId: 'L1', lineNumber: 'S4', vehicleCount: 1, ...o });

describe('roster contacts', () => {
  it('gives a circulation one driver, the same every time, and different circulations mostly different ones', () => {
    const a = rosterContacts(run());
    expect(rosterContacts(run({ id: 'd:T2', tripId: 'T2' })).find((c) => c.role === 'driver')).toMatchObject({ name: a[0].name, phone: a[0].phone });
    expect(a.map((c) => c.role)).toEqual(['driver', 'operations', 'depot']);
    const names = new Set(Array.from({ length: 50 }, (_, i) => rosterContacts(run({ circulationId: `C${i}` }))[0].name));
    expect(names.size).toBeGreaterThan(30);
    expect(rosterContacts(run({ vehicleCount: 2 })).map((c) => c.role)).toContain('guard');
    expect(a[0].phone).toMatch(/^\+49 151 2\d{3} \d{4}$/);
  });
});

describe('geocoder answers', () => {
  it('keeps well-formed hits only', () => {
    expect(parseNominatim([{ display_name: 'Kaiserstraße 1, Karlsruhe', lat: '49.0', lon: '8.4' }, { lat: 'x' }, null])).toEqual([{ label: 'Kaiserstraße 1, Karlsruhe', lat: 49, lon: 8.4 }]);
    expect(parseNominatim({ error: 'x' })).toEqual([]);
  });
});

describe('texts', () => {
  it('have the same keys and placeholders in German and Italian', () => {
    for (const cat of [popupTexts.catalogue, sidebarTexts.catalogue, ccTexts.catalogue] as Record<'de' | 'it', Record<string, string>>[]) {
      expect(Object.keys(cat.it).sort()).toEqual(Object.keys(cat.de).sort());
      for (const k of Object.keys(cat.de)) expect((cat.it[k].match(/\{\{\w+\}\}/g) ?? []).sort()).toEqual((cat.de[k].match(/\{\{\w+\}\}/g) ?? []).sort());
    }
  });
});
