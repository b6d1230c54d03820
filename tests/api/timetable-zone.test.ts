/**
 * Activation guards (issue 11, items 2 and 3): a version stores its agency_timezone; activating one
 * whose zone keeps another clock than OPERATOR_TZ is refused with both zones named (de/it) unless
 * the zone is confirmed; the versions show their validity and whether any trip runs today or in
 * the next 7 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../server/operations/gtfs';
import { addDays } from '../../server/operations/live/time';
import { feedToTimetable, writeTimetableVersion } from '../../server/operations/timetable';
import { generateGtfsTables, tablesToZip, type GtfsTables } from '../support/gtfsFeed';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
let today: string;

const ymd = (date: string) => date.replaceAll('-', '');

/** A generated feed in `zone`, its one service running daily from `from` to `to`. */
function feed(zone: string, from: string, to: string): GtfsTables {
  const tables = generateGtfsTables({ stopTimes: 100 });
  tables['agency.txt'].rows[0][3] = zone;
  tables['calendar.txt'].rows = [['ALL', '1', '1', '1', '1', '1', '1', '1', ymd(from), ymd(to)]];
  tables['calendar_dates.txt'].rows = [];
  tables['trips.txt'].rows.forEach((r) => (r[1] = 'ALL'));
  return tables;
}

async function importFeed(tables: GtfsTables, name: string): Promise<string> {
  const read = await readGtfsFeed(tablesToZip(tables));
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  return (await writeTimetableVersion(t.db, feedToTimetable(read.feed, { name }), { importedBy: 'test' })).id;
}

interface VersionView {
  id: string;
  name: string;
  status: string;
  validFrom: string;
  validTo: string;
  timeZone: string | null;
  operatorTimeZone: string;
  zoneDiffers: boolean;
  serviceSoon: boolean;
}

async function versions(): Promise<Map<string, VersionView>> {
  const r = await t.gql<{ timetableVersions: VersionView[] }>(
    '{ timetableVersions { id name status validFrom validTo timeZone operatorTimeZone zoneDiffers serviceSoon } }', undefined, 'de', 'viewer');
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return new Map(r.data.timetableVersions.map((v) => [v.name, v]));
}

const ACTIVATE = 'mutation($id: ID!, $confirmZone: String) { activateTimetableVersion(id: $id, confirmZone: $confirmZone) { id status timeZone } }';

beforeAll(async () => {
  t = await startTestApp();
  today = t.app.liveEngine.currentDay();
});
afterAll(() => t?.close());

describe('agency time zone', () => {
  it('a feed in America/New_York is stored with its zone and refused on a server in Europe/Berlin, naming both zones (de/it)', async () => {
    const id = await importFeed(feed('America/New_York', addDays(today, -30), addDays(today, 300)), 'New York');
    expect((await versions()).get('New York')).toMatchObject({ id, timeZone: 'America/New_York', operatorTimeZone: 'Europe/Berlin', zoneDiffers: true, serviceSoon: true });
    for (const [lang, words] of [['de', /Zeitzone America\/New_York.*Leitstelle arbeitet in Europe\/Berlin/], ['it', /fuso orario America\/New_York.*opera in Europe\/Berlin/]] as const) {
      const r = await t.gql(ACTIVATE, { id }, lang, 'planner');
      expect(r.errors?.[0].message).toMatch(words);
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', versionZone: 'America/New_York', operatorZone: 'Europe/Berlin' });
    }
    // Confirming the wrong zone changes nothing either.
    expect((await t.gql(ACTIVATE, { id, confirmZone: 'Europe/Berlin' }, 'de', 'planner')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await versions()).get('New York')!.status).toBe('imported');
  });

  it('activates it when the planner confirms its zone', async () => {
    const id = (await versions()).get('New York')!.id;
    const r = await t.gql<{ activateTimetableVersion: { status: string; timeZone: string } }>(ACTIVATE, { id, confirmZone: 'America/New_York' }, 'de', 'planner');
    expect(r.errors).toBeUndefined();
    expect(r.data.activateTimetableVersion).toEqual({ id, status: 'active', timeZone: 'America/New_York' });
  });

  it('a zone with the same clock (Europe/Rome) needs no confirmation; an unknown zone does', async () => {
    const rome = await importFeed(feed('Europe/Rome', addDays(today, -30), addDays(today, 300)), 'Rom');
    expect((await versions()).get('Rom')).toMatchObject({ timeZone: 'Europe/Rome', zoneDiffers: false });
    expect((await t.gql(ACTIVATE, { id: rome }, 'de', 'planner')).errors).toBeUndefined();
    // London keeps another clock all year (one hour behind).
    const london = await importFeed(feed('Europe/London', addDays(today, -30), addDays(today, 300)), 'London');
    expect((await versions()).get('London')!.zoneDiffers).toBe(true);
    expect((await t.gql(ACTIVATE, { id: london }, 'it', 'planner')).errors?.[0].message).toMatch(/Europe\/London.*Europe\/Berlin/);
    const unknown = await importFeed(feed('Mars/Olympus', addDays(today, -30), addDays(today, 300)), 'Mars');
    expect((await versions()).get('Mars')!.zoneDiffers).toBe(true);
    expect((await t.gql(ACTIVATE, { id: unknown }, 'de', 'planner')).errors?.[0].message).toMatch(/Mars\/Olympus/);
  });
});

