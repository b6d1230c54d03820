/**
 * The circulation list (Umlaufliste, /circulation; issue 4, point 7) in a real Chromium against
 * the real server and its live operating day: values change while watched; a cancellation made
 * by a dispatcher shows as cancelled in a second browser within 2 s; a delay moves the forecasts;
 * a vehicle assignment and its undo; a viewer gets no measure actions; Italian labels.
 * Every measure a test makes is undone afterwards (other browser tests run on the same day).
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { switchLanguage } from './support/ui';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
/** The second browser context of the two-browser test. */
let second: AppPage | undefined;
closeAfterEach(() => app);
closeAfterEach(() => {
  const current = second;
  second = undefined;
  return current;
});

const PATH = '/circulation';

/** What the page says (literal, so that a wrong or missing translation fails). */
const T = {
  de: {
    title: 'Umlaufliste',
    headers: ['Betriebstag', 'Zugnummer', 'Linie', 'Fahrzeuge', 'Ziel', 'Abweichung', 'Status', 'Standort', 'Entfernung (m)',
      'Nächster Halt', 'Fahrzeugtyp', 'Auslastung', 'Maßnahme', 'Kommentar', 'Wendezeit'],
    // The operator's zone is named when the browser is in another one (docs/custom-pages.md).
    updated: /^Stand \d{2}:\d{2}:\d{2}( \S+)?$/,
    more: (train: string) => `Weitere Aktionen für Zug ${train}`,
    view: (train: string) => `Zug ${train} anzeigen`,
    cancel: 'Ausfall',
    delay: 'Verspätung',
    assign: 'Fahrzeug zuweisen',
    edit: 'Bearbeiten',
    reroute: 'Umleitung',
    reason: 'Grund',
    apply: 'Ausführen',
    delayMinutes: 'Erwartete Verspätung (Minuten)',
    vehicles: 'Fahrzeuge (höchstens 2, in Kupplungsreihenfolge)',
    cancelled: 'Ausgefallen',
    undo: 'Rückgängig',
    close: 'Schließen',
    status: 'Status',
  },
  it: {
    title: 'Lista turni',
    headers: ['Giorno di esercizio', 'Numero treno', 'Linea', 'Veicoli', 'Destinazione', 'Scostamento', 'Stato', 'Posizione',
      'Distanza (m)', 'Prossima fermata', 'Tipo veicolo', 'Occupazione', 'Provvedimento', 'Commento', 'Tempo di inversione'],
    updated: /^Aggiornato alle \d{2}:\d{2}:\d{2}( \S+)?$/,
    statuses: ['In orario', 'In ritardo', 'Soppresso', 'Deviato', 'In corsa', 'Fuori servizio'],
    view: (train: string) => `Visualizza il treno ${train}`,
  },
} as const;

interface ApiRun {
  id: string;
  trainNumber: string;
  status: string;
  phase: string;
  /** Running and not standing (at a stop or, in the simulation, at a signal). */
  moving: boolean;
  delayS: number;
  plannedDeparture: number;
  plannedArrival: number;
  distanceM: number;
  location: string;
  vehicleNumbers: string[];
  measure: { id: string; type: string; reasonId: string } | null;
}

interface ApiStop {
  stopId: string;
  plannedArrival: number | null;
  plannedDeparture: number | null;
  expectedArrival: number | null;
  expectedDeparture: number | null;
  passed: boolean;
  skipped: boolean;
}

const RUN_FIELDS = 'id trainNumber status phase moving delayS plannedDeparture plannedArrival distanceM location vehicleNumbers measure { id type reasonId }';

async function runsWhere(statuses: string[] | null, sortField = 'plannedDeparture', sortOrder = 'ASC'): Promise<ApiRun[]> {
  const data = await gql<{ runs: { rows: ApiRun[] } }>(
    `query($s: [String!], $f: String, $o: String) { runs(statuses: $s, sortField: $f, sortOrder: $o, page: 1, perPage: 500) { rows { ${RUN_FIELDS} } } }`,
    { s: statuses, f: sortField, o: sortOrder },
  );
  return data.runs.rows;
}

