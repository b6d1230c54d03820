/**
 * The circulation list on the shared table (src/ui/table): server-side sorting by a column,
 * paging 25 -> 50, the column chooser (hide one, hide all -> 'Keine Spalten' / 'Spalten
 * verwalten', and back), export of the visible columns as CSV (de) and XLSX (it), and times in
 * the operator's zone from a browser in another zone.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readZip, sheetRows } from '../unit/export/readZip';
import { gql } from './support/api';
import { baseUrl, closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';

/** Screenshots to look at (de and it): .tmp/shots/. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = join(BROWSER_TMP, 'shots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const PATH = '/circulation';
const HEADERS = {
  de: ['Betriebstag', 'Zugnummer', 'Linie', 'Fahrzeuge', 'Ziel', 'Abweichung', 'Status', 'Standort', 'Entfernung (m)',
    'Nächster Halt', 'Fahrzeugtyp', 'Auslastung', 'Maßnahme', 'Kommentar', 'Wendezeit'],
  /** Export headers: the units of delay and occupancy move into the header. */
  deExport: ['Betriebstag', 'Zugnummer', 'Linie', 'Fahrzeuge', 'Ziel', 'Abweichung (min)', 'Status', 'Standort', 'Entfernung (m)',
    'Nächster Halt', 'Fahrzeugtyp', 'Auslastung (%)', 'Maßnahme', 'Kommentar', 'Wendezeit'],
  itExport: ['Giorno di esercizio', 'Numero treno', 'Linea', 'Veicoli', 'Destinazione', 'Scostamento (min)', 'Stato', 'Posizione',
    'Distanza (m)', 'Prossima fermata', 'Tipo veicolo', 'Occupazione (%)', 'Provvedimento', 'Commento', 'Tempo di inversione'],
};

const headers = (page: Page) => page.locator('main table thead th').allInnerTexts();
const rows = (page: Page) => page.locator('main table tbody tr[data-run-id]');
const trainNumbers = (page: Page) => page.locator('main table tbody tr[data-run-id] td[data-col="trainNumber"]').allInnerTexts();

async function apiRuns(sortField: string, sortOrder: string, perPage = 25) {
  const data = await gql<{ runs: { total: number; updatedAt: string; rows: { trainNumber: string }[] } }>(
    'query($f: String, $o: String, $n: Int) { runs(sortField: $f, sortOrder: $o, page: 1, perPage: $n) { total updatedAt rows { trainNumber } } }',
    { f: sortField, o: sortOrder, n: perPage },
  );
  return data.runs;
}

async function openList(lang: 'de' | 'it' = 'de', timezoneId?: string): Promise<Page> {
  app = await openApp(browser(), { role: 'viewer', lang, path: PATH, timezoneId });
  await rows(app.page).first().waitFor();
  return app.page;
}

/** Clicks an export format and returns the downloaded file's bytes and name. */
async function download(page: Page, format: 'csv' | 'xlsx'): Promise<{ bytes: Buffer; name: string }> {
  await page.getByRole('button', { name: /^(Exportieren|Esporta)$/ }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.locator(`[role="menuitem"][data-value="${format}"]`).click(),
  ]);
  const path = await file.path();
  return { bytes: readFileSync(path), name: file.suggestedFilename() };
}

async function chooser(page: Page, lang: 'de' | 'it' = 'de') {
  await page.getByRole('button', { name: lang === 'de' ? 'Spalten' : 'Colonne', exact: true }).click();
  return page.getByRole('menu', { name: lang === 'de' ? 'Sichtbare Spalten wählen' : 'Scegliere le colonne visibili' });
}

