/**
 * The control centre's sidebar and train popup (/control-center; issue 5 points 3 and 4) against a
 * server of its own whose trains all run now, offline: the tab counts shown are the runs API's
 * totals for the same tabs; a train clicked in the sidebar opens its popup with the three sections;
 * a follow-up contact is saved, shown, and still there after a reload; Italian labels; axe finds
 * no serious or critical violation in the sidebar (also in multiple selection with its toolbar)
 * nor in each section of the popup.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentFeed } from '../../bench/support/concurrentFeed';
import { importAndActivate } from '../../bench/support/importFeed';
import { RUN_TABS, type RunTab } from '../../src/shared/operations/tabs';
import { closeAfterEach, useBrowser, type AppPage, type UiLang } from './support/browser';
import { gqlAt, openAppAt, signInAt } from './support/ownServer';
import { startServer, testOperatorZone, type RunningServer } from './support/servers';
import { transitionsEnded } from './support/axe';

const browser = useBrowser();
let server: RunningServer | undefined;
let app: AppPage | undefined;
closeAfterEach(() => app);

const TRIPS = 60;

async function apiTotals(): Promise<Record<RunTab, number>> {
  const fields = RUN_TABS.map((t) => `${t}: runs(tab: "${t}", perPage: 1) { total }`).join(' ');
  const data = await gqlAt<Record<RunTab, { total: number }>>(server!.url, `{ ${fields} }`);
  return Object.fromEntries(RUN_TABS.map((t) => [t, data[t].total])) as Record<RunTab, number>;
}

async function shownCounts(page: Page): Promise<Record<RunTab, number>> {
  const out = {} as Record<RunTab, number>;
  for (const t of RUN_TABS) out[t] = Number(await page.locator(`[data-count="${t}"]`).innerText());
  return out;
}

async function openPage(lang: UiLang): Promise<Page> {
  app = await openAppAt(browser(), server!.url, { lang });
  const { page } = app;
  await page.route((url) => url.origin !== server!.url, (route) => route.abort('internetdisconnected'));
  await page.goto('/control-center');
  await page.getByTestId('cc-sidebar').waitFor();
  return page;
}

/**
 * axe (WCAG 2.x A/AA and best practices) on one part of the page (a CSS selector): the serious and
 * critical violations, each with its rule and elements, printed so that a failure says what to fix.
 */
async function seriousViolations(page: Page, part: string, what: string): Promise<string[]> {
  await transitionsEnded(page);
  const result = await new AxeBuilder({ page }).include(part).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join(' | ')}`);
  if (bad.length) console.log(`axe on ${what}:\n  ${bad.join('\n  ')}`);
  const minor = result.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length) console.log(`axe on ${what}: moderate/minor: ${minor.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`).join('; ')}`);
  return bad;
}