async function runById(id: string): Promise<ApiRun & { stops: ApiStop[]; measures: { id: string; type: string }[] }> {
  const data = await gql<{ run: (ApiRun & { stops: ApiStop[]; measures: { id: string; type: string }[] }) | null }>(
    `query($id: ID!) { run(id: $id) { ${RUN_FIELDS} stops { stopId plannedArrival plannedDeparture expectedArrival expectedDeparture passed skipped } measures { id type } } }`,
    { id },
  );
  if (!data.run) throw new Error(`run ${id} not found`);
  return data.run;
}

async function operatingDay(): Promise<string> {
  return (await gql<{ operatingDay: string }>('query { operatingDay }')).operatingDay;
}

/** Measures made by a test, undone after it (as admin, through the API). */
const made: string[] = [];
afterEach(async () => {
  while (made.length) {
    const id = made.pop()!;
    await gql('mutation($id: ID!) { undoMeasure(id: $id) }', { id }).catch(() => undefined);
  }
});

/**
 * A run that has not started and leaves late enough that it is still planned during the test,
 * with at least three stops; each call gives another one.
 */
const taken = new Set<string>();
async function plannedRun(): Promise<ApiRun> {
  const runs = await runsWhere(['onTime'], 'plannedDeparture', 'DESC');
  const candidate = runs.find((r) => r.phase === 'planned' && !r.measure && !taken.has(r.id));
  if (!candidate) throw new Error('no planned run without measures on the live day');
  taken.add(candidate.id);
  return candidate;
}

/** Opens the list narrowed to one train (search) and returns its row. */
async function openRun(page: Page, run: Pick<ApiRun, 'id' | 'trainNumber'>): Promise<Locator> {
  await page.goto(`${PATH}?q=${encodeURIComponent(run.trainNumber)}`);
  const row = page.locator(`main table tbody tr[data-run-id="${run.id}"]`);
  await row.waitFor();
  return row;
}

const cell = (row: Locator, col: string) => row.locator(`td[data-col="${col}"]`);

/** A label as the start of an accessible name (MUI adds " *" to required fields, Select its value). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** A vehicle option: its number, then the series (not another digit). */
const vehicleOption = (num: string) => new RegExp(`^${num}(?!\\d)`);

/** Chooses the first reason in the open measure dialog. */
async function chooseReason(page: Page, dlg: Locator): Promise<string> {
  await dlg.getByRole('combobox', { name: startsWith(T.de.reason) }).click();
  const option = page.getByRole('option').first();
  const label = (await option.innerText()).trim();
  await option.click();
  return label;
}

/** Presses "Ausführen" in the measure dialog and confirms; resolves when both dialogs are gone. */
async function applyAndConfirm(page: Page, dlg: Locator, confirmTitle: string): Promise<void> {
  await dlg.getByRole('button', { name: T.de.apply, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: confirmTitle });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: T.de.apply, exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await dlg.waitFor({ state: 'detached' });
}

