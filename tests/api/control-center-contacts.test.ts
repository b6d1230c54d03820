/** Contacts of a run (derived crew, follow-up contacts) and saved map views per user. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './helpers';
import { runId, startLiveApp, type LiveTestApp } from './live-support';

let t: LiveTestApp;
beforeAll(async () => {
  t = await startLiveApp({ at: 7 * 3600 });
});
afterAll(async () => {
  await t?.close();
});

interface Contact { id: string; runId: string; source: string; role: string; name: string; phone: string; note: string; createdBy: string | null; createdAt: string | null }
const FIELDS = 'id runId source role name phone note createdBy createdAt';

async function contacts(id: string, role: 'viewer' | 'admin' = 'viewer'): Promise<Contact[]> {
  const r = await t.gql<{ runContacts: Contact[] }>(`query($id: ID!) { runContacts(runId: $id) { ${FIELDS} } }`, { id }, 'de', role);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.runContacts;
}

const ADD = `mutation($runId: ID!, $name: String!, $role: String!, $phone: String, $note: String) {
  addRunContact(runId: $runId, name: $name, role: $role, phone: $phone, note: $note) { ${FIELDS} } }`;

describe('run contacts', () => {
  it('gives every circulation one driver and the same people every time', async () => {
    const a = await contacts(runId(t, 'U1-1'));
    const b = await contacts(runId(t, 'U1-3'));
    const other = await contacts(runId(t, 'U2-1'));
    const driver = (cs: Contact[]) => cs.find((c) => c.role === 'driver')!;
    expect(driver(a)).toMatchObject({ source: 'roster', createdBy: null });
    expect(driver(a).phone).toMatch(/^\+49 151 2\d{3} \d{4}$/);
    // Runs of one circulation share the driver; another circulation has its own duty.
    const circ = await t.gql<{ a: { circulationId: string }; b: { circulationId: string } }>(
      `{ a: run(id: "${runId(t, 'U1-1')}") { circulationId } b: run(id: "${runId(t, 'U1-3')}") { circulationId } }`,
    );
    if (circ.data.a.circulationId === circ.data.b.circulationId) expect(driver(b).name).toBe(driver(a).name);
    expect(a.map((c) => c.role)).toEqual(expect.arrayContaining(['driver', 'operations', 'depot']));
    expect(await contacts(runId(t, 'U1-1'))).toEqual(a);
    expect(other.length).toBeGreaterThan(0);
  });

  it('names the control room and the depot in the caller’s language; typed follow-up contacts stay as typed', async () => {
    const id = runId(t, 'U2-2');
    const typed = await t.gql(ADD, { runId: id, name: 'Betriebshof Nord (Herr Kofler)', role: 'depot', note: 'nur tagsüber' }, 'it', 'admin');
    expect(typed.errors).toBeUndefined();
    const list = async (lang: string) => {
      const r = await t.gql<{ runContacts: Contact[] }>(`query($id: ID!) { runContacts(runId: $id) { ${FIELDS} } }`, { id }, lang, 'viewer');
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data.runContacts;
    };
    const named = (cs: Contact[]) => cs.filter((c) => c.source === 'roster' && c.role !== 'driver' && c.role !== 'guard').map((c) => [c.role, c.name]);
    const de = await list('de');
    const it_ = await list('it-IT,it;q=0.9');
    expect(named(de)).toEqual([['operations', 'Betriebsleitstelle'], ['depot', 'Betriebshof S4']]);
    expect(named(it_)).toEqual([['operations', 'Centrale operativa'], ['depot', 'Deposito S4']]);
    // Same contacts otherwise: ids, phones and the people's names do not change with the language.
    expect(it_.map((c) => [c.id, c.phone])).toEqual(de.map((c) => [c.id, c.phone]));
    expect(it_.find((c) => c.role === 'driver')?.name).toBe(de.find((c) => c.role === 'driver')?.name);
    for (const cs of [de, it_]) expect(cs.filter((c) => c.source === 'followUp').map((c) => [c.name, c.note])).toEqual([['Betriebshof Nord (Herr Kofler)', 'nur tagsüber']]);
  });

  it('stores a follow-up contact for dispatchers, lists it with who and when, refuses viewers', async () => {
    const id = runId(t, 'U1-4');
    const before = await countRows(t.db, 'op_run_contacts');
    const added = await t.gql<{ addRunContact: Contact }>(ADD, { runId: id, name: '  Maria Huber ', role: 'depot', phone: '+49 721 555-12', note: 'Ersatzfahrzeug steht bereit' }, 'de', 'admin');
    expect(added.errors).toBeUndefined();
    expect(added.data.addRunContact).toMatchObject({ runId: id, source: 'followUp', name: 'Maria Huber', role: 'depot', phone: '+49 721 555-12', createdBy: 'admin' });
    expect(Date.parse(added.data.addRunContact.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
    const list = await contacts(id);
    expect(list.at(-1)).toEqual(added.data.addRunContact);
    expect(list.filter((c) => c.source === 'followUp')).toHaveLength(1);

    const refused = await t.gql(ADD, { runId: id, name: 'X', role: 'other' }, 'it', 'viewer');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toContain('Non autorizzato');
    expect(await countRows(t.db, 'op_run_contacts')).toBe(before + 1);
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const before = await countRows(t.db, 'op_run_contacts');
    const cases: [Record<string, string>, string, string][] = [
      [{ runId: runId(t, 'U1-4'), name: ' ', role: 'driver' }, 'de', 'Bitte einen Namen angeben'],
      [{ runId: runId(t, 'U1-4'), name: 'A', role: 'pilot' }, 'it', 'Funzione «pilot» sconosciuta'],
      [{ runId: runId(t, 'U1-4'), name: 'A', role: 'driver', phone: 'call me' }, 'de', 'Telefonnummer'],
      [{ runId: `${t.day}:nope`, name: 'A', role: 'driver' }, 'it', 'non esiste'],
    ];
    for (const [vars, lang, text] of cases) {
      const r = await t.gql(ADD, vars, lang, 'admin');
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0].message).toContain(text);
    }
    expect(await countRows(t.db, 'op_run_contacts')).toBe(before);
  });
});

describe('saved map views', () => {
  const SAVE = 'mutation($name: String!, $state: JSON!) { saveMapView(name: $name, state: $state) { id name state updatedAt } }';
  const state = { filters: { lineIds: ['L1'], networks: [], products: ['sBahn'], warningOnly: true }, center: { lat: 49.0, lon: 8.4 }, zoom: 12 };

  it('keeps views per user: saved, replaced by name, listed only for their owner, deleted', async () => {
    const saved = await t.gql<{ saveMapView: { id: string; name: string; state: unknown } }>(SAVE, { name: 'Morgens S4', state: { ...state, extra: 'dropped' } }, 'de', 'viewer');
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveMapView).toMatchObject({ name: 'Morgens S4', state });
    const again = await t.gql<{ saveMapView: { id: string; state: typeof state } }>(SAVE, { name: 'Morgens S4', state: { ...state, zoom: 9 } }, 'de', 'viewer');
    expect(again.data.saveMapView.id).toBe(saved.data.saveMapView.id);
    await t.gql(SAVE, { name: 'Admin-Sicht', state }, 'de', 'admin');

    const mine = await t.gql<{ mapViews: { name: string; state: typeof state }[] }>('{ mapViews { id name state } }', undefined, 'de', 'viewer');
    expect(mine.data.mapViews.map((v) => v.name)).toEqual(['Morgens S4']);
    expect(mine.data.mapViews[0].state.zoom).toBe(9);
    const admins = await t.gql<{ mapViews: { name: string }[] }>('{ mapViews { name } }', undefined, 'de', 'admin');
    expect(admins.data.mapViews.map((v) => v.name)).toEqual(['Admin-Sicht']);

    // Another user cannot delete it.
    const foreign = await t.gql(`mutation { deleteMapView(id: "${saved.data.saveMapView.id}") }`, undefined, 'it', 'admin');
    expect(foreign.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const del = await t.gql<{ deleteMapView: boolean }>(`mutation { deleteMapView(id: "${saved.data.saveMapView.id}") }`, undefined, 'de', 'viewer');
    expect(del.data.deleteMapView).toBe(true);
    expect((await t.gql<{ mapViews: unknown[] }>('{ mapViews { id } }', undefined, 'de', 'viewer')).data.mapViews).toEqual([]);
  });

  it('refuses a nameless or malformed view', async () => {
    const noName = await t.gql(SAVE, { name: ' ', state }, 'it', 'viewer');
    expect(noName.errors?.[0].message).toContain('Indicare un nome per la vista');
    const bad = await t.gql(SAVE, { name: 'x', state: { ...state, zoom: 99 } }, 'de', 'viewer');
    expect(bad.errors?.[0].message).toContain('zoom');
  });

  it('answers the address search with nothing when no geocoder is configured', async () => {
    const r = await t.gql<{ geocode: unknown[] }>('{ geocode(q: "Kaiserstraße 1") { label lat lon } }', undefined, 'de', 'viewer');
    expect(r.data.geocode).toEqual([]);
  });
});
