/**
 * The station departure board /abfahrten/:station (issue 14, item 5) in a real Chromium against
 * the shared server (boards not public there: the page asks for sign-in the normal way). A
 * dispatcher holds a connection (holdConnection), changes a platform and publishes a customer
 * message; the board shows each within 3 s (the acceptance criterion). German and
 * Italian, axe without serious violations. Screenshots: .tmp/departure-board-*.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConnectionRow } from '../../src/shared/connections/types';
import type { DepartureBoard } from '../../src/shared/passenger-info/types';
import { gql } from './support/api';
import { baseUrl, closeAfterEach, openApp, signIn, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

/** The acceptance criterion: a decision or a message is on the board within 3 s. */
const WITHIN_MS = 3000;
/** A portrait wall screen: the first 20 or so departures fit on one page (no page turns in between). */
const WALL = { width: 1080, height: 1920 };

async function boardJson(station: string): Promise<DepartureBoard> {
  const { authSession } = await signIn('avg', 'viewer');
  const res = await fetch(`${baseUrl()}/api/departures/${encodeURIComponent(station)}?lang=de`, { headers: { authorization: `Bearer ${authSession.token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as DepartureBoard;
}

/** Resolves with the ms it took until `fn` is true in the page; fails after WITHIN_MS. */
async function within(page: Page, started: number, fn: string, arg: unknown): Promise<number> {
  await page.waitForFunction(fn, arg, { timeout: WITHIN_MS + 500, polling: 100 });
  return Date.now() - started;
}

/** A connection whose departing train leaves in 3–40 min, not decided, and its station's board showing it near the top. */
async function pickConnection(): Promise<{ c: ConnectionRow; station: string; board: DepartureBoard }> {
  const { connections } = await gql<{ connections: { rows: ConnectionRow[] } }>(`{ connections(states: ["ok", "endangered"]) { rows {
    id stationId stationName feederRunId feederTrainNumber feederLineNumber feederArrived departingRunId departingTrainNumber departingStopId
    departingPlannedDeparture departingExpectedDeparture departingLeft maxManualHoldS decideBy decision { kind } } } }`);
  for (const c of connections.rows) {
    if (c.decision || c.departingLeft || c.feederArrived || c.departingExpectedDeparture === null || c.maxManualHoldS < 180) continue;
    const station = c.stationId ?? c.departingStopId;
    const board = await boardJson(station);
    const index = board.departures.findIndex((d) => d.runId === c.departingRunId);
    if (index < 0 || index > 12) continue;
    const dep = board.departures[index];
    if (dep.cancelled || dep.heldFor) continue;
    return { c, station, board };
  }
  throw new Error(`no connection with its departing train near the top of a board among ${connections.rows.length}`);
}

async function stopAt(runId: string, station: string): Promise<string> {
  const { run } = await gql<{ run: { stops: { stopId: string; stationId: string | null; passed: boolean }[] } }>(
    'query($id: ID!) { run(id: $id) { stops { stopId stationId passed } } }', { id: runId });
  return run.stops.find((s) => !s.passed && (s.stationId === station || s.stopId === station))!.stopId;
}

describe('departure board', () => {
  it('shows a held connection, a platform change and a customer message within 3 s; German and Italian; axe', async () => {
    const reason = (await gql<{ allDisruptionCauses: { id: string }[] }>('{ allDisruptionCauses(perPage: 1) { id } }')).allDisruptionCauses[0].id;
    const { c, station, board } = await pickConnection();
    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: `/abfahrten/${encodeURIComponent(station)}` });
    const { page } = app;
    await page.setViewportSize(WALL);
    await page.locator('.db-table tbody tr').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe(board.stationName);
    expect(await page.locator('.db-table thead th').allTextContents()).toEqual(['Zeit', 'Aktuell', 'Linie', 'Ziel', 'Gleis']);
    // No app shell: no menu, no app bar.
    expect(await page.locator('nav.sh-nav, header.sh-appbar').count()).toBe(0);

    // 1. The dispatcher holds the connection (as after looking at the preview in the manager).
    const holdUntil = Math.ceil((c.departingExpectedDeparture! + 120) / 60) * 60;
    let started = Date.now();
    await gql('mutation($id: ID!, $until: Int, $reason: ID!) { holdConnection(id: $id, holdUntil: $until, reasonId: $reason) { id state } }',
      { id: c.id, until: holdUntil, reason });
    const heldText = `wartet auf Anschluss ${c.feederLineNumber} ${c.feederTrainNumber}`;
    const heldMs = await within(page, started, `([run, text]) => !!document.querySelector('tr[data-run="' + run + '"]')?.textContent?.includes(text)`, [c.departingRunId, heldText]);
    expect(heldMs).toBeLessThan(WITHIN_MS);
    const heldRow = (await boardJson(station)).departures.find((d) => d.runId === c.departingRunId);
    expect(heldRow?.heldFor, JSON.stringify({ heldRow, c })).toEqual({ trainNumber: c.feederTrainNumber, lineNumber: c.feederLineNumber, until: holdUntil });
    expect(await page.locator(`tr[data-run="${c.departingRunId}"]`).getAttribute('data-state')).toBe('held');

    // 2. A platform change of another departure on the board.
    const other = board.departures.find((d) => d.runId !== c.departingRunId && !d.cancelled && !d.platformChanged)!;
    const platform = other.platform === '9' ? '8' : '9';
    started = Date.now();
    await gql('mutation($run: ID!, $stop: ID!, $p: String!, $reason: ID!) { changePlatform(runId: $run, stopId: $stop, platform: $p, reasonId: $reason) { id } }',
      { run: other.runId, stop: await stopAt(other.runId, station), p: platform, reason });
    const platformMs = await within(page, started,
      `([run, p]) => { const td = document.querySelector('tr[data-run="' + run + '"] td[data-changed="true"]'); return !!td && td.textContent.startsWith(p); }`, [other.runId, platform]);
    expect(platformMs).toBeLessThan(WITHIN_MS);

    // 3. A customer message for the station on the display channel: the running text.
    const text = `Testmeldung ${Date.now()}: Aufzug zu Gleis 1 außer Betrieb`;
    started = Date.now();
    await gql(`mutation($st: String!, $de: String!, $it: String!) { createCustomerMessage(title: "Aufzug", status: "published", priority: 2,
      channels: ["display"], stationIds: $st, textDe: $de, textIt: $it) { id } }`,
    { st: board.stationId, de: text, it: `Messaggio di prova: ascensore al binario 1 fuori servizio ${text.slice(12, 25)}` });
    const messageMs = await within(page, started, `(t) => !!document.querySelector('.db-ticker')?.textContent?.includes(t)`, text);
    expect(messageMs).toBeLessThan(WITHIN_MS);
    // The board after the message still has the platform change (no stale board replaces a newer one).
    const still = (await boardJson(station)).departures.find((d) => d.runId === other.runId);
    if (still) {
      expect(still.platform).toBe(platform);
      // Pages turn every 10 s when not all departures fit: wait until the row is on screen again.
      await page.locator(`tr[data-run="${other.runId}"]`).waitFor({ timeout: 40_000 });
      // Known gap (2026-11-28): the board sent right after the message showed the row's planned
      // platform for about half a second before the next look sent it right again (cause not
      // found; docs/passenger-information/departure-board.md). The change must be back within 3 s.
      const back = Date.now();
      await expect.poll(() => page.locator(`tr[data-run="${other.runId}"] td[data-changed="true"]`).count(), { timeout: WITHIN_MS }).toBe(1);
      console.log(`[departure board] platform change on screen after the message: ${Date.now() - back} ms`);
    }
    console.log(`[departure board] on the board after: hold ${heldMs} ms, platform change ${platformMs} ms, message ${messageMs} ms`);
    await page.screenshot({ path: join(BROWSER_TMP, 'departure-board-de.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // Italian (?lang=it): the same board in Italian.
    await page.goto(`/abfahrten/${encodeURIComponent(station)}?lang=it`);
    await page.locator('.db-table tbody tr').first().waitFor();
    expect(await page.locator('.db-table thead th').allTextContents()).toEqual(['Ora', 'Attuale', 'Linea', 'Destinazione', 'Binario']);
    await page.locator(`tr[data-run="${c.departingRunId}"]`, { hasText: `attende la coincidenza ${c.feederLineNumber} ${c.feederTrainNumber}` }).waitFor();
    await page.locator('.db-ticker', { hasText: 'Messaggio di prova' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await page.screenshot({ path: join(BROWSER_TMP, 'departure-board-it.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks for sign-in the normal way when the boards are not public, then shows the board; the picker lists stations', async () => {
    app = await openApp(browser(), { role: false, lang: 'it', path: '/abfahrten' });
    const { page } = app;
    await page.locator('input[name="username"]').fill('viewer');
    await page.locator('input[name="password"]').fill('viewer-demo');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // After the sign-in: the picker again (not the app), in Italian; a station's link opens its board.
    await page.getByRole('heading', { name: 'Quadri partenze' }).waitFor();
    const first = page.locator('.db-picker li a').first();
    const name = await first.textContent();
    await first.click();
    await page.locator('.db-head h1', { hasText: name! }).waitFor();
    await page.locator('.db-table thead th', { hasText: 'Binario' }).waitFor();
    await page.screenshot({ path: join(BROWSER_TMP, 'departure-board-signin-it.png') });
  });
});
