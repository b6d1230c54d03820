/**
 * The timetable import page (Planung > Fahrplan, /fahrplanimport; issue 4, point 3) in a real
 * Chromium against the real server: a generated GTFS feed with 100,000 stop times uploaded
 * through the file input shows its phases and ends with the right counts; activation and
 * rollback through the confirmation dialogs (the rollback names its target, the server's); broken feeds show the problem report by file and
 * line (German, and once Italian) and change nothing; a viewer sees the versions read-only.
 * The version active before (the demo timetable, which other browser tests run on) is active again
 * afterwards.
 * TT_SCREENSHOTS=<dir> saves a screenshot of each page state there (for review).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGtfsProblem, type GtfsProblemCode, type GtfsProblemInput } from '../../server/operations/gtfs/problems';
import type { TimetableVersion } from '../../src/shared/operations/types';
import { BROKEN_VARIANTS, generateGtfsFeed, generateGtfsTables, tablesToZip, type BrokenVariant } from '../support/gtfsFeed';
import { gql, importTimetable } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage, type UiLang } from './support/browser';
import { dialog, switchLanguage } from './support/ui';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const PATH = '/fahrplanimport';
const BIG_STOP_TIMES = 100_000;

/** What the page says (literal, so that a wrong or missing translation fails). */
const T = {
  de: {
    title: 'Fahrplan',
    fileInput: 'GTFS-Feed (ZIP-Datei)',
    versionName: 'Name der Version (optional)',
    start: 'Importieren',
    activate: 'Aktivieren',
    rollback: 'Zurückrollen',
    newImport: 'Neuer Import',
    nothingChanged: 'Es wurde nichts geändert',
    headers: ['Datei', 'Zeile', 'Spalte', 'Meldung'],
    status: { active: 'aktiv', imported: 'importiert', retired: 'abgelöst' },
  },
  it: {
    title: 'Orario',
    fileInput: 'Feed GTFS (file ZIP)',
    versionName: 'Nome della versione (facoltativo)',
    start: 'Importa',
    activate: 'Attiva',
    rollback: 'Torna alla precedente',
    newImport: 'Nuova importazione',
    nothingChanged: 'Non è stato modificato nulla',
    headers: ['File', 'Riga', 'Colonna', 'Messaggio'],
    status: { active: 'attiva', imported: 'importata', retired: 'sostituita' },
  },
} as const;

const VERSIONS = 'query { timetableVersions { id name source status validFrom validTo importedAt importedBy activatedAt stats } }';

async function versions(): Promise<TimetableVersion[]> {
  return (await gql<{ timetableVersions: TimetableVersion[] }>(VERSIONS)).timetableVersions;
}

