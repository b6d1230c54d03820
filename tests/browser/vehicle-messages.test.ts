/**
 * Nachricht an Fahrzeug (/vehicle_message, issue 5 point 5) in a real Chromium against the real
 * server (demo data, simulated on-board units): a dispatcher sends a predefined text to two
 * selected vehicles and the history shows both as acknowledged; the Italian page sends to all
 * vehicles of a line; a viewer reads the history but cannot send. Links with targets
 * (`?vehicles=…`): the form opens with them chosen and names those not in service; the train
 * popup of the control centre links there with the train's vehicles.
 * VM_SCREENSHOTS=<dir> saves a screenshot of each page state there (for review).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { seriousViolations as axeViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const PATH = '/vehicle_message';
/** Delivery (simulated: acknowledged 3–10 s after sending) plus the live event and rendering. */
const ACK_TIMEOUT = 20_000;

const T = {
  de: {
    title: 'Nachricht an Fahrzeug',
    compose: 'Neue Nachricht',
    history: 'Verlauf',
    headers: ['Gesendet', 'Text', 'Empfänger', 'Von', 'Zustellung'],
    text: /^Text/,
    vehicles: /^Fahrzeuge/,
    many: 'Mehrere Fahrzeuge',
    send: (n: number) => `Senden an ${n} Fahrzeuge`,
    sent: (n: number) => `Nachricht an ${n} Fahrzeuge gesendet.`,
    done: (n: number) => `${n} von ${n} erledigt`,
    acknowledged: 'Quittiert',
    simulated: 'Simuliert',
    expand: 'Zustellung je Fahrzeug anzeigen',
    demo: /^Demo-Modus/,
    readOnly: 'Nur Administration und Disposition können Nachrichten senden.',
  },
  it: {
    title: 'Messaggio al veicolo',
    compose: 'Nuovo messaggio',
    history: 'Cronologia',
    headers: ['Inviato', 'Testo', 'Destinatari', 'Da', 'Consegna'],
    free: 'Testo libero',
    message: /^Messaggio/,
    allOfLine: 'Tutti i veicoli di una linea',
    line: /^Linea/,
    sendToLine: (line: string) => `Invia a tutti i veicoli della linea ${line}`,
    sent: (n: number) => (n === 1 ? 'Messaggio inviato a 1 veicolo.' : `Messaggio inviato a ${n} veicoli.`),
    done: (n: number) => `${n} di ${n} conclusi`,
    acknowledged: 'Confermato',
    simulated: 'Simulato',
    expand: 'Mostra la consegna per veicolo',
    vehicleCol: 'Veicolo',
    one: 'Un veicolo',
    many: 'Più veicoli',
    notInService: (list: string) => `Non selezionati perché non raggiungibili: ${list}.`,
    sendMessage: 'Invia messaggio',
  },
} as const;

interface TargetsView {
  vehicles: { vehicleId: string; vehicleNumber: string; trainNumber: string | null; lineId: string | null }[];
  lines: { lineId: string; lineNumber: string; vehicleCount: number }[];
}

async function targets(): Promise<TargetsView> {
  const data = await gql<{ vehicleMessageTargets: TargetsView }>(
    '{ vehicleMessageTargets { vehicles { vehicleId vehicleNumber trainNumber lineId } lines { lineId lineNumber vehicleCount } } }');
  return data.vehicleMessageTargets;
}

interface MessageView {
  id: string;
  textCode: string | null;
  lineNumber: string | null;
  counts: { total: number; acknowledged: number };
  deliveries: { vehicleNumber: string; state: string; simulated: boolean }[];
}