describe('validity and service soon', () => {
  it('an expired feed, a feed that starts next month and a current one', async () => {
    await importFeed(feed('Europe/Berlin', '2020-01-01', '2020-12-31'), 'Abgelaufen');
    await importFeed(feed('Europe/Berlin', addDays(today, 30), addDays(today, 90)), 'Nächster Monat');
    await importFeed(feed('Europe/Berlin', addDays(today, 5), addDays(today, 90)), 'In fünf Tagen');
    const all = await versions();
    expect(all.get('Abgelaufen')).toMatchObject({ validFrom: '2020-01-01', validTo: '2020-12-31', serviceSoon: false, zoneDiffers: false });
    expect(all.get('Nächster Monat')).toMatchObject({ validFrom: addDays(today, 30), validTo: addDays(today, 90), serviceSoon: false });
    expect(all.get('In fünf Tagen')).toMatchObject({ validFrom: addDays(today, 5), serviceSoon: true });
    expect(all.get('Rom')!.serviceSoon).toBe(true);
  });

  it('with the expired version active, the live summary and the network say the day has no service', async () => {
    const id = (await versions()).get('Abgelaufen')!.id;
    expect((await t.gql(ACTIVATE, { id }, 'de', 'planner')).errors).toBeUndefined();
    const r = await t.gql<{ liveSummary: { total: number; timetableActive: boolean }; network: { versionId: string; trips: number } }>(
      '{ liveSummary { total timetableActive } network { versionId trips } }', undefined, 'de', 'viewer');
    expect(r.data).toEqual({ liveSummary: { total: 0, timetableActive: true }, network: { versionId: id, trips: 0 } });
    const current = (await versions()).get('Rom')!.id;
    expect((await t.gql(ACTIVATE, { id: current }, 'de', 'planner')).errors).toBeUndefined();
    const again = await t.gql<{ liveSummary: { total: number }; network: { trips: number } }>('{ liveSummary { total } network { trips } }', undefined, 'de', 'viewer');
    expect(again.data.liveSummary.total).toBeGreaterThan(0);
    expect(again.data.network.trips).toBe(again.data.liveSummary.total);
  });

  it('a service that runs only on dates outside the week has no service soon', async () => {
    const tables = feed('Europe/Berlin', addDays(today, -10), addDays(today, 30));
    // Daily, but not today and not in the next 7 days (removed dates).
    tables['calendar_dates.txt'].rows = Array.from({ length: 8 }, (_, n) => ['ALL', ymd(addDays(today, n)), '2']);
    await importFeed(tables, 'Lücke');
    expect((await versions()).get('Lücke')!.serviceSoon).toBe(false);
  });
});