/** Where a rollback goes now, as the server says. */
async function rollbackInfo(): Promise<{ targetId: string | null; reason: string | null }> {
  return (await gql<{ timetableRollback: { targetId: string | null; reason: string | null } }>('query { timetableRollback { targetId reason } }')).timetableRollback;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The version active before these tests: the demo timetable, which other browser tests run on. */
let baselineId: string | null = null;

/** Makes the baseline version active again (after a failed test the rollback may not have happened). */
async function restoreBaseline(): Promise<void> {
  const baseline = (await versions()).find((v) => v.id === baselineId);
  if (baseline && baseline.status !== 'active') {
    await gql('mutation($id: ID!) { activateTimetableVersion(id: $id) { id } }', { id: baseline.id });
  }
}

let dir = '';
let bigFeed = '';
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
const formatDe = (n: number) => new Intl.NumberFormat('de-DE').format(n);

beforeAll(async () => {
  baselineId = (await versions()).find((v) => v.status === 'active')?.id ?? null;
  dir = mkdtempSync(join(tmpdir(), 'h7-gtfs-'));
  bigFeed = join(dir, 'grosser-feed.zip');
  // In the test server's zone (a fixed offset, late morning now): the activation is an ordinary one,
  // without the other-zone warning (tested on its own below).
  const zone = (await gql<{ timetableVersions: { operatorTimeZone: string }[] }>('query { timetableVersions { operatorTimeZone } }')).timetableVersions[0].operatorTimeZone;
  const tables = generateGtfsTables({ stopTimes: BIG_STOP_TIMES });
  tables['agency.txt'].rows = tables['agency.txt'].rows.map((r) => [r[0], r[1], r[2], zone, r[4]]);
  writeFileSync(bigFeed, tablesToZip(tables));
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await restoreBaseline();
});

async function openImportPage(role: 'admin' | 'planner' | 'viewer', lang: UiLang = 'de'): Promise<Page> {
  app = await openApp(browser(), { role, lang, path: PATH });
  await app.page.getByRole('heading', { level: 1, name: T[lang].title, exact: true }).waitFor();
  // The versions list has loaded: rows, or the notice that there are none.
  await app.page.locator('[data-testid="versions-table"] table[aria-busy="false"], [data-testid="versions-empty"]').first().waitFor();
  return app.page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.TT_SCREENSHOTS;
  if (!dir) return;
  await page.waitForTimeout(500); // let progress bars and chips finish their transitions
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Records every phase the stepper shows (data-phase) and every value of the upload bar, in order, from now on. */
async function recordPhases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __phases: string[]; __uploadPercents: number[] };
    w.__phases = [];
    w.__uploadPercents = [];
    const record = () => {
      const phase = document.querySelector('[data-testid="import-stepper"]')?.getAttribute('data-phase');
      if (phase && w.__phases.at(-1) !== phase) w.__phases.push(phase);
      const percent = document.querySelector('[data-testid="import-step-upload"] [role="progressbar"]')?.getAttribute('aria-valuenow');
      if (percent && w.__uploadPercents.at(-1) !== Number(percent)) w.__uploadPercents.push(Number(percent));
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase', 'aria-valuenow'] });
  });
}

async function recordedPhases(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
}

async function recordedUploadPercents(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __uploadPercents: number[] }).__uploadPercents);
}

