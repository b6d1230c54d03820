/**
 * Lagebericht (/lagebericht, issue 13 items 1–4) in a real Chromium against the real server:
 * a dispatcher opens a situation from the map's train popup, fills it, opens it, attaches a delay
 * measure from the circulation list's dialog (the situation chosen) and finds it in the
 * situation's measures and timeline, adds a manual entry with an earlier event time, closes it and
 * finds it read-only; the list shows it and follows another session's change live; the menu badge
 * counts open situations; Italian with a version conflict; /lageberichtAdmin discards another
 * user's draft and opens a closed situation's correction; brand sws; axe on each screen.
 * Screenshots go to .tmp/ (situations-*.png).
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { assertNoPageErrors, baseUrl, closeAfterEach, openApp, signIn, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP, type BrandCode } from './support/servers';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const LIST = '/lagebericht';

interface RunView { id: string; trainNumber: string; lineId: string; plannedArrival: number }
interface SituationView {
  id: string; number: string; state: string; version: number; title: string;
  measures: { measureId: string; type: string; undone: boolean }[];
}
interface TimelineView { items: { kind: string; text: string; eventAt: string; createdAt: string }[] }

const SITUATION_FIELDS = 'id number state version title measures { measureId type undone }';

async function situation(id: string): Promise<SituationView> {
  const data = await gql<{ situation: SituationView | null }>(`query($id: ID!) { situation(id: $id) { ${SITUATION_FIELDS} } }`, { id });
  if (!data.situation) throw new Error(`situation ${id} not found`);
  return data.situation;
}

async function timeline(id: string): Promise<TimelineView> {
  return (await gql<{ situationTimeline: TimelineView }>(
    'query($id: ID!) { situationTimeline(id: $id, page: 1, perPage: 100) { items { kind text eventAt createdAt } } }', { id })).situationTimeline;
}

async function counts(): Promise<number> {
  const c = (await gql<{ situationCounts: { open: number; stable: number } }>('{ situationCounts { open stable } }')).situationCounts;
  return c.open + c.stable;
}

/** A category of the situation report the admin may use (rights rows come with every category). */
async function categoryId(brand: BrandCode = 'avg'): Promise<string> {
  const rows = (await gql<{ myCategoryRights: { categoryId: string; edit: boolean }[] }>('{ myCategoryRights { categoryId edit } }', {}, brand)).myCategoryRights;
  const row = rows.find((r) => r.edit);
  if (!row) throw new Error('no category with the edit right');
  return row.categoryId;
}

/** A draft made through the API by another demo user. */
async function createAs(role: 'dispatcher', title: string): Promise<SituationView> {
  const { authSession } = await signIn('avg', role);
  const input = {
    title, categoryId: await categoryId(), severity: 'minor', priority: 'low', planned: true, startAt: new Date(Date.now() + 3600_000).toISOString(),
    lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: 'Bauarbeiten, noch in Abstimmung',
  };
  const res = await fetch(`${baseUrl('avg')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authSession.token}` },
    body: JSON.stringify({ query: `mutation($input: SituationInput!) { createSituation(input: $input) { ${SITUATION_FIELDS} } }`, variables: { input } }),
  });
  const body = (await res.json()) as { data?: { createSituation: SituationView }; errors?: { message: string }[] };
  if (!body.data) throw new Error(`createSituation as ${role}: ${JSON.stringify(body.errors)}`);
  return body.data.createSituation;
}

/** A situation made through the API (another session), open unless told. */
async function createViaApi(title: string, open = true, brand: BrandCode = 'avg'): Promise<SituationView> {
  const input = {
    title, categoryId: await categoryId(brand), severity: 'major', priority: 'normal', planned: false, startAt: new Date().toISOString(),
    lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: 'Angelegt vom Browsertest', open,
  };
  const made = (await gql<{ createSituation: SituationView }>(
    `mutation($input: SituationInput!) { createSituation(input: $input) { ${SITUATION_FIELDS} } }`, { input }, brand)).createSituation;
  if (brand === 'avg') created.push(made.id);
  return made;
}

