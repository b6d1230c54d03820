/**
 * Issue 11, items 5 and 6: nothing of a feed is lost without a word. Frequencies are written out
 * as trips, pickup/drop-off types reach the run's stops, Windows-1252 text is converted and
 * reported, one-stop trips and unused stops are listed with counts, and a broken quote is
 * reported where it opened, with a bounded list and translated reasons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJobView, RunStop } from '../../src/shared/operations/types';
import { generateGtfsTables, tablesToZip, tableToCsv, zipWithFile, type GtfsTables } from '../support/gtfsFeed';
import { runId, startLiveApp, type LiveTestApp } from './live-support';
import { postFeed, waitForJob } from './timetable-support';

let t: LiveTestApp;

beforeAll(async () => {
  t = await startLiveApp({ install: false });
});
afterAll(() => t?.close());

async function importFeed(zip: Buffer, lang = 'de'): Promise<ImportJobView> {
  const res = await postFeed(t, zip, { lang });
  expect(res.statusCode, res.body).toBe(202);
  return (await waitForJob(t, (res.json() as ImportJobView).id, lang)).view;
}

/** Every day of the engine's years, so the current operating day has service. */
function everyDay(tables: GtfsTables): void {
  tables['calendar.txt'].rows = [
    ['WD', '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231'],
    ['WE', '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231'],
  ];
}

describe('frequencies.txt', () => {
  it('writes a frequency-based trip out as one trip per departure, exact_times 0 and 1, with the pattern\'s running times', async () => {
    const tables = generateGtfsTables({ stopTimes: 60, stopsPerTrip: 20 });
    const pattern = tables['stop_times.txt'].rows.filter((r) => r[0] === 'T0000001');
    tables['frequencies.txt'] = {
      header: ['trip_id', 'start_time', 'end_time', 'headway_secs', 'exact_times'],
      rows: [
        ['T0000001', '06:00:00', '07:00:00', '900', '1'], // 06:00, 06:15, 06:30, 06:45
        ['T0000001', '17:00:00', '17:20:00', '600', '0'], // 17:00, 17:10
      ],
    };
    const view = await importFeed(tablesToZip(tables));
    expect(view.phase, JSON.stringify(view.problems)).toBe('done');
    // 3 trips in the feed: T0000001 becomes 6, the two others stay.
    expect(view.stats?.trips).toBe(8);
    expect(view.stats?.stopTimes).toBe(8 * 20);
    const rows = await t.db.query<{ trip_id: string; first_departure: number; circulation_id: string | null }>(
      `SELECT trip_id, first_departure, circulation_id FROM timetable_trips WHERE version_id = $1 AND trip_id LIKE 'T0000001%' ORDER BY first_departure`,
      [view.versionId],
    );
    expect(rows.rows.map((r) => r.trip_id)).toEqual(
      ['T0000001@06:00:00', 'T0000001@06:15:00', 'T0000001@06:30:00', 'T0000001@06:45:00', 'T0000001@17:00:00', 'T0000001@17:10:00'],
    );
    expect(rows.rows.map((r) => r.circulation_id)).toEqual([null, null, null, null, null, null]);
    // Each copy keeps the pattern's running times, shifted to its own start.
    const hms = (text: string) => text.split(':').map(Number).reduce((acc, n) => acc * 60 + n, 0);
    const offsets = pattern.map((r) => hms(r[1]) - hms(pattern[0][2]));
    const copy = await t.db.query<{ arrival: number }>(
      `SELECT st.arrival FROM timetable_stop_times st JOIN timetable_trips tr ON tr.version_id = st.version_id AND tr.idx = st.trip_idx
       WHERE st.version_id = $1 AND tr.trip_id = 'T0000001@06:15:00' ORDER BY st.seq`,
      [view.versionId],
    );
    expect(copy.rows.map((r) => r.arrival)).toEqual(offsets.map((o) => 6 * 3600 + 15 * 60 + o));
    const notice = view.notices.find((n) => n.file === 'frequencies.txt');
    expect(notice).toMatchObject({ count: 1, line: null });
    expect(notice?.message).toBe(
      'frequencies.txt: 1 Taktfahrten zu 6 einzelnen Fahrten ausgeschrieben (4 mit exact_times=1, 2 mit exact_times=0: deren Abfahrten gelten als geplante Zeiten im angegebenen Takt).',
    );
  });

  it('refuses a frequencies.txt with a bad headway or an end before the start, at its line', async () => {
    const tables = generateGtfsTables({ stopTimes: 60 });
    tables['frequencies.txt'] = {
      header: ['trip_id', 'start_time', 'end_time', 'headway_secs'],
      rows: [['T0000001', '06:00:00', '07:00:00', '0'], ['T0000002', '08:00:00', '07:00:00', '600']],
    };
    const view = await importFeed(tablesToZip(tables), 'it');
    expect(view.phase).toBe('failed');
    expect(view.problems.map((p) => [p.file, p.line, p.column])).toEqual([
      ['frequencies.txt', 2, 'headway_secs'],
      ['frequencies.txt', 3, 'end_time'],
    ]);
    expect(view.problems[0].message).toBe('frequencies.txt, riga 2: Numero non valido «0» in «headway_secs».');
  });
});

