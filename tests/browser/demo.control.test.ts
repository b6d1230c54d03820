/**
 * The demo control (the `demo` route; issue 5, point 7 and the "Done when" line "an injected
 * disruption makes trains late on the map and in the list") in a real Chromium, against a server
 * of its own (the disruptions and the clock changes must not reach other tests), driven through
 * the UI only: an admin blocks a section and jumps ahead in time, and the trains waiting before
 * it show as delayed in the circulation list; a vehicle failure out of service shows in the list;
 * "end now"; viewers and dispatchers cannot open the page; Italian.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAfterEach, useBrowser, type AppPage } from './support/browser';
import { openAppAt } from './support/ownServer';
import { BROWSER_TMP, startServer, type RunningServer } from './support/servers';
import { expandMenu, nav, switchLanguage, T } from './support/ui';

const browser = useBrowser();
let server: RunningServer | undefined;
let app: AppPage | undefined;
closeAfterEach(() => app);

const PATH = '/demo';
/** On every S4 trip between Karlsruhe and Bretten: trains run through it in both directions all day. */
const FROM = 'Karlsruhe-Durlach';
const TO = 'Bretten';

beforeAll(async () => {
  server = await startServer('avg');
});
afterAll(async () => {
  await server?.stop();
});

async function openDemo(lang: 'de' | 'it' = 'de'): Promise<Page> {
  app = await openAppAt(browser(), server!.url, { role: 'admin', lang });
  await app.page.goto(PATH);
  await app.page.getByTestId('demo-clock').waitFor();
  return app.page;
}

/** The simulated clock as minutes of the day. */
async function clockMinutes(page: Page): Promise<number> {
  const text = await page.getByTestId('demo-clock').innerText();
  const m = /(\d{2}):(\d{2}):\d{2}/.exec(text);
  if (!m) throw new Error(`no clock in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Pause, then jump `ahead` minutes through the page's "jump to" field. */
async function jumpAhead(page: Page, ahead: number): Promise<void> {
  const target = hhmm((await clockMinutes(page)) + ahead);
  await page.getByLabel('Springen zu (Uhrzeit)').fill(target);
  await page.getByRole('button', { name: 'Springen', exact: true }).click();
  await expect.poll(() => page.getByTestId('demo-clock').innerText()).toContain(`${target}:`);
}

async function selectOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Circulation rows as the list shows them. */
async function circulationRows(page: Page): Promise<{ train: string; status: string; location: string; delta: string }[]> {
  return page.locator('tr[data-run-id]').evaluateAll((trs) => trs.map((tr) => {
    const cell = (id: string) => tr.querySelector(`[data-col="${id}"]`)?.textContent?.trim() ?? '';
    return { train: cell('trainNumber'), status: tr.getAttribute('data-status') ?? '', location: cell('location'), delta: cell('delta') };
  }));
}

const minutesOf = (delta: string) => Number(/^\+(\d+) min$/.exec(delta)?.[1] ?? 0);

describe('demo control', () => {
  it('is not offered to viewers and dispatchers', async () => {
    for (const role of ['viewer', 'dispatcher'] as const) {
      app = await openAppAt(browser(), server!.url, { role });
      const { page } = app;
      await page.goto(PATH);
      await page.getByRole('heading', { level: 1, name: T.de.notFound }).waitFor();
      await expandMenu(page, 'System');
      expect(await nav(page).getByText('Demo-Steuerung').count()).toBe(0);
      await app.close();
      app = undefined;
    }
  });

  it('a blocked section: the trains before it wait and show as delayed in the circulation list', async () => {
    const page = await openDemo();
    // The menu offers the page to the admin, under System.
    await expandMenu(page, 'System');
    expect(await nav(page).getByRole('link', { name: 'Demo-Steuerung', exact: true }).getAttribute('href')).toBe(PATH);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => page.getByTestId('demo-clock-state').innerText()).toContain('angehalten');

    await selectOption(page, 'Linie', /^S4 · /);
    await selectOption(page, 'Abschnitt', `${FROM} – ${TO}`);
    await page.getByLabel('Dauer (Minuten)').first().fill('120');
    await page.getByRole('button', { name: 'Strecke sperren' }).click();
    const row = page.getByTestId('demo-disruptions').locator('tbody tr').first();
    await expect.poll(() => row.innerText()).toContain(`${FROM} – ${TO}`);
    expect(await row.getAttribute('data-active')).toBe('true');
    await page.screenshot({ path: `${BROWSER_TMP}/demo-control-de.png`, fullPage: true });

    // 70 simulated minutes later trains wait at both ends: S4 runs at least every 30 minutes each
    // way, so the first train of each direction has been held for 40 minutes or more (a shorter
    // jump made the test depend on where the clock-face timetable stood when it ran).
    await jumpAhead(page, 70);
    await page.goto('/circulation?lines=S4&status=delayed&perPage=50');
    await page.getByRole('heading', { level: 1, name: 'Umlaufliste' }).waitFor();
    await expect
      .poll(async () => {
        const rows = await circulationRows(page);
        const waiting = (station: string) => rows.filter((r) => r.status === 'delayed' && r.location === `in ${station}` && minutesOf(r.delta) >= 10);
        return waiting(FROM).length > 0 && waiting(TO).length > 0;
      }, { timeout: 20_000 })
      .toBe(true);
    await page.screenshot({ path: `${BROWSER_TMP}/demo-control-circulation-de.png`, fullPage: true });

    // End now: the disruption is over.
    await page.goto(PATH);
    await page.getByRole('button', { name: `Störung „${FROM} – ${TO}“ jetzt beenden` }).click();
    await expect.poll(() => page.getByTestId('demo-disruptions').locator('tbody tr[data-active="false"]').count()).toBe(1);
  });

  it('a vehicle failure out of service shows in the circulation list; the page speaks Italian', async () => {
    const page = await openDemo('it');
    await page.getByRole('heading', { level: 1, name: 'Controllo demo' }).waitFor();
    await page.getByRole('combobox', { name: 'Treno (in viaggio)' }).click();
    const option = page.getByRole('option').first();
    const train = /^(\d+) · /.exec(await option.innerText())?.[1];
    expect(train).toBeTruthy();
    await option.click();
    await page.getByRole('checkbox', { name: 'Mettere il veicolo fuori servizio' }).check();
    await page.getByRole('button', { name: 'Provoca il guasto' }).click();
    const row = page.getByTestId('demo-disruptions').locator('tbody tr').first();
    await expect.poll(() => row.innerText()).toContain(`Treno ${train}, fuori servizio da`);
    await page.screenshot({ path: `${BROWSER_TMP}/demo-control-it.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);

    await page.goto(`/circulation?q=${train}`);
    await page.getByRole('heading', { level: 1, name: 'Lista turni' }).waitFor();
    await expect.poll(async () => (await circulationRows(page)).find((r) => r.train === train)?.status, { timeout: 15_000 }).toBe('outOfService');
    await switchLanguage(page, 'de');
  });
});