/** Situations and measures a test made: closed / undone afterwards so other tests' counts stay sane. */
const created: string[] = [];
const measures: string[] = [];
afterAll(async () => {
  for (const id of measures) await gql('mutation($id: ID!) { undoMeasure(id: $id) }', { id }).catch(() => undefined);
  for (const id of created) {
    const s = await situation(id).catch(() => null);
    if (s && (s.state === 'open' || s.state === 'stable')) {
      await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "closed") { id } }', { id, v: s.version }).catch(() => undefined);
    }
  }
});

/** A running train with a unique number, arriving last (still running while the test works). */
async function runningTrain(): Promise<RunView> {
  const { runs } = await gql<{ runs: { rows: RunView[] } }>('{ runs(tab: "active", perPage: 500) { rows { id trainNumber lineId plannedArrival } } }');
  const fit = runs.rows.filter((r) => runs.rows.filter((x) => x.trainNumber === r.trainNumber).length === 1).sort((a, b) => b.plannedArrival - a.plannedArrival);
  if (!fit.length) throw new Error('no running train');
  return fit[0];
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400); // transitions and the map's tiles settle
  await page.screenshot({ path: join(BROWSER_TMP, `situations-${name}.png`), fullPage: true });
}


const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Picks the first option of a select (MUI: a combobox opening a listbox). */
async function chooseFirst(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByRole('combobox', { name: startsWith(label) }).click();
  // The first real entry (a select's empty entry has the value '').
  const option = page.getByRole('listbox').locator('[role="option"]:not([data-value=""])').first();
  const text = (await option.innerText()).trim();
  await option.click();
  return text;
}