describe('pickup_type and drop_off_type', () => {
  it('are stored and shown in the run\'s stops as no pickup / no drop-off / on request', async () => {
    const tables = generateGtfsTables({ stopTimes: 40, stopsPerTrip: 20 });
    everyDay(tables);
    const st = tables['stop_times.txt'];
    st.header.push('pickup_type', 'drop_off_type');
    st.rows.forEach((r, i) => {
      const k = i % 20;
      // Trip T0000000: the last stop no pickup, stop 3 no drop-off, stop 5 both on request.
      r.push(k === 19 ? '1' : k === 5 ? '2' : '', k === 0 ? '1' : k === 3 ? '1' : k === 5 ? '3' : '0');
    });
    const view = await importFeed(tablesToZip(tables));
    expect(view.phase, JSON.stringify(view.problems)).toBe('done');
    const stored = await t.db.query<{ seq: number; pickup: number; drop_off: number }>(
      'SELECT seq, pickup, drop_off FROM timetable_stop_times WHERE version_id = $1 AND trip_idx = 0 ORDER BY seq',
      [view.versionId],
    );
    expect(stored.rows.filter((r) => r.pickup !== 0 || r.drop_off !== 0)).toEqual([
      { seq: 10, pickup: 0, drop_off: 1 },
      { seq: 40, pickup: 0, drop_off: 1 },
      { seq: 60, pickup: 2, drop_off: 3 },
      { seq: 200, pickup: 1, drop_off: 0 },
    ]);

    const activated = await t.gql(`mutation { activateTimetableVersion(id: "${view.versionId}") { id } }`, undefined, 'de', 'planner');
    expect(activated.errors).toBeUndefined();
    await t.app.liveEngine.reload();
    const run = await t.gql<{ run: { stops: Pick<RunStop, 'seq' | 'pickup' | 'dropOff'>[] } }>(
      `{ run(id: "${runId(t, 'T0000000')}") { stops { seq pickup dropOff } } }`, undefined, 'de', 'viewer',
    );
    expect(run.errors).toBeUndefined();
    const stops = run.data.run.stops;
    expect(stops).toHaveLength(20);
    expect(stops.filter((s) => s.pickup !== 'regular' || s.dropOff !== 'regular')).toEqual([
      { seq: 1, pickup: 'regular', dropOff: 'none' },
      { seq: 4, pickup: 'regular', dropOff: 'none' },
      { seq: 6, pickup: 'onRequest', dropOff: 'onRequest' },
      { seq: 20, pickup: 'none', dropOff: 'regular' },
    ]);
  });

  it('refuses a value outside 0-3 at its line', async () => {
    const tables = generateGtfsTables({ stopTimes: 40 });
    const st = tables['stop_times.txt'];
    st.header.push('pickup_type');
    st.rows.forEach((r, i) => r.push(i === 7 ? '4' : '0'));
    const view = await importFeed(tablesToZip(tables));
    expect(view.problems.map((p) => [p.file, p.line, p.column])).toEqual([['stop_times.txt', 9, 'pickup_type']]);
  });
});

