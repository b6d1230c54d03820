/**
 * No pickup / no drop-off stops of an imported GTFS feed (issue 11, item 5) in the circulation
 * list's stop table, in a real Chromium against the real server: a generated feed whose first
 * trip has pickup_type / drop_off_type is imported and activated through the API, the run's view
 * dialog marks those stops ("kein Einstieg" / "kein Ausstieg"; it: "salita non consentita" /
 * "discesa non consentita") and no other. The version active before (the demo timetable, which
 * other browser tests run on) is active again afterwards.
 * CIRC_SCREENSHOTS=<dir> saves a screenshot of the dialog in each language there.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateGtfsTables, tablesToZip } from '../support/gtfsFeed';
import { gql, importTimetable } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const TRAIN = 'T0000000';
const T = {
  de: { view: `Zug ${TRAIN} anzeigen`, dialog: `Zug ${TRAIN}`, noPickup: 'kein Einstieg', noDropOff: 'kein Ausstieg' },
  it: { view: `Visualizza il treno ${TRAIN}`, dialog: `Treno ${TRAIN}`, noPickup: 'salita non consentita', noDropOff: 'discesa non consentita' },
} as const;

let baselineId: string | null = null;

async function activeVersionId(): Promise<string | null> {
  const data = await gql<{ timetableVersions: { id: string; status: string }[] }>('query { timetableVersions { id status } }');
  return data.timetableVersions.find((v) => v.status === 'active')?.id ?? null;
}

beforeAll(async () => {
  baselineId = await activeVersionId();
  const tables = generateGtfsTables({ stopTimes: 40, stopsPerTrip: 20 });
  // Every day, so the live operating day has the trips whatever the date.
  tables['calendar.txt'].rows = [
    ['WD', '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231'],
    ['WE', '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231'],
  ];
  const st = tables['stop_times.txt'];
  st.header.push('pickup_type', 'drop_off_type');
  // Each trip: nobody alights at the first stop, nobody boards at the last (the usual pattern).
  st.rows.forEach((r, i) => r.push(i % 20 === 19 ? '1' : '0', i % 20 === 0 ? '1' : '0'));
  const versionId = await importTimetable(tablesToZip(tables), 'Ein- und Ausstieg');
  // The generated feed is planned in Europe/Rome; the test server's zone may differ (the times do not matter here).
  await gql('mutation($id: ID!) { activateTimetableVersion(id: $id, confirmZone: "Europe/Rome") { id } }', { id: versionId });
}, 120_000);

afterAll(async () => {
  if (baselineId && (await activeVersionId()) !== baselineId) {
    await gql('mutation($id: ID!) { activateTimetableVersion(id: $id) { id } }', { id: baselineId });
  }
});

describe('circulation list: stops without pickup or drop-off', () => {
  for (const lang of ['de', 'it'] as const) {
    it(`marks them in the run's stop table (${lang})`, async () => {
      const day = (await gql<{ operatingDay: string }>('query { operatingDay }')).operatingDay;
      app = await openApp(browser(), { role: 'viewer', lang, path: `/circulation?q=${TRAIN}` });
      const { page } = app;
      const row = page.locator(`main table tbody tr[data-run-id="${day}:${TRAIN}"]`);
      await row.waitFor();
      await row.getByRole('button', { name: T[lang].view }).click();
      const dialog = page.getByRole('dialog', { name: T[lang].dialog });
      await dialog.waitFor();
      const stops = dialog.locator('tbody tr[data-stop-id]');
      await expect.poll(() => stops.count()).toBe(20);
      // Exactly two markers: no drop-off at the first stop, no pickup at the last.
      const markers = dialog.locator('[data-access]');
      await expect.poll(() => markers.count()).toBe(2);
      expect(await stops.first().locator('[data-access="noDropOff"]').innerText()).toBe(T[lang].noDropOff);
      expect(await stops.last().locator('[data-access="noPickup"]').innerText()).toBe(T[lang].noPickup);
      expect(await stops.nth(5).locator('[data-access]').count()).toBe(0);
      const dir = process.env.CIRC_SCREENSHOTS;
      if (dir) {
        await dialog.screenshot({ path: join(dir, `circulation-access-${lang}-first.png`) });
        await stops.last().scrollIntoViewIfNeeded();
        await dialog.screenshot({ path: join(dir, `circulation-access-${lang}-last.png`) });
      }
    });
  }
});