describe('circulation list on the shared table', () => {
  it('loads the day picker when the pointer reaches the day field; a day chosen in its calendar goes into the address (it)', async () => {
    const page = await openList('it');
    const pickerLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/DatePickers-[\w-]+\.js$/.test(new URL(e.name).pathname)));
    // Until then a text field shows the day as the picker will (dd/mm/yyyy in Italian).
    const standIn = page.getByRole('textbox', { name: 'Giorno di esercizio' });
    const shown = await standIn.inputValue();
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Another day than the one shown (choosing the shown day changes nothing): the 1st, or the 2nd on a 1st.
    const other = shown.startsWith('01/') ? '2' : '1';
    expect(await pickerLoaded()).toBe(false);
    await shot(page, 'circulation-day-field-it');

    await standIn.hover();
    const open = page.getByRole('button', { name: /^Scegli la data/ });
    await open.waitFor();
    expect(await pickerLoaded()).toBe(true);
    await shot(page, 'circulation-day-picker-it');
    await open.click();
    await page.getByRole('dialog').getByRole('gridcell', { name: other, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('day') ?? '').toMatch(new RegExp(`^\\d{4}-\\d{2}-0${other}$`));
    await rows(page).first().waitFor();
  });

  it('sorts by a column on the server, both ways, and pages 25 -> 50', async () => {
    const page = await openList();
    await page.locator('main table thead th[data-col="trainNumber"]').getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('trainNumber');
    const asc = (await apiRuns('trainNumber', 'ASC')).rows.map((r) => r.trainNumber);
    await expect.poll(() => trainNumbers(page)).toEqual(asc);
    expect(await page.locator('main table thead th[data-col="trainNumber"]').getAttribute('aria-sort')).toBe('ascending');

    await page.locator('main table thead th[data-col="trainNumber"]').getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('DESC');
    const desc = (await apiRuns('trainNumber', 'DESC')).rows.map((r) => r.trainNumber);
    await expect.poll(() => trainNumbers(page)).toEqual(desc);
    expect(await page.locator('main table thead th[data-col="trainNumber"]').getAttribute('aria-sort')).toBe('descending');

    expect(await rows(page).count()).toBe(25);
    await page.getByRole('combobox', { name: /Zeilen pro Seite/ }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(50);
    expect(new URL(page.url()).searchParams.get('perPage')).toBe('50');
    const desc50 = (await apiRuns('trainNumber', 'DESC', 50)).rows.map((r) => r.trainNumber);
    await expect.poll(() => trainNumbers(page)).toEqual(desc50);
    await expect.poll(() => page.getByText(/^1–50 von \d+$/).count()).toBe(1);
  });

  it('hides a column with the chooser; all hidden shows the empty-columns state and back', async () => {
    const page = await openList();
    await expect.poll(() => headers(page)).toEqual(['Aktionen', ...HEADERS.de]);
    await shot(page, 'circulation-list-de');
    let menu = await chooser(page);
    await shot(page, 'circulation-chooser-de');
    await menu.getByRole('menuitemcheckbox', { name: 'Standort' }).click();
    await expect.poll(() => menu.getByRole('menuitemcheckbox', { name: 'Standort' }).getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toEqual(['Aktionen', ...HEADERS.de.filter((h) => h !== 'Standort')]);
    expect(await page.locator('main table tbody td[data-col="location"]').count()).toBe(0);

    // The choice is kept (react-admin's store in localStorage) across a reload.
    await page.reload();
    await rows(page).first().waitFor();
    await expect.poll(() => headers(page)).toEqual(['Aktionen', ...HEADERS.de.filter((h) => h !== 'Standort')]);

    menu = await chooser(page);
    await menu.getByRole('menuitem', { name: 'Alle ausblenden' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('Keine Spalten', { exact: true }).count()).toBe(1);
    await shot(page, 'circulation-no-columns-de');
    expect(await page.locator('main table').count()).toBe(0);
    await page.getByRole('button', { name: 'Spalten verwalten' }).click();
    menu = page.getByRole('menu', { name: 'Sichtbare Spalten wählen' });
    await menu.getByRole('menuitem', { name: 'Alle anzeigen' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toEqual(['Aktionen', ...HEADERS.de]);
    await expect.poll(() => rows(page).count()).toBe(25);
  });

  it('exports the visible columns as CSV with the German headers', async () => {
    const page = await openList();
    const menu = await chooser(page);
    await menu.getByRole('menuitemcheckbox', { name: 'Standort' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).not.toContain('Standort');

    const { bytes, name } = await download(page, 'csv');
    expect(name).toMatch(/^umlaufliste-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0].split(';')).toEqual(HEADERS.deExport.filter((h) => h !== 'Standort'));
    expect(lines.at(-1)).toBe('');
    // Every run of the day (all pages), not only the 25 shown.
    const { total } = await apiRuns('plannedDeparture', 'ASC', 1);
    expect(lines.length - 2).toBe(total);
    expect(total).toBeGreaterThan(25);
    expect(lines[1].split(';')).toHaveLength(14);
  });

  it('exports an XLSX workbook with the Italian headers', async () => {
    const page = await openList('it');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Lista turni');
    await shot(page, 'circulation-list-it');
    await chooser(page, 'it');
    await shot(page, 'circulation-chooser-it');
    await page.keyboard.press('Escape');
    const { bytes, name } = await download(page, 'xlsx');
    expect(name).toMatch(/^lista-turni-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const files = readZip(new Uint8Array(bytes));
    const sheet = sheetRows(files.get('xl/worksheets/sheet1.xml')!);
    expect(sheet[0]).toEqual(HEADERS.itExport);
    const { total } = await apiRuns('plannedDeparture', 'ASC', 1);
    expect(sheet.length - 1).toBe(total);
    expect(files.get('xl/workbook.xml')).toContain('name="Lista turni"');
  });
});

/** Seconds after midnight of an instant's wall-clock time in a zone. */
function secondsInZone(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return n('hour') * 3600 + n('minute') * 60 + n('second');
}

const circularDiff = (a: number, b: number) => Math.min(Math.abs(a - b), 86_400 - Math.abs(a - b));

describe('times in the operator zone', () => {
  it("shows the last-updated time in the operator's zone, named, from a browser in another zone", async () => {
    const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as { operatorTz: string };
    const operatorTz = config.operatorTz;
    // A browser zone whose clock is at least an hour off the operator's. The test servers pick the
    // zone where it is late morning (UTC-12 … UTC+11), so no single zone does at every hour:
    // UTC+14 shows the same clock as UTC-10 (failed at 20:30 UTC).
    const now = Date.now();
    const browserTz = ['Pacific/Kiritimati', 'Asia/Tokyo', 'America/St_Johns'].find(
      (zone) => circularDiff(secondsInZone(now, operatorTz), secondsInZone(now, zone)) >= 3600,
    )!;
    expect(browserTz).toBeDefined();

    const page = await openList('de', browserTz);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(browserTz);
    const updated = page.getByTestId('circulation-updated');
    await expect.poll(async () => {
      const shown = /^Stand (\d{2}):(\d{2}):(\d{2}) (\S+)$/.exec(await updated.innerText());
      if (!shown) return `no time with a zone name: ${await updated.innerText()}`;
      const seconds = Number(shown[1]) * 3600 + Number(shown[2]) * 60 + Number(shown[3]);
      const api = Date.parse((await apiRuns('plannedDeparture', 'ASC', 1)).updatedAt);
      // The page's time moves with live events; the API's is the newest data's time.
      return circularDiff(seconds, secondsInZone(api, operatorTz)) <= 90 ? 'operator zone' : `${shown[0]} vs API ${new Date(api).toISOString()} in ${operatorTz}`;
    }, { timeout: 20_000, interval: 500 }).toBe('operator zone');
  });
});