async function messageById(id: string): Promise<MessageView> {
  const data = await gql<{ vehicleMessage: MessageView }>(
    'query($id: ID!) { vehicleMessage(id: $id) { id textCode lineNumber counts { total acknowledged } deliveries { vehicleNumber state simulated } } }', { id });
  return data.vehicleMessage;
}

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.VM_SCREENSHOTS;
  if (!dir) return;
  await page.waitForTimeout(500); // let collapses and progress bars finish their transitions
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The vehicle numbers the compose form has chosen now (one vehicle: the field's value; several: the chips). */
async function chosenVehicles(page: Page): Promise<string[]> {
  const targetsBox = page.getByTestId('vm-targets');
  if (await targetsBox.locator('input[type="radio"][value="one"]').isChecked()) {
    const value = await targetsBox.getByRole('combobox').inputValue();
    return value ? [value] : [];
  }
  // The chosen vehicles' chips: the Autocomplete's, or its stand-in's before the first interaction.
  return (await targetsBox.locator('.MuiAutocomplete-tag').allInnerTexts()).map((t) => t.trim());
}

interface RunView { id: string; trainNumber: string; vehicleNumbers: string[]; plannedArrival: number }

/**
 * A running train (the sidebar's "active" tab lists every one of them; "all" only the first 200)
 * with vehicles, all of them in service when `inService` is given, whose number is unique on the
 * tab; of those the one arriving last, so it is still running when the test clicks it.
 */
async function runningTrain(inService?: ReadonlySet<string>): Promise<RunView> {
  return (await runningTrains(1, inService))[0];
}

/** The `count` running trains of runningTrain's kind that arrive last. */
async function runningTrains(count: number, inService?: ReadonlySet<string>): Promise<RunView[]> {
  const { runs } = await gql<{ runs: { rows: RunView[] } }>('{ runs(tab: "active", perPage: 500) { rows { id trainNumber vehicleNumbers plannedArrival } } }');
  const unique = (r: RunView) => runs.rows.filter((x) => x.trainNumber === r.trainNumber).length === 1;
  const fit = runs.rows
    .filter((r) => r.vehicleNumbers.length > 0 && unique(r) && (!inService || r.vehicleNumbers.every((n) => inService.has(n))))
    .sort((a, b) => b.plannedArrival - a.plannedArrival);
  if (fit.length < count) throw new Error(`fewer than ${count} running trains with vehicles (in service)`);
  return fit.slice(0, count);
}

async function pickVehicle(page: Page, label: RegExp, number: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click(); // the field loads its autocomplete when the user reaches it (src/ui/LazyAutocomplete.tsx)
  await input.fill(number);
  await page.locator(`li[role="option"][data-vehicle="${number}"]`).click();
}

describe('messages to vehicles', () => {
  it('a dispatcher sends a predefined text to two selected vehicles; the history shows both as acknowledged', async () => {
    const onRuns = (await targets()).vehicles.filter((v) => v.trainNumber);
    expect(onRuns.length).toBeGreaterThanOrEqual(2);
    const [a, b] = [onRuns[0], onRuns[onRuns.length - 1]];

    app = await openApp(browser(), { role: 'dispatcher', path: PATH });
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: T.de.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: T.de.compose }).waitFor();
    await page.getByText(T.de.demo).waitFor();
    const headers = await page.locator('[data-testid="history"] thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(T.de.headers);

    // The predefined text, searched by a word of it.
    await page.getByRole('combobox', { name: T.de.text }).click();
    await page.getByRole('combobox', { name: T.de.text }).fill('Funkkontakt');
    await page.getByRole('option', { name: /Bitte Funkkontakt mit der Leitstelle aufnehmen\./ }).click();
    // Two vehicles, each shown with the run it is on now.
    await page.getByRole('combobox', { name: T.de.vehicles }).click();
    const option = page.locator(`li[role="option"][data-vehicle="${a.vehicleNumber}"]`);
    expect(await option.innerText()).toContain(a.trainNumber);
    await screenshot(page, 'vm-de-options');
    await pickVehicle(page, T.de.vehicles, a.vehicleNumber);
    await pickVehicle(page, T.de.vehicles, b.vehicleNumber);
    await page.keyboard.press('Escape');
    await screenshot(page, 'vm-de-compose');
    await page.getByRole('button', { name: T.de.send(2) }).click();
    await page.getByRole('status').filter({ hasText: T.de.sent(2) }).waitFor();

    // The newest row is the message; it becomes "2 von 2 erledigt" with both acknowledged, live.
    const row = page.locator('[data-testid="history"] tbody > tr[data-message-id]').first();
    await expect.poll(() => row.getByTestId('message-text').innerText()).toBe('Bitte Funkkontakt mit der Leitstelle aufnehmen.');
    const id = (await row.getAttribute('data-message-id'))!;
    await row.getByText(T.de.simulated, { exact: true }).waitFor();
    await row.getByText(T.de.done(2)).waitFor({ timeout: ACK_TIMEOUT });
    await row.getByText(`2 ${T.de.acknowledged}`, { exact: true }).waitFor();
    await row.getByRole('button', { name: T.de.expand }).click();
    const deliveries = page.locator(`table[aria-label="Zustellung der Nachricht ${id}"]`);
    for (const v of [a, b]) await deliveries.locator(`tr[data-vehicle="${v.vehicleNumber}"][data-state="acknowledged"]`).waitFor();
    await screenshot(page, 'vm-de-history');
    // The dialog fades in: axe would measure the chips' contrast half transparent.
    await expect.poll(() => deliveries.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);

    // The server agrees.
    const m = await messageById(id);
    expect(m.textCode).toBe('FUNK');
    expect(m.counts).toEqual({ total: 2, acknowledged: 2 });
    expect(m.deliveries.map((d) => d.vehicleNumber).sort()).toEqual([a.vehicleNumber, b.vehicleNumber].sort());
    expect(m.deliveries.every((d) => d.state === 'acknowledged' && d.simulated)).toBe(true);
  });

  it('in Italian: a free text to all vehicles of a line, acknowledged by each', async () => {
    const line = (await targets()).lines.find((l) => l.vehicleCount > 0);
    if (!line) throw new Error('no line with vehicles on it now');

    app = await openApp(browser(), { role: 'dispatcher', lang: 'it', path: PATH });
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: T.it.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: T.it.history }).waitFor();
    const headers = await page.locator('[data-testid="history"] thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(T.it.headers);

    await page.getByRole('radio', { name: T.it.free }).check();
    await page.getByRole('textbox', { name: T.it.message }).fill('Prova: contattare la centrale operativa.');
    await page.getByRole('radio', { name: T.it.allOfLine }).check();
    await page.getByRole('combobox', { name: T.it.line }).click();
    await screenshot(page, 'vm-it-lines');
    await page.getByRole('option').filter({ hasText: line.lineNumber }).first().click();
    await page.getByRole('button', { name: T.it.sendToLine(line.lineNumber) }).click();
    const status = page.getByRole('status').filter({ hasText: /^Messaggio inviato a/ });
    await status.waitFor();
    const row = page.locator('[data-testid="history"] tbody > tr[data-message-id]').first();
    await expect.poll(() => row.getByTestId('message-text').innerText()).toBe('Prova: contattare la centrale operativa.');
    const id = (await row.getAttribute('data-message-id'))!;
    const m = await messageById(id);
    expect(m.lineNumber).toBe(line.lineNumber);
    expect(await status.innerText()).toBe(T.it.sent(m.counts.total));
    await row.getByText(`Linea ${line.lineNumber}`, { exact: false }).waitFor();
    await row.getByText(T.it.simulated, { exact: true }).waitFor();
    await row.getByText(T.it.done(m.counts.total)).waitFor({ timeout: ACK_TIMEOUT });
    await row.getByRole('button', { name: T.it.expand }).click();
    const deliveries = page.locator(`table[aria-label="Consegna del messaggio ${id}"]`);
    await deliveries.getByRole('columnheader', { name: T.it.vehicleCol }).waitFor();
    await expect.poll(() => deliveries.locator('tbody tr[data-state="acknowledged"]').count()).toBe(m.counts.total);
    await expect.poll(() => deliveries.locator('tbody').getByText(T.it.acknowledged, { exact: true }).count()).toBe(m.counts.total);
    await screenshot(page, 'vm-it-history');
  });

  it('a viewer reads the history but gets no compose form, also from a link with targets', async () => {
    const [a] = (await targets()).vehicles;
    app = await openApp(browser(), { role: 'viewer', path: `${PATH}?vehicles=${a.vehicleNumber}` });
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: T.de.title }).waitFor();
    await page.getByText(T.de.readOnly).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: T.de.compose }).count()).toBe(0);
    await page.locator('[data-testid="history"] tbody > tr[data-message-id]').first().waitFor();
  });

  it('a link naming two vehicles opens the form with both chosen; a predefined text to them is acknowledged by both', async () => {
    const onRuns = (await targets()).vehicles.filter((v) => v.trainNumber);
    expect(onRuns.length).toBeGreaterThanOrEqual(3);
    const [a, b] = [onRuns[1], onRuns[2]];

    app = await openApp(browser(), { role: 'dispatcher', path: `${PATH}?vehicles=${a.vehicleNumber},${b.vehicleNumber}` });
    const { page } = app;
    await page.getByRole('heading', { level: 2, name: T.de.compose }).waitFor();
    await expect.poll(() => chosenVehicles(page)).toEqual([a.vehicleNumber, b.vehicleNumber]);
    expect(await page.getByRole('radio', { name: T.de.many }).isChecked()).toBe(true);
    expect(await page.getByTestId('vm-preselect-notice').count()).toBe(0);
    await screenshot(page, 'vm-de-link');
    // The autocomplete's code (src/ui/LazyAutocomplete.tsx) is not loaded before the user does
    // anything: the chips above are its stand-in's. One click on a field loads it and opens the list.
    const autocompleteLoaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/Autocomplete-[\w-]+\.js$/.test(new URL(e.name).pathname)));
    expect(await autocompleteLoaded()).toBe(false);
    expect(await page.getByTestId('vm-targets').getByRole('combobox').getAttribute('readonly')).not.toBeNull();

    await page.getByRole('combobox', { name: T.de.text }).click();
    await page.getByRole('listbox').waitFor();
    expect(await autocompleteLoaded()).toBe(true);
    await expect.poll(() => chosenVehicles(page)).toEqual([a.vehicleNumber, b.vehicleNumber]);
    await page.getByRole('combobox', { name: T.de.text }).fill('Funkkontakt');
    await page.getByRole('option', { name: /Bitte Funkkontakt mit der Leitstelle aufnehmen\./ }).click();
    await page.getByRole('button', { name: T.de.send(2) }).click();
    await page.getByRole('status').filter({ hasText: T.de.sent(2) }).waitFor();
    // The form is empty again: the link's targets are not chosen a second time.
    await expect.poll(() => chosenVehicles(page)).toEqual([]);

    const row = page.locator('[data-testid="history"] tbody > tr[data-message-id]').first();
    await expect.poll(() => row.getByTestId('message-text').innerText()).toBe('Bitte Funkkontakt mit der Leitstelle aufnehmen.');
    const id = (await row.getAttribute('data-message-id'))!;
    await row.getByText(T.de.done(2)).waitFor({ timeout: ACK_TIMEOUT });
    await row.getByText(`2 ${T.de.acknowledged}`, { exact: true }).waitFor();
    const m = await messageById(id);
    expect(m.textCode).toBe('FUNK');
    expect(m.counts).toEqual({ total: 2, acknowledged: 2 });
    expect(m.deliveries.map((d) => d.vehicleNumber).sort()).toEqual([a.vehicleNumber, b.vehicleNumber].sort());
  });

  it('in Italian: numbers of a link that are not in service are named, the others chosen; the user can change the targets', async () => {
    const { vehicles } = await targets();
    const [a] = vehicles.filter((v) => v.trainNumber);
    // 805 is in the workshop in the demo fleet; "X 99" is no vehicle at all.
    const workshop = '805';
    expect(vehicles.some((v) => v.vehicleNumber === workshop)).toBe(false);

    app = await openApp(browser(), { role: 'dispatcher', lang: 'it', path: `${PATH}?vehicles=${workshop},${a.vehicleNumber},X%2099` });
    const { page } = app;
    const notice = page.getByTestId('vm-preselect-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(T.it.notInService(`${workshop} (In officina), X 99 (numero di veicolo sconosciuto)`));
    await expect.poll(() => chosenVehicles(page)).toEqual([a.vehicleNumber]);
    expect(await page.getByRole('radio', { name: T.it.many }).isChecked()).toBe(true);
    await screenshot(page, 'vm-it-link-notice');
    expect(await axeViolations(page)).toEqual([]);

    // Nothing is fixed: one vehicle keeps the choice, a line replaces it.
    await page.getByRole('radio', { name: T.it.one }).check();
    await expect.poll(() => chosenVehicles(page)).toEqual([a.vehicleNumber]);
    await page.getByRole('radio', { name: T.it.allOfLine }).check();
    await page.getByRole('combobox', { name: T.it.line }).waitFor();
  });

  it('in Italian: "Invia messaggio" in a train popup of the control centre opens the page with its vehicles chosen', async () => {
    const run = await runningTrain(new Set((await targets()).vehicles.map((v) => v.vehicleNumber)));

    app = await openApp(browser(), { role: 'dispatcher', lang: 'it' });
    const { page } = app;
    // No tile server is reachable: foreign requests fail at once instead of hanging.
    await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => route.abort('internetdisconnected'));
    await page.goto('/control-center');
    await page.getByTestId('cc-sidebar').waitFor();
    await page.getByRole('tab', { name: /^Attivi/ }).click();
    await page.getByTestId('sidebar-list').getByRole('button', { name: `Mostra il treno ${run.trainNumber}`, exact: true }).click();
    const popup = page.getByRole('dialog', { name: `Treno ${run.trainNumber}` });
    await popup.getByRole('tab', { name: T.it.vehicleCol }).click();
    const link = popup.getByRole('link', { name: T.it.sendMessage });
    await link.waitFor();
    await screenshot(page, 'vm-it-popup');
    expect(await link.getAttribute('href')).toBe(`${PATH}?vehicles=${run.vehicleNumbers.map(encodeURIComponent).join(',')}`);
    await link.click();

    await page.waitForURL((url) => url.pathname === PATH);
    await page.getByRole('heading', { level: 1, name: T.it.title }).waitFor();
    await expect.poll(() => chosenVehicles(page)).toEqual(run.vehicleNumbers);
    const mode = run.vehicleNumbers.length === 1 ? T.it.one : T.it.many;
    expect(await page.getByRole('radio', { name: mode }).isChecked()).toBe(true);
    expect(await page.getByTestId('vm-preselect-notice').count()).toBe(0);
  });

  it('"Nachricht" for two trains selected in the control centre\'s sidebar opens the page with the vehicles of both chosen', async () => {
    const runs = await runningTrains(2, new Set((await targets()).vehicles.map((v) => v.vehicleNumber)));
    const numbers = runs.flatMap((r) => r.vehicleNumbers);

    app = await openApp(browser(), { role: 'dispatcher' });
    const { page } = app;
    await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => route.abort('internetdisconnected'));
    await page.goto('/control-center');
    const sidebar = page.getByTestId('cc-sidebar');
    await sidebar.waitFor();
    await page.getByRole('tab', { name: /^Aktiv/ }).click();
    await sidebar.getByLabel('Mehrfachauswahl').check();
    for (const r of runs) await sidebar.getByLabel(`Zug ${r.trainNumber} auswählen`, { exact: true }).check();
    const button = sidebar.getByRole('toolbar').getByRole('link', { name: `Nachricht an die Fahrzeuge der ausgewählten Züge (${numbers.length})` });
    // The link lists the vehicles in the sidebar's order, which need not be the order picked here.
    const href = new URL((await button.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe(PATH);
    expect((href.searchParams.get('vehicles') ?? '').split(',').sort()).toEqual([...numbers].sort());
    await button.click();

    await page.waitForURL((url) => url.pathname === PATH);
    await page.getByRole('heading', { level: 1, name: T.de.title }).waitFor();
    await expect.poll(async () => (await chosenVehicles(page)).sort()).toEqual([...numbers].sort());
    expect(await page.getByRole('radio', { name: T.de.many }).isChecked()).toBe(true);
    expect(await page.getByTestId('vm-preselect-notice').count()).toBe(0);
  });

  it('a viewer gets no "Nachricht senden" in the train popup', async () => {
    const run = await runningTrain();
    app = await openApp(browser(), { role: 'viewer' });
    const { page } = app;
    await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => route.abort('internetdisconnected'));
    await page.goto('/control-center');
    await page.getByRole('tab', { name: /^Aktiv/ }).click();
    await page.getByTestId('sidebar-list').getByRole('button', { name: `Zug ${run.trainNumber} zeigen`, exact: true }).click();
    const popup = page.getByRole('dialog', { name: `Zug ${run.trainNumber}` });
    await popup.getByRole('tab', { name: 'Fahrzeug' }).click();
    await popup.locator(`tr[data-vehicle="${run.vehicleNumbers[0]}"]`).waitFor();
    expect(await popup.getByRole('link', { name: 'Nachricht senden' }).count()).toBe(0);
  });
});