describe('Windows-1252 text', () => {
  it('is converted (Café, Straße, €) and the file and line of the first such byte are reported (de/it)', async () => {
    const tables = generateGtfsTables({ stopTimes: 40 });
    const stopIds = new Set(tables['stop_times.txt'].rows.map((r) => r[3]));
    const used = tables['stops.txt'].rows.filter((r) => stopIds.has(r[0]));
    used[2][1] = 'Café Müller';
    used[3][1] = 'Straße 5 €';
    const line = tables['stops.txt'].rows.indexOf(used[2]) + 2;
    // Each non-ASCII character as its Windows-1252 byte.
    const cp1252: Record<string, number> = { é: 0xe9, ü: 0xfc, ß: 0xdf, '€': 0x80 };
    const text = tableToCsv(tables['stops.txt']);
    const out: number[] = [];
    for (const c of text) out.push(c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : cp1252[c]);
    const view = await importFeed(zipWithFile(tables, 'stops.txt', Buffer.from(out)));
    expect(view.phase, JSON.stringify(view.problems)).toBe('done');
    const names = await t.db.query<{ name: string }>('SELECT name FROM timetable_stops WHERE version_id = $1 AND stop_id = ANY($2::text[]) ORDER BY stop_id', [
      view.versionId, `{${used[2][0]},${used[3][0]}}`,
    ]);
    expect(names.rows.map((r) => r.name)).toEqual(['Café Müller', 'Straße 5 €']);
    const notice = view.notices.find((n) => n.file === 'stops.txt' && n.line !== null);
    expect(notice).toMatchObject({ line, count: 1 });
    expect(notice?.message).toMatch(new RegExp(`^stops\\.txt, Zeile ${line}: Die Datei ist nicht in UTF-8 kodiert: .*Windows-1252`));
    const it = await waitForJob(t, view.id, 'it');
    expect(it.view.notices.find((n) => n.line === line)?.message).toMatch(new RegExp(`^stops\\.txt, riga ${line}: Il file non è codificato in UTF-8`));
  });
});

