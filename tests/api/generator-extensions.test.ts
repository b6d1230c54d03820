import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDeclaration, ResourceDeclaration } from '../../src/shared/resource/types';
import { loadDeclarations } from '../../server/resources/load';
import { prepareDatabase } from '../../server/setup';
import { createTestDb, startTestApp, type TestApp, type TestDb } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined };

describe('a required field with a default added to a resource with rows', () => {
  let testDb: TestDb;
  let decls: ResourceDeclaration[];
  const withFields = (extra: FieldDeclaration[]) =>
    decls.map((d) => (d.name === 'PhoneBookEntry' ? { ...d, fields: [...d.fields, ...extra] } : d));

  beforeAll(async () => {
    testDb = await createTestDb();
    decls = await loadDeclarations();
    await prepareDatabase(testDb.db, decls, quiet);
    await testDb.db.query(`INSERT INTO phone_book_entries (name, function) VALUES ('Anna Berger', 'Fahrdienstleiterin'), ('Luca Rossi', 'Disponent')`);
  });
  afterAll(() => testDb?.destroy());

  it('fills the existing rows with the default and makes the column NOT NULL', async () => {
    const priority: FieldDeclaration = {
      name: 'priority', type: 'enum', required: true, default: 'normal', label: { de: 'Priorität', it: 'Priorità' },
      options: [{ value: 'normal', label: { de: 'Normal', it: 'Normale' } }, { value: 'urgent', label: { de: 'Dringend', it: 'Urgente' } }],
    };
    const onCall: FieldDeclaration = { name: 'onCall', type: 'boolean', required: true, default: false, label: { de: 'Bereitschaft', it: 'Reperibilità' } };
    const note: FieldDeclaration = { name: 'note', type: 'string', required: true, default: "Rufbereitschaft 'Nord'", label: { de: 'Hinweis', it: 'Nota' } };
    const r = await prepareDatabase(testDb.db, withFields([priority, onCall, note]), quiet);
    expect(r.applied).toEqual([
      'resource:phone_book_entries:add_column:priority',
      'resource:phone_book_entries:add_column:on_call',
      'resource:phone_book_entries:add_column:note',
    ]);
    expect(r.warnings).toEqual([]);
    const rows = await testDb.db.query(`SELECT name, priority, on_call, note FROM phone_book_entries ORDER BY name`);
    expect(rows.rows).toEqual([
      { name: 'Anna Berger', priority: 'normal', on_call: false, note: "Rufbereitschaft 'Nord'" },
      { name: 'Luca Rossi', priority: 'normal', on_call: false, note: "Rufbereitschaft 'Nord'" },
    ]);
    const cols = await testDb.db.query<{ column_name: string; is_nullable: string }>(
      `SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'phone_book_entries' AND column_name IN ('priority', 'on_call')`,
    );
    expect(cols.rows.map((c) => c.is_nullable)).toEqual(['NO', 'NO']);
    const again = await prepareDatabase(testDb.db, withFields([priority, onCall, note]), quiet);
    expect(again.applied).toEqual([]);
  });

  it('backfills a column that was added as optional earlier and is declared required with a default now', async () => {
    const room: FieldDeclaration = { name: 'room', type: 'string', label: { de: 'Raum', it: 'Stanza' } };
    await prepareDatabase(testDb.db, withFields([room]), quiet);
    const empty = await testDb.db.query(`SELECT count(*)::int AS n FROM phone_book_entries WHERE room IS NULL`);
    expect(empty.rows[0]).toEqual({ n: 2 });
    const r = await prepareDatabase(testDb.db, withFields([{ ...room, required: true, default: 'Leitstelle' }]), quiet);
    expect(r.applied).toEqual(['resource:phone_book_entries:backfill:room']);
    const rows = await testDb.db.query(`SELECT DISTINCT room FROM phone_book_entries`);
    expect(rows.rows).toEqual([{ room: 'Leitstelle' }]);
  });

  it('warns when a required field without a default is added to a table with rows', async () => {
    const badge: FieldDeclaration = { name: 'badge', type: 'string', required: true, label: { de: 'Ausweis', it: 'Tessera' } };
    const r = await prepareDatabase(testDb.db, withFields([badge]), quiet);
    expect(r.applied).toEqual(['resource:phone_book_entries:add_column:badge']);
    expect(r.warnings).toEqual([
      'phone_book_entries.badge: required field "badge" was added without a default; the 2 existing rows have no value and must be completed before they can be saved again (declare a default to fill them)',
    ]);
  });
});

