import { describe, expect, it } from 'vitest';
import { gql, stationCount } from './support/api';
import { closeAfterEach, useBrowser, openApp, type AppPage } from './support/browser';
import { layoutShifts, recordLayoutShifts } from './support/layoutShifts';
import { STATIONS, T, labelPattern, openStationList, rangeInfo, rowTexts, rows, search } from './support/ui';

const de = T.de;
const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

/** "5412" or "5.412": the total as the pagination may show it. */
const totalPattern = (n: number) => `(${n}|${n.toLocaleString('de-DE').replace('.', '\\.')})`;

async function firstByApi(sortField: string, sortOrder: 'ASC' | 'DESC'): Promise<string> {
  const data = await gql<{ allStations: { name: string }[] }>(
    'query($f: String, $o: String) { allStations(page: 0, perPage: 1, sortField: $f, sortOrder: $o) { name } }',
    { f: sortField, o: sortOrder },
  );
  return data.allStations[0].name;
}

describe('station list', () => {
  it('pages through about 5,400 stations, 25 per page', async () => {
    const total = await stationCount();
    expect(total).toBeGreaterThan(5000);
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    await expect.poll(() => rows(page).count()).toBe(25);
    await expect.poll(() => rangeInfo(page).innerText()).toMatch(new RegExp(`^1\\s*[–-]\\s*25 von ${totalPattern(total)}$`));
    const page1 = await rowTexts(page);

    await page.getByRole('button', { name: de.next }).click();
    await expect.poll(() => rangeInfo(page).innerText()).toMatch(new RegExp(`^26\\s*[–-]\\s*50 von ${totalPattern(total)}$`));
    await expect.poll(() => rows(page).count()).toBe(25);
    await expect.poll(async () => (await rowTexts(page))[0]).not.toBe(page1[0]);
    const page2 = await rowTexts(page);
    expect(page2.filter((r) => page1.includes(r))).toEqual([]);
    // Sorted by name ascending by default: page 2 starts after page 1 ends.
    expect(page2[0].localeCompare(page1[24], 'de')).toBeGreaterThanOrEqual(0);
  });

  it('on a phone, opened directly: the pager appears below the first rows, not above them first', async () => {
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await page.setViewportSize({ width: 412, height: 823 });
    await recordLayoutShifts(page);
    await page.goto(STATIONS);
    await expect.poll(() => rows(page).count()).toBe(25);
    await rangeInfo(page).waitFor();
    await page.waitForTimeout(300);
    // Drawn under the empty table, the pager was pushed down by the rows: 0.08 of CLS on
    // Lighthouse's phone.
    const pagerMoved = (await layoutShifts(page)).filter((s) => s.moved.some((m) => m.startsWith('Zeilen pro Seite')));
    expect(pagerMoved).toEqual([]);
  });

  it('sorts by a column header', async () => {
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    const nameFirstAsc = await firstByApi('name', 'ASC');
    await expect.poll(async () => (await rowTexts(page))[0]).toContain(nameFirstAsc);

    const header = page.getByRole('columnheader', { name: new RegExp(de.fields.stationNumber, 'i') });
    const sortLabel = header.getByRole('button').first();
    /** The arrow the user sees: "asc" or "desc" once the column is the active sort, else "". */
    const shownSort = async () => {
      const cls = (await sortLabel.getAttribute('class')) ?? '';
      return cls.includes('Mui-active') ? (cls.includes('directionDesc') ? 'desc' : 'asc') : '';
    };

    await sortLabel.click();
    await page.waitForURL(/sort=stationNumber/);
    // The header shows the new sort only once the list has taken it; a second click before that
    // would sort by the column again instead of reversing it.
    await expect.poll(shownSort).toBe('asc');
    const numberFirstAsc = await firstByApi('stationNumber', 'ASC');
    await expect.poll(async () => (await rowTexts(page))[0]).toContain(numberFirstAsc);

    await sortLabel.click();
    await page.waitForURL(/order=DESC/);
    await expect.poll(shownSort).toBe('desc');
    const numberFirstDesc = await firstByApi('stationNumber', 'DESC');
    expect(numberFirstDesc).not.toBe(numberFirstAsc);
    await expect.poll(async () => (await rowTexts(page))[0]).toContain(numberFirstDesc);
  });

  it('shows numbers in the interface language\'s format, a yes/no as a named mark', async () => {
    const data = await gql<{ allStations: { name: string; stationNumber: number | null; gpsLatitudeN: number | null; onlineInfoStop: boolean }[] }>(
      'query { allStations(page: 0, perPage: 1, sortField: "name", sortOrder: "ASC") { name stationNumber gpsLatitudeN onlineInfoStop } }',
    );
    const first = data.allStations[0];
    expect(first.gpsLatitudeN).not.toBeNull();
    for (const lang of ['de', 'it'] as const) {
      app = await openApp(browser(), { lang });
      const { page } = app;
      await openStationList(page);
      const row = rows(page).first();
      await expect.poll(() => row.innerText()).toContain(first.name);
      const locale = lang === 'de' ? 'de-DE' : 'it-IT';
      // The oracle is Intl itself, as react-admin's NumberField used it: a decimal comma in both.
      const latitude = (first.gpsLatitudeN as number).toLocaleString(locale, { maximumFractionDigits: 6 });
      expect(latitude).toContain(',');
      expect(await row.locator('td[data-col="gpsLatitudeN"]').innerText()).toBe(latitude);
      expect(await row.locator('td[data-col="stationNumber"]').innerText()).toBe(first.stationNumber === null ? '' : String(first.stationNumber));
      const yesNo = lang === 'de' ? (first.onlineInfoStop ? 'Ja' : 'Nein') : first.onlineInfoStop ? 'Sì' : 'No';
      expect(await row.locator('td[data-col="onlineInfoStop"]').getByRole('img', { name: yesNo }).count()).toBe(1);
      await app.close();
    }
  });

  it('searches with the search box (q)', async () => {
    const expected = await stationCount({ q: 'Abensberg' });
    expect(expected).toBeGreaterThanOrEqual(1);
    expect(expected).toBeLessThan(25);
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    await search(page, 'de', 'Abensberg');
    await expect.poll(() => rows(page).count()).toBe(expected);
    for (const text of await rowTexts(page)) expect(text).toContain('Abensberg');
    await expect.poll(() => rangeInfo(page).innerText()).toMatch(new RegExp(`^1\\s*[–-]\\s*${expected} von ${expected}$`));
  });

  it('filters by station code (RIL 100)', async () => {
    const data = await gql<{ allStations: { name: string; stationCode: string }[] }>(
      'query { allStations(page: 0, perPage: 1, sortField: "name", sortOrder: "ASC", filter: { stationCode: "FALZ" }) { name stationCode } }',
    );
    expect(data.allStations.map((s) => s.name)).toEqual(['Alzey']);
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    await page.getByRole('button', { name: de.addFilter }).click();
    await page.getByRole('menuitemcheckbox', { name: de.fields.stationCode }).click();
    await page.getByRole('textbox', { name: labelPattern(de.fields.stationCode) }).fill('FALZ');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('FALZ'));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect((await rowTexts(page))[0]).toContain('Alzey');
  });

  it('hides and shows columns with the tables\' column chooser, keeps the choice across a reload, and comes back from no columns', async () => {
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    const headers = () => page.locator('main table thead th').allInnerTexts();
    const tariff = () => page.getByRole('columnheader', { name: de.fields.tariffZone });
    await expect.poll(() => tariff().count()).toBe(1);
    const openChooser = async () => {
      await page.getByRole('button', { name: 'Spalten', exact: true }).click();
      return page.getByRole('menu', { name: 'Sichtbare Spalten wählen' });
    };

    let menu = await openChooser();
    // A column hidden by the declaration is offered unchecked.
    await expect.poll(() => menu.getByRole('menuitemcheckbox', { name: 'GPS ignorieren' }).getAttribute('aria-checked')).toBe('false');
    await menu.getByRole('menuitemcheckbox', { name: de.fields.tariffZone }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => tariff().count()).toBe(0);
    const without = await headers();
    expect(without.length).toBeGreaterThan(3);

    await page.reload();
    await rows(page).first().waitFor();
    await expect.poll(() => headers()).toEqual(without);

    menu = await openChooser();
    await menu.getByRole('menuitem', { name: 'Alle ausblenden' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('Keine Spalten', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Spalten verwalten' }).click();
    menu = page.getByRole('menu', { name: 'Sichtbare Spalten wählen' });
    await menu.getByRole('menuitem', { name: 'Standard' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => tariff().count()).toBe(1);
    await expect.poll(() => rows(page).count()).toBe(25);
  });
});
