/**
 * The demo control (the `demo` route; issue 5, point 7 and the "Done when" line "an injected
 * disruption makes trains late on the map and in the list") in a real Chromium, against a server
 * of its own (the disruptions and the clock changes must not reach other tests), driven through
 * the UI only: an admin blocks a section and jumps ahead in time, and the trains waiting before
 * it show as delayed in the circulation list and are drawn late on the control-centre map (the
 * map's count of late trains rises to the engine's, hovering a waiting train says how late it
 * is); a vehicle failure out of service shows in the list; "end now"; viewers and dispatchers
 * cannot open the page; Italian.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAY_THRESHOLD_S } from '../../src/shared/operations/types';
import { closeAfterEach, useBrowser, type AppPage } from './support/browser';
import { gqlAt, openAppAt } from './support/ownServer';
import { BROWSER_TMP, startServer, type RunningServer } from './support/servers';
import { expandMenu, nav, switchLanguage, T } from './support/ui';
import { transitionsEnded } from './support/axe';

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

interface ApiRun {
  id: string;
  trainNumber: string;
  phase: string;
  delayS: number;
  location: string;
  lat: number | null;
  lon: number | null;
}

async function lineIdOf(lineNumber: string): Promise<string> {
  const data = await gqlAt<{ network: { lines: { id: string; lineNumber: string }[] } }>(server!.url, '{ network { lines { id lineNumber } } }');
  const line = data.network.lines.find((l) => l.lineNumber === lineNumber);
  if (!line) throw new Error(`no line ${lineNumber} in the network`);
  return line.id;
}

/** The line's runs the engine has on the map now: running with a position. */
async function runsOnMap(lineId: string): Promise<ApiRun[]> {
  const data = await gqlAt<{ runs: { rows: ApiRun[] } }>(
    server!.url,
    'query($lineIds: [ID!]) { runs(lineIds: $lineIds, perPage: 500) { rows { id trainNumber phase delayS location lat lon } } }',
    { lineIds: [lineId] },
  );
  return data.runs.rows.filter((r) => r.phase === 'running' && r.lat !== null);
}

/** The control-centre map filtered to one line; its train canvas. */
async function mapOfLine(page: Page, lineNumber: string, lineId: string): Promise<Locator> {
  await page.goto('/control-center');
  const canvas = page.locator('canvas[data-testid="train-canvas"]');
  await expect.poll(async () => Number(await canvas.getAttribute('data-trains')), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Linien' }).click();
  await page.getByRole('option', { name: new RegExp(`^${lineNumber}\\b`) }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => canvas.getAttribute('data-lines')).toBe(lineId);
  return canvas;
}

/**
 * How many of the line's trains the map draws late (delay ring in the late colour): polled until
 * it is the number the runs API has late (the clock is paused, so both stand still).
 */
async function drawnLate(canvas: Locator, lineId: string): Promise<number> {
  const engineLate = async () => (await runsOnMap(lineId)).filter((r) => r.delayS >= DELAY_THRESHOLD_S).length;
  await expect.poll(async () => Number(await canvas.getAttribute('data-late')) - (await engineLate()), { timeout: 15_000 }).toBe(0);
  return Number(await canvas.getAttribute('data-late'));
}

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

  it('a blocked section: the trains before it wait and show as delayed in the circulation list and late on the map', async () => {
    const page = await openDemo();
    // The map's tiles (and anything else outside this server) fail, as offline.
    await page.route((url) => url.origin !== server!.url, (route) => route.abort('internetdisconnected'));
    // The menu offers the page to the admin, under System.
    await expandMenu(page, 'System');
    expect(await nav(page).getByRole('link', { name: 'Demo-Steuerung', exact: true }).getAttribute('href')).toBe(PATH);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => page.getByTestId('demo-clock-state').innerText()).toContain('angehalten');
    // The map before the disruption: S4's trains drawn late (those the simulator delays anyway).
    const s4 = await lineIdOf('S4');
    const lateBefore = await drawnLate(await mapOfLine(page, 'S4', s4), s4);
    await page.goto(PATH);
    await page.getByTestId('demo-clock').waitFor();

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

    // On the map: more S4 trains are drawn late than before, exactly the ones the engine has late.
    const canvas = await mapOfLine(page, 'S4', s4);
    const lateAfter = await drawnLate(canvas, s4);
    expect(lateAfter).toBeGreaterThan(lateBefore);
    // A waiting train, found by its number, is drawn late, and hovering it says by how much (trains
    // queue at the station: where they lie on each other, the searched one is the one named).
    const onMap = await runsOnMap(s4);
    const company = (r: ApiRun) => onMap.filter((o) => o.id !== r.id && o.lat === r.lat && o.lon === r.lon).length;
    const waiting = onMap.filter((r) => (r.location === `in ${FROM}` || r.location === `in ${TO}`) && r.delayS >= 600);
    expect(waiting.length).toBeGreaterThan(0);
    // One with another train on it if there is one: the harder case.
    const train = [...waiting].sort((a, b) => company(b) - company(a))[0];
    await page.getByRole('combobox', { name: 'Zugnummer' }).fill(train.trainNumber);
    await page.getByRole('option', { name: new RegExp(`^${train.trainNumber} `) }).first().click();
    const box = async () => (await canvas.boundingBox())!;
    const highlightAt = async () => ((await canvas.getAttribute('data-highlight')) || 'NaN,NaN').split(',').map(Number);
    // Centred (the map flies there): the train stands still, so its drawn place comes to the middle.
    await expect
      .poll(async () => {
        const [x, y] = await highlightAt();
        const { width, height } = await box();
        return Math.hypot(x - width / 2, y - height / 2);
      }, { timeout: 10_000 })
      .toBeLessThan(40);
    expect(await canvas.getAttribute('data-highlight-delay')).toBe('late');
    await page.waitForTimeout(500); // the fly-to's last frames
    const [x, y] = await highlightAt();
    const { x: left, y: top } = await box();
    await page.mouse.move(left + x, top + y);
    const tooltip = page.getByTestId('train-tooltip');
    await tooltip.waitFor();
    const text = await tooltip.innerText();
    const m = new RegExp(`^Zug ${train.trainNumber}\\nLinie S4 nach .+\\nAbweichung \\+(\\d+) min \\(verspätet\\)`).exec(text);
    expect(m, text).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(10);
    await page.screenshot({ path: `${BROWSER_TMP}/demo-control-map-de.png` });

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
    await transitionsEnded(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);

    await page.goto(`/circulation?q=${train}`);
    await page.getByRole('heading', { level: 1, name: 'Lista turni' }).waitFor();
    await expect.poll(async () => (await circulationRows(page)).find((r) => r.train === train)?.status, { timeout: 15_000 }).toBe('outOfService');
    await switchLanguage(page, 'de');
  });
});