describe('what is not taken over', () => {
  it('lists a trip with one stop time, a trip without stop times, unused stops and unused files, with counts', async () => {
    const tables = generateGtfsTables({ stopTimes: 60, stops: 120 });
    const st = tables['stop_times.txt'];
    // T0000002 keeps only its first stop time; T0000099 has none.
    st.rows = st.rows.filter((r) => r[0] !== 'T0000002' || r[4] === '10');
    tables['trips.txt'].rows.push(['R1', 'WD', 'T0000099', 'Ziel', '0', 'B99']);
    tables['transfers.txt'] = { header: ['from_stop_id', 'to_stop_id', 'transfer_type'], rows: [['S00001', 'S00002', '0'], ['S00002', 'S00001', '0']] };
    // A shape no trip uses is not kept, and said so (shapes themselves: tests/api/gtfs-shapes.test.ts).
    tables['shapes.txt'] = { header: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'], rows: [['SH1', '46.5', '11.3', '1'], ['SH1', '46.6', '11.4', '2'], ['SH1', '46.7', '11.5', '3']] };
    const called = new Set(st.rows.filter((r) => r[0] !== 'T0000002').map((r) => r[3]));
    const unused = tables['stops.txt'].rows.filter((r) => !called.has(r[0])).length;
    const view = await importFeed(tablesToZip(tables));
    expect(view.phase, JSON.stringify(view.problems)).toBe('done');
    expect(view.stats?.trips).toBe(2);
    const byFile = Object.fromEntries(view.notices.map((n) => [`${n.file}:${n.message.split(':')[1].trim().split(' ')[0]}`, n.count]));
    expect(byFile).toMatchObject({ 'trips.txt:1': 1, 'stop_times.txt:1': 1, [`stops.txt:${unused}`]: unused, 'transfers.txt:2': 2, 'feed_info.txt:1': 1, 'shapes.txt:1': 1 });
    const messages = view.notices.map((n) => n.message);
    expect(messages).toContain('trips.txt: 1 Fahrten ohne Halte in stop_times.txt nicht übernommen (z. B. T0000099).');
    expect(messages).toContain('stop_times.txt: 1 Fahrten mit nur einem Halt nicht übernommen (eine Fahrt braucht mindestens zwei) (z. B. T0000002).');
    // transfers.txt is read (issue 14): kept with the version, type 0 is no connection (tests/api/connection-config-gtfs.test.ts).
    expect(messages).toContain('transfers.txt: 2 Übergänge gespeichert: 0 der Typen 1 und 2 (abgestimmt, Mindestumsteigezeit) als Anschlüsse dieser Version, 2 der Typen 0, 3, 4 und 5 sind keine Anschlüsse.');
    expect(messages).toContain('feed_info.txt: 1 Zeilen nicht übernommen: die Datei wird vom Fahrplan nicht verwendet.');
    expect(messages).toContain('shapes.txt: 1 Linienverläufe, die keine Fahrt verwendet, nicht übernommen (z. B. SH1).');
    expect(messages.find((m) => m.startsWith(`stops.txt: ${unused} Haltestellen`))).toBeDefined();
    const it = (await waitForJob(t, view.id, 'it')).view.notices.map((n) => n.message);
    expect(it).toContain('stop_times.txt: 1 corse con una sola fermata non riprese (una corsa ne richiede almeno due) (p. es. T0000002).');
  });
});

describe('a broken CSV quote', () => {
  it('is reported at the line where the field opened, without knock-on errors, in the user\'s language', async () => {
    // stop_times.txt has no quotes, so an unclosed one in line 31 runs to the end of the file.
    const tables = generateGtfsTables({ stopTimes: 22_000 });
    const text = tableToCsv(tables['stop_times.txt']).split('\n');
    text[30] = text[30].replace(/,(S\d+),/, ',"$1,');
    const view = await importFeed(zipWithFile(tables, 'stop_times.txt', text.join('\n')), 'it');
    expect(view.phase).toBe('failed');
    expect(view.problemCount).toBe(1);
    expect(view.problems).toEqual([expect.objectContaining({ file: 'stop_times.txt', line: 31 })]);
    expect(view.problems[0].message).toBe(
      'stop_times.txt, riga 31: Il file non è un CSV valido: In questa riga un campo inizia con le virgolette (") che non vengono chiuse fino alla fine del file.',
    );
  });

  it('keeps at most 25 problems of a file and counts the rest ("… and N more")', async () => {
    // Every stop time refers to a stop that is missing: 22,000 problems in one file.
    const tables = generateGtfsTables({ stopTimes: 22_000 });
    tables['stop_times.txt'].rows.forEach((r) => (r[3] = 'WEG'));
    const view = await importFeed(tablesToZip(tables));
    expect(view.problemCount).toBe(22_000);
    expect(view.problems).toHaveLength(26);
    expect(view.problems[25]).toMatchObject({ file: 'stop_times.txt', line: null, count: 21_975 });
    expect(view.problems[25].message).toBe('stop_times.txt: … und 21.975 weitere Probleme in dieser Datei (nach den ersten 25 nicht mehr einzeln aufgeführt).');
  });
});