beforeAll(async () => {
  const timeZone = testOperatorZone();
  server = await startServer('avg', { operatorTz: timeZone });
  const { authSession } = await signInAt(server.url, 'admin');
  await importAndActivate(server.url, authSession.token, concurrentFeed({ trips: TRIPS, timeZone }), 'Seitenleistentest');
  for (let i = 0; i < 60; i++) {
    const t = await apiTotals();
    if (t.active >= TRIPS * 0.9) break;
    await new Promise((r) => setTimeout(r, 500));
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('control-centre sidebar and popup', () => {
  it('shows the tab counts of the runs API, opens the popup from the sidebar and saves a follow-up contact', async () => {
    const page = await openPage('de');
    // Counts shown = the runs API's totals for the same tabs (trains start and end meanwhile: poll until both agree).
    await expect.poll(async () => JSON.stringify(await shownCounts(page)) === JSON.stringify(await apiTotals()), { timeout: 20_000, interval: 1000 }).toBe(true);
    const counts = await shownCounts(page);
    expect(counts.all).toBeGreaterThanOrEqual(TRIPS);
    expect(counts.active).toBeGreaterThan(0);

    await page.getByRole('tab', { name: /^Aktiv/ }).click();
    const items = page.getByTestId('sidebar-list').getByRole('button', { name: /^Zug / });
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const label = (await items.first().getAttribute('aria-label'))!;
    const train = label.replace('Zug ', '').replace(' zeigen', '');
    // The list refreshes live: click this train's entry by name, not "the first".
    await page.getByTestId('sidebar-list').getByRole('button', { name: label, exact: true }).click();

    const popup = page.getByRole('dialog', { name: `Zug ${train}` });
    await popup.waitFor();
    // The window lies on the windows layer (70/71) above the map (48).
    expect(Number(await popup.evaluate((el) => getComputedStyle(el).zIndex))).toBeGreaterThanOrEqual(70);
    for (const name of ['Kontakte', 'Linie', 'Fahrzeug']) await popup.getByRole('tab', { name }).waitFor();
    await popup.getByText('Triebfahrzeugführer/in').first().waitFor();
    await popup.getByRole('tab', { name: 'Linie' }).click();
    await popup.getByTestId('popup-line').getByText('Halte der Fahrt').waitFor();
    await popup.getByRole('tab', { name: 'Fahrzeug' }).click();
    await popup.getByTestId('popup-vehicle').getByText('Auslastung jetzt').waitFor();

    // Follow-up contact: saved, listed with who, there after a reload.
    await popup.getByRole('tab', { name: 'Kontakte' }).click();
    await popup.getByRole('button', { name: 'Folgekontakt hinzufügen' }).click();
    await popup.getByLabel('Name').fill('Werkstatt Nord');
    await popup.getByLabel('Telefon').fill('+49 721 555 0101');
    await popup.getByLabel('Notiz').fill('Ersatzteil bestellt');
    await popup.getByRole('button', { name: 'Speichern' }).click();
    const followUps = popup.getByTestId('follow-ups');
    await followUps.getByText('Werkstatt Nord').waitFor();
    expect(await followUps.innerText()).toContain('von admin');
    if (process.env.H12_SHOTS) await page.screenshot({ path: `${process.env.H12_SHOTS}/panel-de.png` });

    await page.reload();
    await page.getByTestId('cc-sidebar').waitFor();
    await page.getByRole('tab', { name: /^Aktiv/ }).click();
    await page.getByTestId('sidebar-list').getByRole('button', { name: `Zug ${train} zeigen` }).click();
    await page.getByRole('dialog', { name: `Zug ${train}` }).getByTestId('follow-ups').getByText('Werkstatt Nord').waitFor();
  });

  it('speaks Italian', async () => {
    const page = await openPage('it');
    for (const name of [/^Controllo/, /^Tutti/, /^Attivi/, /^In ritardo/, /^In anticipo/, /^Anteprima/]) await page.getByRole('tab', { name }).waitFor();
    await page.getByText('Selezione multipla').waitFor();
    await page.getByRole('tab', { name: /^Tutti/ }).click();
    const items = page.getByTestId('sidebar-list').getByRole('button', { name: /^Mostra il treno / });
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await items.first().click();
    const popup = page.getByRole('dialog', { name: /^Treno / });
    for (const name of ['Contatti', 'Linea', 'Veicolo']) await popup.getByRole('tab', { name }).waitFor();
    await popup.getByRole('button', { name: 'Aggiungi contatto successivo' }).waitFor();
    await page.getByLabel('Rete').first().waitFor();
    await page.getByLabel('Prodotti').first().waitFor();
    if (process.env.H12_SHOTS) await page.screenshot({ path: `${process.env.H12_SHOTS}/panel-it.png` });
  });

  it('axe: the sidebar, in multiple selection with its toolbar, and each section of the popup', async () => {
    const page = await openPage('de');
    const sidebar = '[data-testid="cc-sidebar"]';
    await page.getByRole('tab', { name: /^Aktiv/ }).click();
    const items = page.getByTestId('sidebar-list').getByRole('button', { name: /^Zug / });
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const found: Record<string, string[]> = {};
    found['sidebar'] = await seriousViolations(page, sidebar, 'the sidebar');

    // The tab list by keyboard: one tab stop (the chosen tab); the arrows move the focus, Enter chooses.
    const active = page.getByRole('tab', { name: /^Aktiv/ });
    expect(await active.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tablist', { name: 'Reiter der Zugliste' }).locator('[tabindex="0"]').count()).toBe(1);
    await active.focus();
    await page.keyboard.press('ArrowRight');
    const delayed = page.getByRole('tab', { name: /^Verspätet/ });
    expect(await delayed.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => delayed.getAttribute('aria-selected')).toBe('true');
    expect(await active.getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: /^Vorschau/ }).evaluate((el) => el === document.activeElement)).toBe(true);
    await active.click();

    // Multiple selection: checkboxes, "select all", and the toolbar once trains are selected.
    await page.getByTestId('cc-sidebar').getByLabel('Mehrfachauswahl').check();
    await page.getByTestId('cc-sidebar').getByLabel('Alle gezeigten Züge auswählen').check();
    const toolbar = page.getByTestId('cc-sidebar').getByRole('toolbar');
    await toolbar.waitFor();
    await toolbar.getByRole('button', { name: 'Verspätung' }).waitFor();
    found['sidebar, multiple selection'] = await seriousViolations(page, sidebar, 'the sidebar in multiple selection');
    await page.getByTestId('cc-sidebar').getByLabel('Mehrfachauswahl').uncheck();

    const label = (await items.first().getAttribute('aria-label'))!;
    await page.getByTestId('sidebar-list').getByRole('button', { name: label, exact: true }).click();
    const popupPart = '[data-testid="train-popup"]';
    const popup = page.locator(popupPart);
    await popup.getByText('Triebfahrzeugführer/in').first().waitFor();
    found['popup: Kontakte'] = await seriousViolations(page, popupPart, 'the popup, section Kontakte');
    await popup.getByRole('button', { name: 'Folgekontakt hinzufügen' }).click();
    await popup.getByLabel('Telefon').waitFor();
    // Out of the field: a focused field's label takes the brand colour (the theme's, on every form).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    found['popup: Kontakte, follow-up form'] = await seriousViolations(page, popupPart, 'the popup, follow-up form');
    await popup.getByRole('tab', { name: 'Linie' }).click();
    await popup.getByTestId('popup-line').getByText('Halte der Fahrt').waitFor();
    await popup.getByTestId('popup-line').locator('table').last().locator('tbody tr').first().waitFor();
    found['popup: Linie'] = await seriousViolations(page, popupPart, 'the popup, section Linie');
    await popup.getByRole('tab', { name: 'Fahrzeug' }).click();
    await popup.getByTestId('popup-vehicle').getByText('Auslastung jetzt').waitFor();
    found['popup: Fahrzeug'] = await seriousViolations(page, popupPart, 'the popup, section Fahrzeug');

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
  });

  it('saves the current map view under a name and offers it in the view choice (the dialog loads on demand)', async () => {
    const page = await openPage('de');
    const name = `Sicht ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Ansicht speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aktuelle Ansicht speichern' });
    await dialog.getByRole('textbox', { name: /Name der Ansicht/ }).fill(name);
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText(`Ansicht „${name}“ gespeichert.`).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // The saved view is the chosen one, and the server has it.
    await expect.poll(() => page.locator('#cc-view').innerText()).toContain(name);
    const views = await gqlAt<{ mapViews: { name: string }[] }>(server!.url, '{ mapViews { name } }');
    expect(views.mapViews.map((v) => v.name)).toContain(name);
    // Opened again, the dialog proposes the chosen view's name (to overwrite it).
    await page.getByRole('button', { name: 'Ansicht speichern' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: /Name der Ansicht/ }).inputValue()).toBe(name);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
