/**
 * Situation report, part "texts" (issue 13 items 5, 8, 9) in a real Chromium against the real
 * server (demo data): a dispatcher adds the display text of a situation from a text module (the
 * placeholders filled from the situation), publishes it and ticks a checklist item; the Italian
 * page shows both; the outgoing dispatcher hands the shift over (open situations, pending
 * checklist items, standing instructions valid today) and the next shift, another user, sees and
 * acknowledges it in Italian; axe on each. Screenshots go to .tmp/situation-texts-*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, stationsNamed } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const HANDOVER = '/lagebericht/uebergabe';

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(BROWSER_TMP, { recursive: true });
  await page.waitForTimeout(400); // transitions (toasts, chips) settle
  await page.screenshot({ path: join(BROWSER_TMP, `situation-texts-${name}.png`), fullPage: true });
}

/** Serious and critical violations of the page (the whole situation page, with every part's sections), or of the given parts of it. */
async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  return seriousViolations(page, include);
}

interface HandoverView {
  id: string;
  note: string;
  handedOverBy: string;
  acknowledgedBy: string | null;
  summary: { instructions: { title: string }[] };
}

async function handovers(): Promise<HandoverView[]> {
  const data = await gql<{ shiftHandovers: { items: HandoverView[] } }>(
    '{ shiftHandovers(page: 1, perPage: 100) { items { id note handedOverBy acknowledgedBy summary { instructions { title } } } } }');
  return data.shiftHandovers.items;
}

interface TextView { channel: string; state: string; textDe: string; publishedDe: string | null; publishedIt: string | null; publishedBy: string | null }

async function situationTexts(id: string): Promise<TextView[]> {
  const data = await gql<{ situationTexts: { texts: TextView[] } }>(
    'query($id: ID!) { situationTexts(situationId: $id) { texts { channel state textDe publishedDe publishedIt publishedBy } } }', { id });
  return data.situationTexts.texts;
}

async function idOf(query: string, field: string, q: string, pick: (row: Record<string, string>) => boolean): Promise<string> {
  const data = await gql<Record<string, Record<string, string>[]>>(`query($q: String) { ${query}(perPage: 50, filter: { q: $q }) { id ${field} } }`, { q });
  const row = data[query].find(pick);
  if (!row) throw new Error(`${query}: nothing for ${q}`);
  return row.id;
}

interface RunView { id: string; trainNumber: string; lineNumber: string; plannedArrival: number }

/** A running train of the live day, the one arriving last (still running while the test uses it). */
async function runningRun(): Promise<RunView> {
  const { runs } = await gql<{ runs: { rows: RunView[] } }>('{ runs(tab: "active", perPage: 500) { rows { id trainNumber lineNumber plannedArrival } } }');
  const unique = runs.rows.filter((r) => runs.rows.filter((x) => x.trainNumber === r.trainNumber).length === 1);
  const run = unique.sort((a, b) => b.plannedArrival - a.plannedArrival)[0];
  if (!run) throw new Error('no running train');
  return run;
}

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** An open situation of the demo category BETRIEB > SIGNAL on the S4 between Karlsruhe Hbf and Bretten, 12 minutes late, with one running train. */
async function openSituation(title: string, runId: string): Promise<{ id: string; number: string }> {
  const categoryId = await idOf('allCategories', 'code', 'BETRIEB', (r) => r.code === 'BETRIEB');
  const subcategoryId = await idOf('allSubcategories', 'code', 'SIGNAL', (r) => r.code === 'SIGNAL');
  const lineId = await idOf('allLines', 'lineNumber', 'S4', (r) => r.lineNumber === 'S4');
  const [ka] = await stationsNamed('Karlsruhe Hbf');
  const [br] = await stationsNamed('Bretten');
  const data = await gql<{ createSituation: { id: string; number: string } }>('mutation($input: SituationInput!) { createSituation(input: $input) { id number } }', {
    input: {
      title, categoryId, subcategoryId, severity: 'major', priority: 'high', planned: false, open: true,
      startAt: new Date(Date.now() - 20 * 60_000).toISOString(), lineIds: [lineId], stationIds: [ka.id, br.id], sectionIds: [], runIds: [runId],
      description: 'Stellwerk Durlach meldet Rotausleuchtung', delayMinutes: 12, reasonDe: 'einer Signalstörung', reasonIt: 'un guasto al segnale',
    },
  });
  return data.createSituation;
}

const TITLE = `Signalstörung Durlach ${Date.now()}`;