async function openMenuAction(page: Page, row: Locator, train: string, action: string): Promise<Locator> {
  await row.getByRole('button', { name: T.de.more(train) }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const dlg = page.getByRole('dialog', { name: `${action}: Zug ${train}` });
  await dlg.waitFor();
  return dlg;
}

describe('circulation list', () => {
  it('shows today’s live day with the fifteen columns, and values change while watched', async () => {
    const day = await operatingDay();
    // A running train with a while to go that is moving now: its position changes within seconds
    // (one standing at a stop keeps its place for up to a minute's dwell, which made this test
    // depend on the minute of the clock-face timetable it ran at).
    const moving = (await runsWhere(['inService', 'delayed'], 'plannedArrival', 'DESC')).filter((r) => r.moving);
    expect(moving.length).toBeGreaterThan(0);
    const run = moving[0];

    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const { page } = app;
    await page.locator('main table tbody tr[data-run-id]').first().waitFor();
    await expect.poll(() => page.locator('main table thead th').allInnerTexts()).toEqual(['Aktionen', ...T.de.headers]);
    await expect.poll(() => page.locator('main table tbody tr[data-run-id]').count()).toBe(25);
    const [y, m, d] = day.split('-');
    expect(await page.locator('main table tbody tr[data-run-id] td[data-col="operatingDay"]').first().innerText()).toBe(`${d}.${m}.${y}`);
    const updated = page.getByTestId('circulation-updated');
    await expect.poll(() => updated.innerText()).toMatch(T.de.updated);

    const row = await openRun(page, run);
    const snapshot = async () => `${await cell(row, 'distance').innerText()} | ${await cell(row, 'location').innerText()}`;
    const before = await snapshot();
    const stampBefore = await updated.innerText();
    await expect.poll(snapshot, { timeout: 12_000, interval: 250 }).not.toBe(before);
    await expect.poll(() => updated.innerText(), { timeout: 5_000 }).not.toBe(stampBefore);
    // The distance is metres in German digit grouping.
    expect(await cell(row, 'distance').innerText()).toMatch(/^\d{1,3}(\.\d{3})* m$/);
  });

  it('a cancellation with a reason in one browser shows as cancelled in a second browser within 2 s', async () => {
    const run = await plannedRun();
    second = await openApp(browser(), { role: 'viewer', lang: 'de', path: PATH });
    const watcherRow = await openRun(second.page, run);
    await expect.poll(() => cell(watcherRow, 'status').innerText()).not.toBe(T.de.cancelled);

    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const { page } = app;
    const row = await openRun(page, run);
    const dlg = await openMenuAction(page, row, run.trainNumber, T.de.cancel);
    await chooseReason(page, dlg);
    await applyAndConfirm(page, dlg, `${T.de.cancel} für Zug ${run.trainNumber} ausführen?`);
    const confirmedAt = Date.now();

    await expect.poll(() => cell(watcherRow, 'status').innerText(), { timeout: 2_000, interval: 50 }).toBe(T.de.cancelled);
    expect(Date.now() - confirmedAt).toBeLessThanOrEqual(2_000);
    await expect.poll(() => cell(watcherRow, 'measure').innerText()).toMatch(/^Ausfall: /);

    const after = await runById(run.id);
    expect(after.status).toBe('cancelled');
    expect(after.measure?.type).toBe('cancel');
    if (after.measure) made.push(after.measure.id);
    // The dispatcher's own list shows it too.
    await expect.poll(() => cell(row, 'status').innerText()).toBe(T.de.cancelled);
  });

  it('a delay moves the forecasts of the stops ahead', async () => {
    const run = await plannedRun();
    const before = await runById(run.id);
    const firstAhead = before.stops.findIndex((s) => !s.passed && !s.skipped);
    expect(firstAhead).toBeGreaterThanOrEqual(0);

    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const { page } = app;
    const row = await openRun(page, run);
    const dlg = await openMenuAction(page, row, run.trainNumber, T.de.delay);
    await dlg.getByRole('textbox', { name: startsWith(T.de.delayMinutes) }).fill('12');
    await chooseReason(page, dlg);
    await applyAndConfirm(page, dlg, `${T.de.delay} für Zug ${run.trainNumber} ausführen?`);

    const after = await runById(run.id);
    const measure = after.measures.find((m) => m.type === 'delay');
    expect(measure).toBeTruthy();
    made.push(measure!.id);
    const ahead = after.stops.filter((s) => !s.passed && !s.skipped);
    for (const s of ahead) {
      if (s.plannedDeparture !== null) expect(s.expectedDeparture! - s.plannedDeparture).toBeGreaterThanOrEqual(12 * 60);
      if (s.plannedArrival !== null) expect(s.expectedArrival! - s.plannedArrival).toBeGreaterThanOrEqual(12 * 60);
    }
    await expect.poll(() => cell(row, 'delta').innerText()).toMatch(/^\+1[2-9] min$/);

    // The view dialog shows the moved forecast: the departure at the first stop, 12 minutes late.
    await row.getByRole('button', { name: T.de.view(run.trainNumber) }).click();
    const view = page.getByRole('dialog', { name: `Zug ${run.trainNumber}` });
    await view.waitFor();
    const firstStop = view.locator('tbody tr[data-stop-id]').first();
    const planned = before.stops[0].plannedDeparture!;
    const expected = Number(await firstStop.locator('td[data-col="expectedDeparture"] [data-value]').getAttribute('data-value'));
    expect(expected - planned).toBeGreaterThanOrEqual(12 * 60);
    // Service-day seconds as the page shows them: "HH:MM", "+1" after midnight.
    const hhmm = (s: number) => {
      const min = Math.floor(s / 60);
      const text = `${String(Math.floor((min % 1440) / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
      return min >= 1440 ? `${text} +${Math.floor(min / 1440)}` : text;
    };
    expect(await firstStop.locator('td[data-col="plannedDeparture"]').innerText()).toBe(hhmm(planned));
    expect(await firstStop.locator('td[data-col="expectedDeparture"]').innerText()).toMatch(new RegExp(`^${hhmm(expected).replace('+', '\\+')}\\s*\\+1[2-9] min$`));
    await expect.poll(() => view.getByText(/^Verspätung: /).count()).toBe(1);
  });

  it('assigns a vehicle and undoes the assignment', async () => {
    const run = await plannedRun();
    const vehicles = await gql<{ allVehicles: { id: string; vehicleNumber: string; status: string }[] }>(
      'query { allVehicles(page: 0, perPage: 100) { id vehicleNumber status } }',
    );
    const pick = vehicles.allVehicles.find((v) => v.status === 'reserve' && !run.vehicleNumbers.includes(v.vehicleNumber))
      ?? vehicles.allVehicles.find((v) => v.status === 'inService' && !run.vehicleNumbers.includes(v.vehicleNumber));
    expect(pick).toBeTruthy();

    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const { page } = app;
    const row = await openRun(page, run);
    const dlg = await openMenuAction(page, row, run.trainNumber, T.de.assign);
    await dlg.getByRole('combobox', { name: startsWith(T.de.vehicles) }).click();
    // Vehicles in the workshop or out of service are not offered.
    const workshop = vehicles.allVehicles.find((v) => v.status === 'workshop');
    if (workshop) expect(await page.getByRole('option', { name: vehicleOption(workshop.vehicleNumber) }).count()).toBe(0);
    await page.getByRole('option', { name: vehicleOption(pick!.vehicleNumber) }).click();
    await page.keyboard.press('Escape');
    await chooseReason(page, dlg);
    await applyAndConfirm(page, dlg, `Fahrzeugzuweisung für Zug ${run.trainNumber} ausführen?`);

    await expect.poll(async () => (await runById(run.id)).vehicleNumbers).toEqual([pick!.vehicleNumber]);
    await expect.poll(() => cell(row, 'measure').innerText()).toMatch(/^Fahrzeugzuweisung: /);

    // Undo in the view dialog, through the confirmation.
    await row.getByRole('button', { name: T.de.view(run.trainNumber) }).click();
    const view = page.getByRole('dialog', { name: `Zug ${run.trainNumber}` });
    await view.waitFor();
    await view.getByRole('button', { name: T.de.undo }).click();
    const confirm = page.getByRole('dialog', { name: /rückgängig machen\?$/ });
    await confirm.getByRole('button', { name: T.de.undo }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => (await runById(run.id)).vehicleNumbers).toEqual(run.vehicleNumbers);
    await expect.poll(() => view.getByRole('button', { name: T.de.undo }).count()).toBe(0);
    await view.getByRole('button', { name: T.de.close }).click();
    await expect.poll(() => cell(row, 'measure').innerText()).toBe('');
  });

  it('edits the run comment (row action "edit")', async () => {
    const run = await plannedRun();
    const text = `Fahrgast-Hinweis ${Date.now().toString(36)}`;
    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const { page } = app;
    const row = await openRun(page, run);
    await row.getByRole('button', { name: T.de.more(run.trainNumber) }).click();
    await page.getByRole('menuitem', { name: T.de.edit, exact: true }).click();
    const dlg = page.getByRole('dialog', { name: `Kommentar: Zug ${run.trainNumber}` });
    await dlg.getByRole('textbox', { name: 'Kommentar' }).fill(text);
    await dlg.getByRole('button', { name: 'Speichern', exact: true }).click();
    await dlg.waitFor({ state: 'detached' });
    await expect.poll(() => cell(row, 'comment').innerText()).toBe(text);
    const saved = await gql<{ run: { comment: string } }>('query($id: ID!) { run(id: $id) { comment } }', { id: run.id });
    expect(saved.run.comment).toBe(text);
    await gql('mutation($id: ID!) { updateRunComment(runId: $id, comment: "") { id } }', { id: run.id });
  });

  it('offers no measure actions to a viewer, only the view', async () => {
    const run = await plannedRun();
    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const dispatcherRow = await openRun(app.page, run);
    await expect.poll(() => dispatcherRow.getByRole('button', { name: T.de.more(run.trainNumber) }).count()).toBe(1);
    await app.close();

    app = await openApp(browser(), { role: 'viewer', lang: 'de', path: PATH });
    const { page } = app;
    const row = await openRun(page, run);
    await page.locator('main table tbody tr[data-run-id]').first().waitFor();
    expect(await page.getByRole('button', { name: /^Weitere Aktionen/ }).count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(1);
    await row.getByRole('button', { name: T.de.view(run.trainNumber) }).click();
    const view = page.getByRole('dialog', { name: `Zug ${run.trainNumber}` });
    await view.locator('tbody tr[data-stop-id]').first().waitFor();
    expect(await view.getByRole('button', { name: T.de.undo }).count()).toBe(0);
  });

  it('speaks Italian: title, columns, status labels, last-updated; and back to German', async () => {
    app = await openApp(browser(), { role: 'dispatcher', lang: 'it', path: PATH });
    const { page } = app;
    await page.locator('main table tbody tr[data-run-id]').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(T.it.title);
    await expect.poll(() => page.locator('main table thead th').allInnerTexts()).toEqual(['Azioni', ...T.it.headers]);
    await expect.poll(() => page.getByTestId('circulation-updated').innerText()).toMatch(T.it.updated);
    const statuses = await page.locator('main table tbody td[data-col="status"]').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(T.it.statuses).toContain(s.trim());
    const first = page.locator('main table tbody tr[data-run-id]').first();
    const train = (await cell(first, 'trainNumber').innerText()).trim();
    expect(await first.getByRole('button', { name: T.it.view(train) }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: startsWith('Stato') }).count()).toBe(1);

    await switchLanguage(page, 'de');
    await expect.poll(() => page.locator('main table thead th').allInnerTexts()).toEqual(['Aktionen', ...T.de.headers]);
    await expect.poll(() => page.getByTestId('circulation-updated').innerText()).toMatch(T.de.updated);
  });

  // Three axe scans of a full page: on the shared 2-core test machine this needs more than the default 120 s.
  it('has no serious accessibility violations: list, view dialog, measure dialog', { timeout: 300_000 }, async () => {
    const run = await plannedRun();
    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: PATH });
    const { page } = app;
    await page.locator('main table tbody tr[data-run-id]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const row = await openRun(page, run);
    await row.getByRole('button', { name: T.de.view(run.trainNumber) }).click();
    const view = page.getByRole('dialog', { name: `Zug ${run.trainNumber}` });
    await view.locator('tbody tr[data-stop-id]').first().waitFor();
    await page.waitForTimeout(400); // dialog transition
    expect(await seriousViolations(page)).toEqual([]);
    await view.getByRole('button', { name: T.de.close }).click();
    await view.waitFor({ state: 'detached' });

    await openMenuAction(page, row, run.trainNumber, T.de.reroute);
    await page.getByRole('checkbox').first().waitFor();
    await page.waitForTimeout(400);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