/** "YYYY-MM-DDTHH:mm" of an instant in the server's operator zone, as the form's fields take it. */
async function operatorWallClock(page: Page, at: Date): Promise<string> {
  const zone = await page.evaluate(async () => ((await (await fetch('/api/config')).json()) as { operatorTz?: string }).operatorTz ?? 'Europe/Berlin');
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

describe('situation report screens', () => {
  it('a dispatcher opens a situation from the train popup, links a delay measure, adds an earlier note and closes it', async () => {
    const run = await runningTrain();
    app = await openApp(browser(), { role: 'dispatcher', lang: 'de' });
    const { page } = app;
    // No tile server is reachable: foreign requests fail at once.
    await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => route.abort('internetdisconnected'));

    // 1. The train popup of the control centre: "Lage eröffnen".
    await page.goto('/control-center');
    await page.getByTestId('cc-sidebar').waitFor();
    await page.getByRole('tab', { name: /^Aktiv/ }).click();
    await page.getByTestId('sidebar-list').getByRole('button', { name: `Zug ${run.trainNumber} zeigen`, exact: true }).click();
    const popup = page.getByRole('dialog', { name: `Zug ${run.trainNumber}` });
    await popup.getByRole('link', { name: 'Lage eröffnen' }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/neu`);

    // 2. The new situation is prefilled with the run and its line; fill the rest.
    const form = page.getByTestId('situation-page');
    await expect.poll(() => form.locator('#sit-runs').locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]').innerText()).toContain(run.trainNumber);
    const title = `Weichenstörung Zug ${run.trainNumber} ${Date.now() % 100000}`;
    await form.getByRole('textbox', { name: startsWith('Titel') }).fill(title);
    await chooseFirst(page, form, 'Kategorie');
    await chooseFirst(page, form, 'Ursache');
    await form.getByRole('textbox', { name: startsWith('Verspätung in Minuten') }).fill('15');
    await form.getByRole('textbox', { name: 'Grund (deutsch)' }).fill('einer Weichenstörung');
    await form.getByRole('textbox', { name: 'Grund (italienisch)' }).fill('un guasto allo scambio');
    await form.getByRole('button', { name: 'Auswirkung prüfen' }).click();
    const impact = page.getByTestId('impact');
    await expect.poll(() => impact.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'new-de');
    await form.getByRole('button', { name: 'Anlegen und eröffnen' }).click();
    await page.waitForURL((url) => /^\/lagebericht\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop()!;
    created.push(id);
    await expect.poll(async () => (await situation(id)).state).toBe('open');
    await expect.poll(() => page.getByTestId('situation-page').getAttribute('data-state')).toBe('open');
    const number = (await situation(id)).number;

    // 3. A delay from the circulation list opened from the situation, attached to it.
    await page.getByRole('link', { name: 'Maßnahme in der Umlaufliste' }).click();
    await page.waitForURL((url) => url.pathname === '/circulation');
    await page.goto(`/circulation?situation=${id}&q=${encodeURIComponent(run.trainNumber)}`);
    const row = page.locator(`main table tbody tr[data-run-id="${run.id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: `Weitere Aktionen für Zug ${run.trainNumber}` }).click();
    await page.getByRole('menuitem', { name: 'Verspätung', exact: true }).click();
    const dlg = page.getByRole('dialog', { name: `Verspätung: Zug ${run.trainNumber}` });
    await dlg.getByRole('textbox', { name: startsWith('Erwartete Verspätung (Minuten)') }).fill('12');
    await chooseFirst(page, dlg, 'Grund');
    const select = dlg.getByRole('combobox', { name: startsWith('Lagebericht') });
    await expect.poll(() => select.innerText()).toContain(number);
    await shot(page, 'measure-dialog-de');
    await dlg.getByRole('button', { name: 'Ausführen', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Verspätung für Zug ${run.trainNumber} ausführen?` });
    await confirm.getByRole('button', { name: 'Ausführen', exact: true }).click();
    await dlg.waitFor({ state: 'detached' });
    await expect.poll(async () => (await situation(id)).measures.map((m) => m.type)).toEqual(['delay']);
    measures.push((await situation(id)).measures[0].measureId);

    // 4. Back on the situation: the measure and its timeline entry.
    await page.goto(`${LIST}/${id}`);
    const measuresBox = page.getByTestId('situation-measures');
    await expect.poll(() => measuresBox.locator('tbody tr[data-measure-type="delay"]').count()).toBe(1);
    const tl = page.getByTestId('situation-timeline');
    await expect.poll(() => tl.locator('li[data-kind^="measure"]').count()).toBeGreaterThan(0);

    // 5. A manual entry that happened 40 minutes ago: below the newer entries, with its entry time.
    const earlier = await operatorWallClock(page, new Date(Date.now() - 40 * 60_000));
    await tl.getByRole('textbox', { name: 'Eintrag' }).fill('Erste Meldung des Tf per Zugfunk');
    await tl.getByLabel('Zeitpunkt des Ereignisses').fill(earlier);
    await tl.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    const note = tl.locator('li[data-kind="note"]', { hasText: 'Erste Meldung des Tf per Zugfunk' });
    await note.waitFor();
    await expect.poll(() => note.getByTestId('entry-meta').count()).toBe(1);
    const kinds = await tl.locator('li[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds[kinds.length - 1]).toBe('note');
    const entries = (await timeline(id)).items;
    const saved = entries.find((e) => e.kind === 'note')!;
    expect(Date.parse(saved.createdAt) - Date.parse(saved.eventAt)).toBeGreaterThan(35 * 60_000);
    await shot(page, 'open-de');
    expect(await seriousViolations(page)).toEqual([]);

    // 6. Close it (confirmed): read-only.
    const stateButtons = page.getByTestId('situation-page').getByRole('group', { name: 'Zustand' });
    await stateButtons.getByRole('button', { name: 'Schließen', exact: true }).click();
    const closeDlg = page.getByRole('dialog', { name: 'Lage schließen?' });
    await closeDlg.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect.poll(() => page.getByTestId('situation-page').getAttribute('data-state')).toBe('closed');
    expect((await situation(id)).state).toBe('closed');
    await page.getByText('Geschlossen: Der Lagebericht ist schreibgeschützt.', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: startsWith('Titel') }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('situation-form').getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    expect(await tl.getByRole('button', { name: 'Eintrag hinzufügen' }).count()).toBe(0);
    expect(await stateButtons.getByRole('button', { name: 'Korrektur anlegen' }).count()).toBe(1);
    await shot(page, 'closed-de');

    // 7. The list shows it.
    await page.goto(`${LIST}?q=${encodeURIComponent(title)}`);
    const listed = page.locator(`main table tbody tr[data-situation-id="${id}"]`);
    await listed.waitFor();
    expect(await listed.getAttribute('data-state')).toBe('closed');
  });

  it('the list updates live when another session changes a situation, and the menu badge counts open ones', async () => {
    app = await openApp(browser(), { role: 'dispatcher', lang: 'de', path: LIST });
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: 'Lagebericht' }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    const badge = page.getByTestId('situation-badge');
    const before = await counts();
    if (before > 0) await expect.poll(() => badge.innerText()).toBe(String(before));

    const made = await createViaApi(`Polizeieinsatz Karlsruhe Hbf ${Date.now() % 100000}`);
    const row = page.locator(`main table tbody tr[data-situation-id="${made.id}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getAttribute('data-state')).toBe('open');
    // Open situations come first: the new one is above every closed row.
    const states = await page.locator('main table tbody tr').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    const firstClosed = states.indexOf('closed');
    if (firstClosed >= 0) expect(states.slice(firstClosed).every((s) => s === 'closed')).toBe(true);
    await expect.poll(() => badge.innerText()).toBe(String(before + 1));
    expect(await badge.getAttribute('aria-label')).toBe(before + 1 === 1 ? '1 offene Lage' : `${before + 1} offene Lagen`);

    // Another session makes it stable: the row follows without a reload.
    const s = await situation(made.id);
    await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "stable") { id } }', { id: made.id, v: s.version });
    await expect.poll(() => row.getAttribute('data-state')).toBe('stable');
    await shot(page, 'list-de');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the form\'s selects and chosen lines look the same before and after their code loads at the first interaction', async () => {
    // Selects and autocompletes are drawn by stand-ins until the user's first interaction
    // (src/ui/inputs/LazySelect.tsx, src/ui/AutocompleteStandIn.tsx); the swap must not move anything.
    const lines = (await gql<{ timeDistanceLines: { id: string }[] }>('{ timeDistanceLines { id } }')).timeDistanceLines.slice(0, 2).map((l) => l.id);
    const input = {
      title: `Baustelle ${Date.now() % 100000}`, categoryId: await categoryId(), severity: 'minor', priority: 'low', planned: true,
      startAt: new Date(Date.now() + 3600_000).toISOString(), lineIds: lines, stationIds: [], sectionIds: [], runIds: [], description: 'Stellvertreter',
    };
    const made = (await gql<{ createSituation: SituationView }>(`mutation($input: SituationInput!) { createSituation(input: $input) { ${SITUATION_FIELDS} } }`, { input })).createSituation;
    created.push(made.id);
    app = await openApp(browser(), { role: 'admin', lang: 'de', path: `${LIST}/${made.id}` });
    const { page } = app;
    const lineTags = page.locator('#sit-lines').locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]').locator('.MuiAutocomplete-tag');
    await expect.poll(() => lineTags.allInnerTexts(), { timeout: 20_000 }).toHaveLength(2);
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiAutocomplete-tag')].every((e) => (e as HTMLElement).innerText.includes('–')));
    const category = page.locator('#sit-category-label').locator('xpath=..');
    const look = async () => ({
      shrunk: await page.locator('#sit-category-label').getAttribute('data-shrink'),
      categoryHeight: Math.round((await category.boundingBox())!.height),
      lineTags: await lineTags.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width))),
    });
    const before = await look();
    expect(await page.locator('.ac-chip').count(), 'the stand-in draws the chips').toBe(2);
    expect(before.shrunk, 'a filled select\'s label sits above its value').toBe('true');
    await page.mouse.move(5, 5); // the first interaction: the Select's and the Autocomplete's code load
    await page.locator('#sit-lines').locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]').locator('.MuiChip-root').first().waitFor();
    await page.waitForTimeout(300);
    expect(await look()).toEqual(before);
  });

  it('in Italian: the list, a situation with its timeline, and a version conflict that keeps the input', async () => {
    const made = await createViaApi(`Guasto segnale ${Date.now() % 100000}`);
    app = await openApp(browser(), { role: 'dispatcher', lang: 'it', path: LIST });
    const { page } = app;
    await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => route.abort('internetdisconnected'));
    await page.getByRole('heading', { level: 1, name: 'Rapporto di situazione' }).waitFor();
    await page.locator(`main table tbody tr[data-situation-id="${made.id}"]`).waitFor();
    await shot(page, 'list-it');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${LIST}/${made.id}`);
    const tl = page.getByTestId('situation-timeline');
    await tl.locator('li[data-kind="created"]', { hasText: 'Rapporto creato' }).waitFor();
    await page.getByTestId('situation-page').getByRole('group', { name: 'Stato' }).getByRole('button', { name: 'Stabile', exact: true }).waitFor();

    // The user types; meanwhile another session saves: the save meets the conflict, the input stays.
    const titleField = page.getByRole('textbox', { name: startsWith('Titolo') });
    await titleField.fill('Guasto al segnale, binario 2');
    const cur = await situation(made.id);
    await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "stable") { id } }', { id: made.id, v: cur.version });
    await page.getByTestId('situation-form').getByRole('button', { name: 'Salva', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'versione' }).waitFor();
    expect(await titleField.inputValue()).toBe('Guasto al segnale, binario 2');
    await page.getByRole('button', { name: 'Salva i miei dati' }).click();
    await expect.poll(async () => (await situation(made.id)).title).toBe('Guasto al segnale, binario 2');
    await expect.poll(() => page.getByTestId('situation-page').getAttribute('data-state')).toBe('stable');
    // Only the title changed: the untouched start keeps its seconds (the field shows minutes).
    await expect.poll(() => tl.locator('li[data-kind="updated"]').first().innerText().catch(() => '')).toContain('Modificato: Titolo');
    expect(await tl.locator('li[data-kind="updated"]').first().innerText()).not.toContain('Inizio');
    await shot(page, 'situation-it');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('an admin discards another user\'s draft on /lageberichtAdmin and opens the correction of a closed situation', async () => {
    const draft = await createAs('dispatcher', `Entwurf der Disposition ${Date.now() % 100000}`);
    expect(draft.state).toBe('draft');
    const closed = await createViaApi(`Abgeschlossene Lage ${Date.now() % 100000}`);
    await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "stable") { id } }', { id: closed.id, v: closed.version });
    await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "closed") { id } }', { id: closed.id, v: closed.version + 1 });

    app = await openApp(browser(), { role: 'admin', lang: 'de', path: `/lageberichtAdmin?state=draft&q=${encodeURIComponent(draft.title)}` });
    const { page } = app;
    await page.getByRole('heading', { level: 1, name: 'Lageberichte verwalten' }).waitFor();
    const draftRow = page.locator(`main table tbody tr[data-situation-id="${draft.id}"][data-state="draft"]`);
    await draftRow.waitFor();
    await shot(page, 'admin-drafts-de');
    await draftRow.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    const discard = page.getByRole('dialog', { name: `Entwurf ${draft.number} verwerfen?` });
    await discard.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    await draftRow.waitFor({ state: 'detached' });
    const gone = await gql<{ situation: { id: string } | null }>('query($id: ID!) { situation(id: $id) { id } }', { id: draft.id });
    expect(gone.situation).toBeNull();

    await page.goto(`/lageberichtAdmin?q=${encodeURIComponent(closed.title)}`);
    const row = page.locator(`main table tbody tr[data-situation-id="${closed.id}"]`);
    await row.waitFor();
    await shot(page, 'admin-de');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Korrektur anlegen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Korrektur anlegen?' });
    await confirm.getByRole('button', { name: 'Korrektur anlegen' }).click();
    await page.waitForURL((url) => /^\/lagebericht\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${closed.id}`));
    const correctionId = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => page.getByTestId('situation-page').getAttribute('data-state')).toBe('draft');
    await page.getByRole('link', { name: 'Ursprünglicher Lagebericht' }).waitFor();
    const correction = await gql<{ situation: { correctionOf: string | null } }>('query($id: ID!) { situation(id: $id) { correctionOf } }', { id: correctionId });
    expect(correction.situation.correctionOf).toBe(closed.id);
  });

  it('brand sws: the list and a situation in German and Italian', async () => {
    const made = await createViaApi(`Stellwerksstörung Ettlingen ${Date.now() % 100000}`, true, 'sws');
    for (const lang of ['de', 'it'] as const) {
      app = await openApp(browser(), { brand: 'sws', role: 'dispatcher', lang, path: LIST });
      const { page } = app;
      await page.route((url) => url.origin !== new URL(page.url()).origin, (route) => route.abort('internetdisconnected'));
      await page.locator(`main table tbody tr[data-situation-id="${made.id}"]`).waitFor();
      await shot(page, `list-sws-${lang}`);
      await page.goto(`${LIST}/${made.id}`);
      await page.getByTestId('situation-timeline').locator('li[data-kind="created"]').waitFor();
      await shot(page, `situation-sws-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      await app.close();
      assertNoPageErrors(app);
      app = undefined;
    }
  });
});
