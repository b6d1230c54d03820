/**
 * The control-centre map (/control-center; issue 5, point 1 and the map filters) in a real
 * Chromium with every tile request blocked (no tile server is reachable in CI either), against a
 * server of its own whose timetable has trains that all run now (bench/support/concurrentFeed.ts):
 * the map draws network, stations and every running train; trains move smoothly; the line and
 * warning filters narrow the trains to what the runs API says; a language switch renames the
 * layers and keeps their tiles; Italian; axe.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentFeed } from '../../bench/support/concurrentFeed';
import { importAndActivate } from '../../bench/support/importFeed';
import { DELAY_THRESHOLD_S } from '../../src/shared/operations/types';
import { closeAfterEach, useBrowser, type AppPage, type UiLang } from './support/browser';
import { gqlAt, openAppAt, signInAt } from './support/ownServer';
import { startServer, testOperatorZone, type RunningServer } from './support/servers';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let server: RunningServer | undefined;
let app: AppPage | undefined;
closeAfterEach(() => app);

const TRIPS = 120;
const PATH = '/control-center';
/** Every request that leaves this server (tiles above all) fails, as offline. */
const isForeign = (url: URL) => url.origin !== server?.url;

interface ApiRun {
  id: string;
  trainNumber: string;
  lineId: string;
  phase: string;
  moving: boolean;
  delayS: number;
  status: string;
  lat: number | null;
}

/** The runs the engine has on the map now: running with a position (optionally of some lines). */
async function runningRuns(lineIds: string[] | null = null): Promise<ApiRun[]> {
  const data = await gqlAt<{ runs: { rows: ApiRun[] } }>(
    server!.url,
    'query($lineIds: [ID!]) { runs(lineIds: $lineIds, perPage: 500) { rows { id trainNumber lineId phase moving delayS status lat } } }',
    { lineIds },
  );
  return data.runs.rows.filter((r) => r.phase === 'running' && r.lat !== null);
}

const trainCanvas = (page: Page) => page.locator('canvas[data-testid="train-canvas"]');
const stationCanvas = (page: Page) => page.locator('canvas[data-testid="station-canvas"]');
const num = async (l: Locator, attr: string) => Number(await l.getAttribute(attr));