describe('list filters "is empty" / "is set" and ranked reference search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const stations = [
      ['Nürnberg Hbf', 'NN'], ['Nürnberg-Nordost', 'NNO'], ['Hannover Hbf', 'HANN'], ['NN-Hausen', 'XNH'], ['München Hbf', 'MH'],
    ];
    for (const [name, code] of stations) {
      const r = await t.gql(`mutation($n: String, $c: String) { createStation(name: $n, stationCode: $c) { id } }`, { n: name, c: code });
      expect(r.errors).toBeUndefined();
    }
    const entries = [
      { name: 'Anna Berger', email: 'anna.berger@example.org', phone: '0911 100' },
      { name: 'Luca Rossi', email: null, phone: '0911 200' },
      { name: 'Eva Klein', email: null, phone: null },
    ];
    for (const e of entries) {
      const r = await t.gql(`mutation($n: String, $e: String, $p: String) { createPhoneBookEntry(name: $n, email: $e, phone: $p) { id } }`, { n: e.name, e: e.email, p: e.phone }, 'de', 'dispatcher');
      expect(r.errors).toBeUndefined();
    }
    // A text stored as '' (e.g. by a seed) counts as empty too.
    await t.db.query(`UPDATE phone_book_entries SET email = '' WHERE name = 'Luca Rossi'`);
  });
  afterAll(() => t?.close());

  const names = async (filter: Record<string, unknown>) => {
    const r = await t.gql<{ allPhoneBookEntries: { name: string }[]; _allPhoneBookEntriesMeta: { count: number } }>(
      `query($f: PhoneBookEntryFilter) { allPhoneBookEntries(filter: $f, sortField: "name") { name } _allPhoneBookEntriesMeta(filter: $f) { count } }`,
      { f: filter }, 'de', 'viewer',
    );
    expect(r.errors).toBeUndefined();
    expect(r.data._allPhoneBookEntriesMeta.count).toBe(r.data.allPhoneBookEntries.length);
    return r.data.allPhoneBookEntries.map((e) => e.name);
  };

  it('filters by empty and set values', async () => {
    expect(await names({ email_empty: true })).toEqual(['Eva Klein', 'Luca Rossi']);
    expect(await names({ email_empty: false })).toEqual(['Anna Berger']);
    expect(await names({ phone_empty: true })).toEqual(['Eva Klein']);
    expect(await names({ phone_empty: false, email_empty: true })).toEqual(['Luca Rossi']);
    expect(await names({})).toHaveLength(3);
  });

  it('puts exact and prefix matches of the first option field before other matches', async () => {
    const r = await t.gql<{ allStations: { stationCode: string }[] }>(
      `query($f: StationFilter) { allStations(filter: $f, sortField: "stationCode", sortOrder: "ASC", perPage: 10) { stationCode } }`,
      { f: { q: 'nn', q_rank: ['stationCode', 'name'] } },
    );
    expect(r.errors).toBeUndefined();
    // NN: the code exactly; NNO: a code prefix; XNH: a name prefix (NN-Hausen); HANN: "nn" inside.
    expect(r.data.allStations.map((s) => s.stationCode)).toEqual(['NN', 'NNO', 'XNH', 'HANN']);
    const plain = await t.gql<{ allStations: { stationCode: string }[] }>(
      `query($f: StationFilter) { allStations(filter: $f, sortField: "stationCode", sortOrder: "ASC", perPage: 10) { stationCode } }`,
      { f: { q: 'nn' } },
    );
    expect(plain.data.allStations.map((s) => s.stationCode)).toEqual(['HANN', 'NN', 'NNO', 'XNH']);
  });
});