/** Limits the page's upload speed (Chromium's network emulation), so that upload progress is visible; null lifts it. */
async function throttleUpload(app: AppPage, bytesPerSecond: number | null): Promise<void> {
  const cdp = await app.context.newCDPSession(app.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

async function upload(page: Page, lang: UiLang, file: string, name?: string): Promise<void> {
  if (name) await page.getByLabel(T[lang].versionName).fill(name);
  await page.getByLabel(T[lang].fileInput).setInputFiles(file);
  await page.getByRole('button', { name: T[lang].start, exact: true }).click();
}

function versionRow(page: Page, name: string) {
  return page.getByTestId('version-row').filter({ has: page.getByTestId('version-name').getByText(name, { exact: true }) });
}

/** The rows of the versions table as text, for "unchanged" comparisons. */
async function versionRowTexts(page: Page): Promise<string[]> {
  return (await page.getByTestId('version-row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('timetable import page', () => {
  it('imports a feed of 100,000 stop times with progress, then activates it and rolls back', { timeout: 420_000 }, async () => {
    const demo = (await versions()).find((v) => v.id === baselineId);
    expect(demo, 'a timetable version (the demo timetable) is active before the test').toBeDefined();
    expect(demo!.source).toBe('demo');
    const page = await openImportPage('planner');
    const name = unique('Großer Feed');
    await recordPhases(page);
    // The zip has about 0.9 MB: at 600 KB/s the upload takes long enough to watch its bar move.
    await throttleUpload(app!, 600 * 1024);
    await upload(page, 'de', bigFeed, name);

    await page.getByTestId('import-result').waitFor({ timeout: 300_000 });
    const phases = await recordedPhases(page);
    const uploadPercents = await recordedUploadPercents(page);
    console.log(`[timetable import] ${BIG_STOP_TIMES} stop times: phases shown ${phases.join(' → ')}; upload bar at ${uploadPercents.join(', ')} %`);
    await throttleUpload(app!, null);
    // The upload bar moved (values between 0 and 100, rising).
    expect(uploadPercents.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...uploadPercents].sort((a, b) => a - b)).toEqual(uploadPercents);
    const order = ['upload', 'read', 'validate', 'write', 'done'];
    expect(phases[0]).toBe('upload');
    expect(phases.at(-1)).toBe('done');
    expect(phases.length).toBeGreaterThanOrEqual(3);
    expect(phases.map((p) => order.indexOf(p))).toEqual([...phases.map((p) => order.indexOf(p))].sort((a, b) => a - b));
    expect(phases).not.toContain('failed');

    // Every step complete, with the right count of stop times in the result and in the list.
    const statuses = await page.locator('[data-testid^="import-step-"][data-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses).toEqual(['complete', 'complete', 'complete', 'complete', 'complete']);
    const expectedStopTimes = generateGtfsTables({ stopTimes: BIG_STOP_TIMES })['stop_times.txt'].rows.length;
    expect(expectedStopTimes).toBe(BIG_STOP_TIMES);
    expect(await page.getByTestId('import-stat-stopTimes').innerText()).toContain(formatDe(expectedStopTimes));
    const row = versionRow(page, name);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('imported');
    expect(await row.getByTestId('version-status').innerText()).toBe(T.de.status.imported);
    expect((await row.getByTestId('version-stop-times').innerText()).trim()).toBe(formatDe(expectedStopTimes));
    const imported = (await versions()).find((v) => v.name === name);
    expect(imported).toMatchObject({ status: 'imported', source: 'gtfs' });
    expect(imported?.stats.stopTimes).toBe(expectedStopTimes);
    await screenshot(page, 'tt-de-result');

    // Activate from the result, through the confirmation dialog.
    await page.getByTestId('import-result').getByRole('button', { name: T.de.activate, exact: true }).click();
    const confirmActivate = dialog(page, `Fahrplanversion „${name}“ aktivieren?`);
    await confirmActivate.getByRole('button', { name: T.de.activate, exact: true }).click();
    await confirmActivate.waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('active');
    const demoRow = page.locator(`[data-testid="version-row"][data-version-id="${demo!.id}"]`);
    await expect.poll(() => demoRow.getAttribute('data-status')).toBe('retired');
    expect(await demoRow.getByTestId('version-status').innerText()).toBe(T.de.status.retired);
    expect((await versions()).find((v) => v.id === imported!.id)?.status).toBe('active');

    // Roll back: the page names the target the server announces (the demo timetable), beside the
    // button and in the dialog, with its import time; the demo timetable is active again.
    expect((await rollbackInfo()).targetId).toBe(demo!.id);
    // The import time is in the operator's zone, named when the browser's differs (" MEZ").
    const targetText = new RegExp(`^Zurück zu Version „${escapeRe(demo!.name)}“ \\(importiert am \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d(?: \\S+)?\\)\\.`);
    await expect.poll(() => page.getByTestId('rollback-note').innerText()).toMatch(targetText);
    await page.getByRole('button', { name: T.de.rollback, exact: true }).click();
    const confirmRollback = dialog(page, 'Auf die vorherige Fahrplanversion zurückrollen?');
    const confirmText = (await confirmRollback.locator('[id$="-description"]').innerText()).trim();
    expect(confirmText).toMatch(targetText);
    expect(confirmText).toContain(`Die aktive Version „${name}“ wird abgelöst.`);
    await confirmRollback.getByRole('button', { name: T.de.rollback, exact: true }).click();
    await confirmRollback.waitFor({ state: 'detached' });
    await expect.poll(() => demoRow.getAttribute('data-status'), { timeout: 30_000 }).toBe('active');
    expect(await row.getAttribute('data-status')).not.toBe('active');
    const after = await versions();
    expect(after.find((v) => v.id === demo!.id)?.status).toBe('active');
    expect(after.filter((v) => v.status === 'active')).toHaveLength(1);

    // Now the button says what the server says: disabled with the reason when nothing was active
    // before the demo timetable (a fresh server), else enabled with the next target.
    const next = await rollbackInfo();
    const rollbackButton = page.getByRole('button', { name: T.de.rollback, exact: true });
    const note = page.getByTestId('rollback-note');
    if (next.reason === 'noPrevious') {
      await expect.poll(() => rollbackButton.isDisabled()).toBe(true);
      expect(await note.innerText()).toBe(`Zurückrollen nicht möglich: Vor „${demo!.name}“ war keine andere Fahrplanversion aktiv.`);
    } else {
      const target = after.find((v) => v.id === next.targetId)!;
      await expect.poll(() => note.innerText()).toContain(`Zurück zu Version „${target.name}“`);
      expect(await rollbackButton.isDisabled()).toBe(false);
    }
  });

  it('shows the import again after a reload (job id kept in the browser, job kept by the server)', { timeout: 240_000 }, async () => {
    const page = await openImportPage('admin');
    const feed = join(dir, 'mittlerer-feed.zip');
    writeFileSync(feed, generateGtfsFeed({ stopTimes: 30_000 }));
    await recordPhases(page);
    await upload(page, 'de', feed, unique('Neu geladen'));
    // Once the server has the file (past the upload), a reload no longer loses the import.
    await expect.poll(async () => (await recordedPhases(page)).some((p) => p !== 'upload'), { timeout: 60_000 }).toBe(true);
    const jobId = await page.evaluate(() => window.localStorage.getItem('timetableImportJob'));
    expect(jobId).toBeTruthy();
    await page.reload();
    await page.getByTestId('import-stepper').waitFor();
    await page.getByTestId('import-result').waitFor({ timeout: 180_000 });
    expect(await page.getByTestId('import-stat-stopTimes').innerText()).toContain(formatDe(30_000));
    // "Neuer Import" forgets the job: a reload shows the upload form.
    await page.getByRole('button', { name: T.de.newImport, exact: true }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('timetableImportJob'))).toBeNull();
    await page.reload();
    await page.getByLabel(T.de.fileInput).waitFor({ state: 'attached' });
    expect(await page.getByTestId('import-stepper').count()).toBe(0);
  });

  const variant = (name: string): BrokenVariant => {
    const v = BROKEN_VARIANTS.find((b) => b.name === name);
    if (!v) throw new Error(`no broken variant "${name}"`);
    return v;
  };

  /** Writes the broken feed and returns it with the message the server must show (de and it). */
  function brokenFeed(name: string) {
    const v = variant(name);
    const tables = generateGtfsTables();
    v.mutate(tables);
    const file = join(dir, `${name.replace(/\W+/g, '-')}.zip`);
    writeFileSync(file, tablesToZip(tables));
    // The offending value, read back from the broken table (null for a missing file).
    let value = '';
    if (v.expect.file && v.expect.line && v.expect.column && tables[v.expect.file]) {
      const t = tables[v.expect.file];
      value = t.rows[v.expect.line - 2][t.header.indexOf(v.expect.column)];
    }
    const targets: Record<string, string> = { stop_id: 'stops.txt', trip_id: 'trips.txt' };
    const problem: GtfsProblemInput = {
      code: v.expect.code as GtfsProblemCode,
      file: v.expect.file,
      line: v.expect.line,
      column: v.expect.column,
      value,
      args: { target: (v.expect.column && targets[v.expect.column]) || '' },
    };
    return { file, expect: v.expect, message: (lang: UiLang) => formatGtfsProblem(problem, lang) };
  }

  async function expectProblemReport(page: Page, lang: UiLang, broken: ReturnType<typeof brokenFeed>): Promise<void> {
    const report = page.getByTestId('import-problems');
    await report.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-stepper').getAttribute('data-phase')).toBe('failed');
    expect(await report.getByTestId('import-nothing-changed').innerText()).toContain(T[lang].nothingChanged);
    expect((await report.locator('thead th').allInnerTexts()).map((t) => t.trim())).toEqual(T[lang].headers);
    const problems = await report.getByTestId('import-problem').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
    const line = broken.expect.line === null ? '–' : String(broken.expect.line);
    const hit = problems.find(([file, l, column]) => file === broken.expect.file && l === line && (broken.expect.column ? column === broken.expect.column : true));
    expect(hit, `no problem ${broken.expect.file}:${line} in ${JSON.stringify(problems)}`).toBeDefined();
    const message = hit![3];
    expect(message.length).toBeGreaterThan(10);
    // The server's sentence in this language (the table shows it without the "file, line" prefix).
    expect(broken.message(lang).endsWith(message)).toBe(true);
    expect(broken.message(lang === 'de' ? 'it' : 'de').endsWith(message)).toBe(false);
  }

  it('broken feeds show a problem report by file and line, in German, and change nothing', { timeout: 240_000 }, async () => {
    const before = await versions();
    const page = await openImportPage('planner');
    const listBefore = await versionRowTexts(page);
    for (const name of ['missing stops.txt', 'unknown stop_id in stop_times.txt', 'bad time (minutes 60)']) {
      const broken = brokenFeed(name);
      await recordPhases(page);
      await upload(page, 'de', broken.file, unique('Kaputt'));
      await expectProblemReport(page, 'de', broken);
      await screenshot(page, `tt-de-problems-${name.replace(/\W+/g, '-')}`);
      expect(await recordedPhases(page)).not.toContain('done');
      await page.getByRole('button', { name: T.de.newImport, exact: true }).click();
      await page.getByLabel(T.de.fileInput).waitFor({ state: 'attached' });
    }
    expect(await versions()).toEqual(before);
    await page.reload();
    await page.locator('[data-testid="versions-table"] table[aria-busy="false"], [data-testid="versions-empty"]').first().waitFor();
    expect(await versionRowTexts(page)).toEqual(listBefore);
  });

  it('the problem report in Italian, and again in German after switching the language', { timeout: 120_000 }, async () => {
    const before = await versions();
    const page = await openImportPage('admin', 'it');
    const broken = brokenFeed('bad time (no seconds)');
    await upload(page, 'it', broken.file);
    await expectProblemReport(page, 'it', broken);
    await screenshot(page, 'tt-it-problems');
    expect(await versions()).toEqual(before);
    // Switched to German, the report is read again and shows the server's German messages.
    await switchLanguage(page, 'de');
    await expect
      .poll(() => expectProblemReport(page, 'de', broken).then(() => true, () => false), { timeout: 15_000 })
      .toBe(true);
  });

  it('versions table: validity and the no-service warning; the zone dialog names both zones (de/it); an older version activated directly', { timeout: 120_000 }, async () => {
    // The test server's zone (a fixed offset chosen so that it is late morning there now).
    const { timetableVersions: [anyVersion] } = await gql<{ timetableVersions: { operatorTimeZone: string }[] }>('query { timetableVersions { operatorTimeZone } }');
    const operatorZone = anyVersion.operatorTimeZone;
    // Two small versions through the API: one expired (2020 only, in the operator's zone), one planned in New York.
    const expired = generateGtfsTables({ stopTimes: 200 });
    expired['agency.txt'].rows = expired['agency.txt'].rows.map((r) => [r[0], r[1], r[2], operatorZone, r[4]]);
    expired['calendar.txt'].rows = expired['calendar.txt'].rows.map((r) => [...r.slice(0, 8), '20200101', '20201231']);
    expired['calendar_dates.txt'].rows = [];
    const expiredName = unique('Abgelaufen');
    const expiredId = await importTimetable(tablesToZip(expired), expiredName);
    const ny = generateGtfsTables({ stopTimes: 200 });
    ny['agency.txt'].rows = ny['agency.txt'].rows.map((r) => [r[0], r[1], r[2], 'America/New_York', r[4]]);
    ny['calendar.txt'].rows = ny['calendar.txt'].rows.map((r) => [r[0], '1', '1', '1', '1', '1', '1', '1', '20200101', '20991231']);
    ny['calendar_dates.txt'].rows = [];
    const nyName = unique('New York');
    const nyId = await importTimetable(tablesToZip(ny), nyName);

    const page = await openImportPage('planner');
    const expiredRow = versionRow(page, expiredName);
    await expiredRow.waitFor();
    const validity = expiredRow.getByTestId('version-validity');
    expect(await validity.locator('span').first().innerText()).toBe('01.01.2020 – 31.12.2020');
    expect(await expiredRow.getByTestId('version-validity-note').allInnerTexts()).toEqual(['keine Fahrten heute und in den nächsten 7 Tagen']);
    const nyRow = versionRow(page, nyName);
    expect(await nyRow.getByTestId('version-validity-note').allInnerTexts()).toEqual(['Zeitzone America/New_York']);
    await screenshot(page, 'tt-de-versions-warnings');

    // Another zone: the dialog names both zones and asks to activate anyway; cancelled, nothing changes.
    await nyRow.getByRole('button', { name: T.de.activate, exact: true }).click();
    const zoneDialog = dialog(page, `Fahrplanversion „${nyName}“ aktivieren?`);
    const zoneText = await zoneDialog.locator('[id$="-description"]').innerText();
    expect(zoneText).toContain(`Achtung, andere Zeitzone: Diese Version ist in America/New_York geplant, die Leitstelle arbeitet in ${operatorZone}.`);
    expect(await zoneDialog.getByRole('button', { name: 'Trotzdem aktivieren', exact: true }).count()).toBe(1);
    await screenshot(page, 'tt-de-activate-zone');
    await zoneDialog.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await zoneDialog.waitFor({ state: 'detached' });

    await switchLanguage(page, 'it');
    await nyRow.getByRole('button', { name: T.it.activate, exact: true }).click();
    const zoneDialogIt = dialog(page, `Attivare la versione dell'orario «${nyName}»?`);
    expect(await zoneDialogIt.locator('[id$="-description"]').innerText())
      .toContain(`Attenzione, fuso orario diverso: questa versione è pianificata in America/New_York, la centrale opera in ${operatorZone}.`);
    expect(await zoneDialogIt.getByRole('button', { name: 'Attiva comunque', exact: true }).count()).toBe(1);
    await screenshot(page, 'tt-it-activate-zone');
    await zoneDialogIt.getByRole('button', { name: 'Annulla', exact: true }).click();
    await zoneDialogIt.waitFor({ state: 'detached' });
    await expiredRow.getByRole('button', { name: T.it.activate, exact: true }).click();
    const expiredDialogIt = dialog(page, `Attivare la versione dell'orario «${expiredName}»?`);
    expect(await expiredDialogIt.locator('[id$="-description"]').innerText()).toContain('Attenzione, nessuna corsa: questa versione (valida 01/01/2020 – 31/12/2020)');
    await screenshot(page, 'tt-it-activate-expired');
    await expiredDialogIt.getByRole('button', { name: 'Annulla', exact: true }).click();
    await expiredDialogIt.waitFor({ state: 'detached' });
    await switchLanguage(page, 'de');
    expect((await versions()).find((v) => v.id === baselineId)?.status).toBe('active');

    // baseline → expired → New York → expired (through the API), then the baseline directly from its row.
    for (const [id, zone] of [[expiredId, null], [nyId, 'America/New_York'], [expiredId, null]] as const) {
      await gql('mutation($id: ID!, $zone: String) { activateTimetableVersion(id: $id, confirmZone: $zone) { id } }', { id, zone });
    }
    await page.reload();
    const baselineRow = page.locator(`[data-testid="version-row"][data-version-id="${baselineId}"]`);
    await baselineRow.waitFor();
    await expect.poll(() => baselineRow.getAttribute('data-status')).toBe('retired');
    const baselineName = (await versions()).find((v) => v.id === baselineId)!.name;
    await baselineRow.getByRole('button', { name: T.de.activate, exact: true }).click();
    const direct = dialog(page, `Fahrplanversion „${baselineName}“ aktivieren?`);
    expect(await direct.locator('[id$="-description"]').innerText()).toContain(`Die bisher aktive Version „${expiredName}“ wird abgelöst.`);
    await direct.getByRole('button', { name: T.de.activate, exact: true }).click();
    await direct.waitFor({ state: 'detached' });
    await expect.poll(() => baselineRow.getAttribute('data-status'), { timeout: 30_000 }).toBe('active');
    const after = await versions();
    expect(after.filter((v) => v.status === 'active').map((v) => v.id)).toEqual([baselineId]);
  });

  it('a viewer sees the versions read-only, without upload, activation or rollback', async () => {
    const page = await openImportPage('viewer');
    expect(await page.getByTestId('version-row').count()).toBeGreaterThan(0);
    await page.getByTestId('timetable-read-only').waitFor();
    await screenshot(page, 'tt-de-viewer');
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    expect(await page.getByTestId('import-dropzone').count()).toBe(0);
    for (const label of [T.de.start, T.de.activate, T.de.rollback]) {
      expect(await page.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    }
  });
});