/** The map page in a language, with foreign requests blocked and counted, and the position subscriptions it sends. */
async function openMap(lang: UiLang): Promise<{ page: Page; blocked: string[]; loadedForeign: string[]; subscriptions: string[]; events: string[] }> {
  app = await openAppAt(browser(), server!.url, { lang });
  const { page } = app;
  const blocked: string[] = [];
  // In order: 'network' when the network's answer arrived, 'tile' for every tile asked for.
  const events: string[] = [];
  page.on('request', (r) => {
    if (/\/\d+\/\d+\/\d+\.png/.test(r.url())) events.push('tile');
  });
  page.on('response', (r) => {
    if (r.url().endsWith('/graphql') && r.request().postData()?.includes('ControlCenterNetwork')) events.push('network');
  });
  const loadedForeign: string[] = [];
  const subscriptions: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
      if (text.includes('"subscribe"') && text.includes('ControlCenterPositions')) subscriptions.push(text);
    }),
  );
  await page.route((url) => isForeign(url), (route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  page.on('requestfinished', (r) => {
    if (isForeign(new URL(r.url()))) loadedForeign.push(r.url());
  });
  await page.goto(PATH);
  await expect.poll(() => num(trainCanvas(page), 'data-trains'), { timeout: 30_000 }).toBeGreaterThan(0);
  return { page, blocked, loadedForeign, subscriptions, events };
}

/** Non-transparent pixels of a canvas (what was really drawn). */
function paintedPixels(page: Page, testId: string): Promise<number> {
  return page.evaluate((id) => {
    const c = document.querySelector<HTMLCanvasElement>(`canvas[data-testid="${id}"]`)!;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n += 1;
    return n;
  }, testId);
}

beforeAll(async () => {
  // The feed's trains run now in the operator's zone (late morning there), the one the server is given.
  const timeZone = testOperatorZone();
  server = await startServer('avg', { operatorTz: timeZone });
  const { authSession } = await signInAt(server.url, 'admin');
  await importAndActivate(server.url, authSession.token, concurrentFeed({ trips: TRIPS, timeZone }), 'Kartentest');
  // The engine reloads the day after the activation: wait until the trains run.
  for (let i = 0; i < 60 && (await runningRuns()).length < TRIPS * 0.95; i++) await new Promise((r) => setTimeout(r, 500));
});

afterAll(async () => {
  await server?.stop();
});

describe('control-centre map', () => {
  it('loads offline and draws the network’s stations and every running train', async () => {
    const { page, blocked, loadedForeign, events } = await openMap('de');
    // The menu's Leitstelle entry leads here.
    const entry = page.getByRole('navigation').getByRole('link', { name: 'Leitstelle', exact: true });
    expect(await entry.getAttribute('href')).toBe(PATH);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Leitstelle');

    // As many trains as the engine has running (a train may start or end meanwhile: poll).
    const canvas = trainCanvas(page);
    await expect.poll(async () => (await num(canvas, 'data-trains')) - (await runningRuns()).length, { timeout: 15_000 }).toBe(0);
    const shown = await num(canvas, 'data-trains');
    expect(shown).toBeGreaterThanOrEqual(TRIPS * 0.95);
    // Fitted to the network: every train is in view and really painted.
    await expect.poll(() => num(canvas, 'data-visible')).toBe(shown);
    expect(await paintedPixels(page, 'train-canvas')).toBeGreaterThan(shown * 20);
    expect(await page.getByTestId('train-count').innerText()).toBe(`${shown} Züge`);
    expect(await canvas.getAttribute('aria-label')).toBe(`Züge auf der Karte: ${shown}. Zugnummer-Suche und Filter stehen über der Karte.`);

    // The stations of the network (10 routes of 20 stops), all in view and painted.
    const network = await gqlAt<{ network: { stops: { id: string }[]; routes: { stopIds: string[] }[] } }>(server!.url, '{ network { stops { id } routes { stopIds } } }');
    const onRoutes = new Set(network.network.routes.flatMap((r) => r.stopIds));
    expect(onRoutes.size).toBe(200);
    await expect.poll(() => num(stationCanvas(page), 'data-stations')).toBe(onRoutes.size);
    expect(await paintedPixels(page, 'station-canvas')).toBeGreaterThan(onRoutes.size * 10);

    // The tiles were asked for and none arrived; the page says so and goes on.
    expect(blocked.some((u) => u.includes('tile.openstreetmap.org'))).toBe(true);
    expect(blocked.some((u) => u.includes('tiles.openrailwaymap.org/signals'))).toBe(true);
    expect(loadedForeign).toEqual([]);
    // Not one tile before the network was there: the map is fitted to it, and tiles for the
    // default place would have been fetched for nothing.
    expect(events.indexOf('network')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('tile')).toBeGreaterThan(events.indexOf('network'));
    // Asked for once: the fetch the page's first render starts is the one its mount uses
    // (useTransitionQuery), not followed by a second when the answer is already there.
    expect(events.filter((e) => e === 'network')).toHaveLength(1);
    await page.getByText('Hintergrundkarte nicht erreichbar: Strecken, Halte und Züge werden weiter gezeigt.').waitFor();
    // Credits of the tile layers shown, each part once.
    const attribution = await page.locator('.leaflet-control-attribution').innerText();
    expect(attribution).toContain('OpenRailwayMap');
    expect(attribution.match(/OpenStreetMap/g)).toHaveLength(1);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a tablet upright the map stays on the screen below the sidebar, whose list scrolls; nothing scrolls sideways', async () => {
    const { page } = await openMap('de');
    await page.setViewportSize({ width: 800, height: 1280 });
    // Every size the map's box has from its first drawing on: a new size fits the map again (new tiles).
    await page.addInitScript(() => {
      const sizes: string[] = [];
      (window as unknown as { __mapSizes: string[] }).__mapSizes = sizes;
      new MutationObserver((_, observer) => {
        const el = document.querySelector('.leaflet-container');
        if (!el) return;
        observer.disconnect();
        new ResizeObserver(([e]) => sizes.push(`${Math.round(e.contentRect.width)}x${Math.round(e.contentRect.height)}`)).observe(el);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect.poll(() => num(trainCanvas(page), 'data-trains'), { timeout: 30_000 }).toBeGreaterThan(0);
    const list = page.getByTestId('cc-sidebar').locator('.sb-list');
    await expect.poll(() => list.locator('li').count()).toBeGreaterThan(10);
    expect(new Set(await page.evaluate(() => (window as unknown as { __mapSizes: string[] }).__mapSizes)).size).toBe(1);
    const layout = await page.evaluate(() => {
      const map = document.querySelector('.leaflet-container')!.getBoundingClientRect();
      const sidebar = document.querySelector('[data-testid="cc-sidebar"]')!.getBoundingClientRect();
      const listEl = document.querySelector('[data-testid="cc-sidebar"] .sb-list')!;
      return {
        document: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
        height: innerHeight,
        map: { top: map.top, bottom: map.bottom, height: map.height },
        sidebarBottom: sidebar.bottom,
        listScrolls: listEl.scrollHeight > listEl.clientHeight,
      };
    });
    expect(layout.document).toBeLessThanOrEqual(layout.window);
    // Sidebar above the map, the map's whole height within the window.
    expect(layout.map.top).toBeGreaterThanOrEqual(layout.sidebarBottom - 1);
    expect(layout.map.bottom).toBeLessThanOrEqual(layout.height + 1);
    expect(layout.map.height).toBeGreaterThanOrEqual(360);
    expect(layout.listScrolls).toBe(true);
  });

  it('trains move smoothly between updates; the train search highlights and centres a train; hover names it', async () => {
    const { page } = await openMap('de');
    const moving = (await runningRuns()).filter((r) => r.moving);
    expect(moving.length).toBeGreaterThan(0);
    const canvas = trainCanvas(page);
    // Measured when used: parts beside the map (the sidebar) may still be coming in and resize it.
    const box = async () => (await canvas.boundingBox())!;
    let moved = false;
    let zoomedIn = false;
    for (const run of moving.slice(0, 3)) {
      const search = page.getByRole('combobox', { name: 'Zugnummer' });
      await search.click(); // the search loads its autocomplete when the user reaches it (src/ui/LazyAutocomplete.tsx)
      await search.fill(run.trainNumber);
      await page.getByRole('option', { name: new RegExp(`^${run.trainNumber} `) }).first().click();
      // Centred: the highlighted train comes to the middle of the map.
      const offCentre = async () => {
        const [x, y] = ((await canvas.getAttribute('data-highlight')) || 'NaN,NaN').split(',').map(Number);
        const { width, height } = await box();
        return Math.hypot(x - width / 2, y - height / 2);
      };
      await expect.poll(offCentre, { timeout: 5_000 }).toBeLessThan(40);
      // Closer in (zoom 16: a train covers several pixels a second), still around the train; the
      // next search keeps that zoom.
      for (let i = 0; i < 3 && !zoomedIn; i++) {
        await page.getByRole('button', { name: 'Vergrößern' }).click();
        await page.waitForTimeout(350);
      }
      zoomedIn = true;
      await expect.poll(offCentre).toBeLessThan(100);
      const [x0, y0] = (await canvas.getAttribute('data-highlight'))!.split(',').map(Number);
      // Samples 4 times a second for 2.5 s: a train that only jumped once a second would give
      // about 3 distinct positions; sliding gives a new one at nearly every sample.
      const samples: string[] = [];
      for (let i = 0; i < 10; i++) {
        await page.waitForTimeout(250);
        samples.push((await canvas.getAttribute('data-highlight')) ?? '');
      }
      const distinct = new Set(samples).size;
      if (distinct >= 6) {
        moved = true;
        const [x1, y1] = samples.at(-1)!.split(',').map(Number);
        expect(Math.hypot(x1 - x0, y1 - y0)).toBeGreaterThan(2);
        // Hovering the train shows its number, line and delay.
        const { x: left, y: top } = await box();
        await page.mouse.move(left + x1, top + y1);
        const tooltip = page.getByTestId('train-tooltip');
        await tooltip.waitFor();
        expect(await tooltip.innerText()).toMatch(new RegExp(`^Zug ${run.trainNumber}\\nLinie B\\d+ nach Ziel \\d+\\nAbweichung [−+]?\\d+ min \\(`));
        break;
      }
      await search.fill('');
    }
    expect(moved).toBe(true);

    // A number that is no run of the day says so.
    await page.getByRole('combobox', { name: 'Zugnummer' }).fill('XYZ999');
    await page.keyboard.press('Enter');
    await page.getByText('Keinen Zug XYZ999 am Betriebstag gefunden.').waitFor();
  });

  it('the line filter narrows the trains to that line’s, as the runs API counts them; the warning filter further', async () => {
    const { page, subscriptions } = await openMap('de');
    const canvas = trainCanvas(page);
    const all = await num(canvas, 'data-trains');
    expect((await canvas.getAttribute('data-lines'))!.split(',')).toHaveLength(10);

    const lines = await gqlAt<{ network: { lines: { id: string; lineNumber: string }[] } }>(server!.url, '{ network { lines { id lineNumber } } }');
    const line = lines.network.lines.find((l) => l.lineNumber === 'B4')!;
    await page.getByRole('combobox', { name: 'Linien' }).click();
    await page.getByRole('option', { name: /^B4\b/ }).click();
    await page.keyboard.press('Escape');

    // The subscription asks the server for that line only.
    await expect.poll(() => subscriptions.some((text) => text.includes(`"lineIds":["${line.id}"]`))).toBe(true);
    await expect.poll(() => canvas.getAttribute('data-lines')).toBe(line.id);
    await expect.poll(async () => (await num(canvas, 'data-trains')) - (await runningRuns([line.id])).length, { timeout: 15_000 }).toBe(0);
    const ofLine = await num(canvas, 'data-trains');
    expect(ofLine).toBeGreaterThan(0);
    expect(ofLine).toBeLessThan(all);
    expect(await page.getByTestId('train-count').innerText()).toBe(ofLine === 1 ? '1 Zug' : `${ofLine} Züge`);

    // Warnings only: delayed by the threshold or more, or cancelled/diverted/out of service.
    await page.getByRole('switch', { name: 'Nur Warnungen' }).check();
    const warning = (r: ApiRun) => r.delayS >= DELAY_THRESHOLD_S || ['cancelled', 'diverted', 'outOfService'].includes(r.status);
    await expect
      .poll(async () => (await num(canvas, 'data-trains')) - (await runningRuns([line.id])).filter(warning).length, { timeout: 15_000 })
      .toBe(0);
    await page.getByRole('switch', { name: 'Nur Warnungen' }).uncheck();

    // Back to all lines: every train again.
    await page.getByRole('combobox', { name: 'Linien' }).click();
    await page.getByRole('option', { name: /^B4\b/ }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await num(canvas, 'data-trains')) - (await runningRuns()).length, { timeout: 15_000 }).toBe(0);

    // The product filter names the products with the lines declaration's labels (served by the server).
    await page.getByRole('combobox', { name: 'Produkte' }).click();
    const products = page.getByRole('listbox').getByRole('option');
    await products.first().waitFor();
    const named = ['Stadtbahn (Tram-Train)', 'S-Bahn', 'Regionalbahn (RB)', 'Regional-Express (RE)', 'Straßenbahn', 'Schienenersatzverkehr (Bus)'];
    const shownProducts = (await products.allInnerTexts()).map((t) => t.trim());
    expect(shownProducts.length).toBeGreaterThan(0);
    for (const text of shownProducts) expect(named, `product option "${text}"`).toContain(text);
    await page.keyboard.press('Escape');
  });

  it('switching the language renames the map layers in their control and keeps the layers and their tiles', async () => {
    const { page } = await openMap('de');
    const names = () => page.locator('.leaflet-control-layers-list label span span').allInnerTexts();
    await expect.poll(async () => (await names()).map((n) => n.trim())).toEqual(['Grundkarte', 'Signale (OpenRailwayMap)', 'Höchstgeschwindigkeiten (OpenRailwayMap)']);
    // The base layer's and the signal overlay's tile containers, marked before the switch.
    const layers = page.locator('.leaflet-tile-pane > .leaflet-layer');
    await expect.poll(() => layers.count()).toBe(2);
    await layers.evaluateAll((els) => els.forEach((el, i) => el.setAttribute('data-kept', String(i))));
    const checked = () => page.locator('.leaflet-control-layers-list input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).checked));
    expect(await checked()).toEqual([true, true, false]);

    await page.locator('button.sh-lang[lang=it]').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Centrale operativa');
    await expect.poll(async () => (await names()).map((n) => n.trim())).toEqual(['Mappa di base', 'Segnali (OpenRailwayMap)', 'Velocità massime (OpenRailwayMap)']);
    // The same layers, not new ones: their tiles were not requested and drawn again.
    expect(await page.locator('.leaflet-tile-pane > .leaflet-layer[data-kept]').count()).toBe(2);
    expect(await layers.count()).toBe(2);
    expect(await checked()).toEqual([true, true, false]);
    expect(await page.locator('.leaflet-control-layers-toggle').getAttribute('aria-label')).toBe('Livelli della mappa');
  });

  it('in Italian: texts, the station search centres the map on a station', async () => {
    const { page } = await openMap('it');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Centrale operativa');
    const canvas = trainCanvas(page);
    const shown = await num(canvas, 'data-trains');
    expect(await canvas.getAttribute('aria-label')).toBe(`Treni sulla mappa: ${shown}. La ricerca per numero treno e i filtri si trovano sopra la mappa.`);
    await page.getByText('Mappa di sfondo non raggiungibile: linee, fermate e treni restano visibili.').waitFor();
    expect(await page.getByRole('region', { name: 'Mappa della centrale operativa' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ingrandisci' }).count()).toBe(1);

    const stations = stationCanvas(page);
    const before = await num(stations, 'data-stations');
    await page.getByRole('combobox', { name: 'Fermata' }).click();
    await page.getByRole('combobox', { name: 'Fermata' }).fill('Halt 3-20');
    await page.getByRole('option', { name: 'Halt 3-20' }).click();
    // Zoomed in on the station at the end of route 3: far fewer stations in view.
    await expect.poll(() => num(stations, 'data-stations')).toBeLessThan(before / 4);
    expect(await num(stations, 'data-stations')).toBeGreaterThan(0);
    // Out of the field first: a focused filled field's label takes the brand colour (#2196F3 for
    // avg), below 4.5:1 on the field; that is the theme's, on every form of the app.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await seriousViolations(page)).toEqual([]);
  });
});