describe('public texts and checklist', () => {
  it('a dispatcher adds the display text from a module, publishes it and ticks a checklist item; the Italian page shows both', async () => {
    const run = await runningRun();
    const { id, number } = await openSituation(TITLE, run.id);
    app = await openApp(browser(), { role: 'dispatcher', path: `/lagebericht/${id}` });
    let page = app.page;
    const texts = page.getByRole('region', { name: 'Öffentliche Texte' });
    const display = texts.getByRole('region', { name: 'Anzeiger' });
    await display.getByText('Entwurf', { exact: true }).waitFor();
    await display.getByRole('combobox', { name: 'Aus Textbaustein' }).click();
    await page.getByRole('option', { name: /^Verspätung \(Anzeiger\)/ }).click();
    const filledDe = 'Linie S4: Zwischen Karlsruhe Hbf und Bretten ca. 12 Min. Verspätung wegen einer Signalstörung.';
    const filledIt = 'Linea S4: tra Karlsruhe Hbf e Bretten ritardo di circa 12 min. a causa di un guasto al segnale.';
    await expect.poll(() => display.getByRole('textbox', { name: 'Text (deutsch)' }).inputValue()).toBe(filledDe);
    expect(await display.getByRole('textbox', { name: 'Text (italienisch)' }).inputValue()).toBe(filledIt);
    await display.getByRole('group', { name: 'Vorschau – Anzeiger' }).getByText(filledDe).waitFor();
    await display.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByRole('status').filter({ hasText: 'Text „Anzeiger“ veröffentlicht.' }).waitFor();
    await display.getByText('Veröffentlicht', { exact: true }).waitFor();
    await display.getByText(/^Veröffentlicht von dispatcher am /).waitFor();

    // A placeholder the situation cannot fill is named, not dropped.
    const web = texts.getByRole('region', { name: 'Web/App' });
    await web.getByRole('textbox', { name: 'Text (deutsch)' }).fill('Linie {line}: Ersatzverkehr ab Gleis {gleis}.');
    await web.getByText('Unbekannte Platzhalter: {gleis}').waitFor();
    await web.getByRole('group', { name: 'Vorschau – Web/App' }).getByText('Linie S4: Ersatzverkehr ab Gleis {gleis}.').waitFor();

    const checklist = page.getByRole('region', { name: 'Maßnahmen-Checkliste' });
    await expect.poll(() => checklist.getByTestId('checklist-progress').innerText()).toBe('0 / 6 erledigt');
    // Ticked when the server has stored it (the box follows the saved state), so click, then wait.
    await checklist.getByRole('checkbox', { name: /Betroffene Züge per Funk informieren/ }).click();
    await expect.poll(() => checklist.getByTestId('checklist-progress').innerText()).toBe('1 / 6 erledigt');
    await checklist.getByText(/^erledigt von dispatcher, /).waitFor();
    await screenshot(page, 'de-texts');
    expect(await axeViolations(page)).toEqual([]);

    // The catalogue entry with a dispatch kind starts the circulation list's measure for one of the
    // situation's runs, attached to the situation.
    await checklist.getByRole('button', { name: 'Maßnahme starten: Verspätung der betroffenen Fahrten eintragen' }).click();
    await page.getByRole('menu', { name: 'Fahrt wählen' }).getByRole('menuitem', { name: new RegExp(`^${run.lineNumber} ${run.trainNumber}`) }).click();
    const dlg = page.getByRole('dialog', { name: `Verspätung: Zug ${run.trainNumber}` });
    await dlg.getByRole('textbox', { name: startsWith('Erwartete Verspätung (Minuten)') }).fill('12');
    await dlg.getByRole('combobox', { name: startsWith('Grund') }).click();
    await page.getByRole('listbox').locator('[role="option"]:not([data-value=""])').first().click();
    await expect.poll(() => dlg.getByRole('combobox', { name: startsWith('Lagebericht') }).innerText()).toContain(number);
    await screenshot(page, 'de-measure');
    await dlg.getByRole('button', { name: 'Ausführen', exact: true }).click();
    await page.getByRole('dialog', { name: `Verspätung für Zug ${run.trainNumber} ausführen?` }).getByRole('button', { name: 'Ausführen', exact: true }).click();
    await dlg.waitFor({ state: 'detached' });
    await expect.poll(async () => (await gql<{ situation: { measures: { runId: string; type: string }[] } }>(
      'query($id: ID!) { situation(id: $id) { measures { runId type } } }', { id })).situation.measures).toEqual([{ runId: run.id, type: 'delay' }]);

    const stored = (await situationTexts(id)).find((x) => x.channel === 'display');
    expect(stored).toMatchObject({ state: 'published', publishedDe: filledDe, publishedIt: filledIt, publishedBy: 'dispatcher' });
    const timeline = await gql<{ situationTimeline: { items: { kind: string }[] } }>('query($id: ID!) { situationTimeline(id: $id, perPage: 50) { items { kind } } }', { id });
    expect(timeline.situationTimeline.items.map((e) => e.kind)).toEqual(expect.arrayContaining(['textPublished', 'checklistItem']));
    await app.close();

    app = await openApp(browser(), { role: 'dispatcher', lang: 'it', path: `/lagebericht/${id}` });
    page = app.page;
    const displayIt = page.getByRole('region', { name: 'Testi pubblici' }).getByRole('region', { name: 'Indicatore' });
    await displayIt.getByText('Pubblicato', { exact: true }).waitFor();
    expect(await displayIt.getByRole('textbox', { name: 'Testo (italiano)' }).inputValue()).toBe(filledIt);
    const checklistIt = page.getByRole('region', { name: 'Lista di controllo delle misure' });
    await expect.poll(() => checklistIt.getByTestId('checklist-progress').innerText()).toBe('1 / 6 eseguite');
    await checklistIt.getByText(/^eseguita da dispatcher, /).waitFor();
    await screenshot(page, 'it-texts');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('shift handover', () => {
  it('the dispatcher hands over; the next shift sees it in Italian and acknowledges it', async () => {
    const note = `Übergabe ${Date.now()}: Langsamfahrstelle Ettlingen beachten.`;
    app = await openApp(browser(), { role: 'dispatcher', path: HANDOVER });
    let page = app.page;
    await page.getByRole('heading', { level: 1, name: 'Schichtübergabe' }).waitFor();
    const draft = page.getByRole('region', { name: 'Übergabe vorbereiten' });
    // Standing instructions of the demo data valid today; the one that ended in 2025 is not listed.
    await draft.getByText('Langsamfahrstelle Ettlingen West – Busenbach').waitFor();
    await draft.getByText('Winterdienst Weichenheizungen').waitFor();
    // The situation of the first test, with its checklist progress and what is still open.
    const situation = draft.getByTestId('handover-situation').filter({ hasText: TITLE });
    await situation.getByText(/1 \/ 6 Maßnahmen erledigt/).waitFor();
    await situation.getByText(/Offen: Fahrdienstleiter der Nachbarbereiche verständigen \(Pflicht\)/).waitFor();
    expect(await draft.getByText('Alte Regel Stellwerk Rastatt').count()).toBe(0);
    const noteField = draft.getByRole('textbox', { name: 'Notiz für die nächste Schicht' });
    await noteField.fill(note);
    // The theme's focused label (primary on the filled field's grey) is measured without the focus.
    await noteField.blur();
    await screenshot(page, 'de-draft');
    expect(await axeViolations(page)).toEqual([]);
    await draft.getByRole('button', { name: 'Schicht übergeben' }).click();
    await page.getByRole('status').filter({ hasText: 'Schicht übergeben. Die nächste Schicht kann die Übernahme jetzt quittieren.' }).waitFor();
    await page.getByText(/^Ihre Übergabe vom .* wartet auf die Quittierung durch die nächste Schicht\.$/).waitFor();
    // The own handover offers no acknowledgement.
    expect(await page.getByRole('button', { name: 'Übernahme quittieren' }).count()).toBe(0);
    const history = page.getByRole('table', { name: 'Verlauf' });
    await history.getByText(note).waitFor();
    await expect.poll(() => history.locator('tbody tr').first().locator('[data-col="acknowledgedBy"]').innerText()).toBe('noch nicht quittiert');
    await screenshot(page, 'de-handed-over');

    const mine = (await handovers()).find((h) => h.note === note);
    expect(mine).toMatchObject({ handedOverBy: 'dispatcher', acknowledgedBy: null });
    expect(mine?.summary.instructions.map((i) => i.title)).toContain('Langsamfahrstelle Ettlingen West – Busenbach');
    await app.close();

    // The next shift: another user, in Italian.
    app = await openApp(browser(), { role: 'admin', lang: 'it', path: HANDOVER });
    page = app.page;
    await page.getByRole('heading', { level: 1, name: 'Passaggio di turno' }).waitFor();
    const pending = page.getByRole('region', { name: 'Passaggio di turno da confermare' }).filter({ hasText: note });
    await pending.getByText(/^Consegnato da Dario Disponent il /).waitFor();
    await pending.getByText('Disposizioni permanenti (3)').waitFor();
    await pending.getByTestId('handover-situation').filter({ hasText: TITLE }).getByText(/1 \/ 6 misure eseguite/).waitFor();
    await screenshot(page, 'it-pending');
    expect(await axeViolations(page)).toEqual([]);
    await pending.getByRole('button', { name: 'Conferma presa in carico' }).click();
    await page.getByRole('status').filter({ hasText: 'Passaggio di turno confermato.' }).waitFor();
    await expect.poll(() => pending.count()).toBe(0);
    const row = page.getByRole('table', { name: 'Cronologia' }).locator('tbody tr').filter({ hasText: note });
    await expect.poll(() => row.locator('[data-col="acknowledgedBy"]').innerText()).toBe('Anna Admin');
    // What was handed over stays readable in the history.
    await row.getByRole('button', { name: /^Mostra il passaggio di turno del / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Langsamfahrstelle Ettlingen West – Busenbach').waitFor();
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
    await screenshot(page, 'it-history');
    expect(await axeViolations(page)).toEqual([]);

    expect((await handovers()).find((h) => h.note === note)?.acknowledgedBy).toBe('admin');
  });
});
