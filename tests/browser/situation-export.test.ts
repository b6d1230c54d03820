/**
 * Situation report, part "exports" (issue 13 item 10) in a real Chromium against the real server:
 * "PDF exportieren" on the situation page shows the progress, then the browser downloads the PDF,
 * whose text (read with pdf.js) names the situation, its timeline entries and umlauts; de and it,
 * axe. Screenshots go to .tmp/situation-export-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledExportRunView } from '../../src/shared/situations/exportApi';
import { pdfPageTexts } from '../unit/pdf/pdfText';
import { gql } from './support/api';
import { baseUrl, closeAfterEach, openApp, signIn, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

interface Made {
  id: string;
  number: string;
  version: number;
}

const created: Made[] = [];
afterAll(async () => {
  // Closed afterwards, so other tests' counts of open situations stay as they were.
  for (const s of created) {
    const now = await gql<{ situation: { version: number } | null }>('query($id: ID!) { situation(id: $id) { version } }', { id: s.id }).catch(() => null);
    if (now?.situation) await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "closed") { id } }', { id: s.id, v: now.situation.version }).catch(() => undefined);
  }
});

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(BROWSER_TMP, { recursive: true });
  await page.screenshot({ path: join(BROWSER_TMP, `situation-export-${name}.png`), fullPage: true });
}

/** Axe over this part's controls (the button and its progress); the other sections have their own tests. */
async function axeViolations(page: Page, scope = '[data-testid="situation-export"]'): Promise<string[]> {
  return seriousViolations(page, scope);
}

/** An open situation with three notes, made through the API as the admin. */
async function situationWithNotes(title: string): Promise<Made> {
  const rights = (await gql<{ myCategoryRights: { categoryId: string; edit: boolean }[] }>('{ myCategoryRights { categoryId edit } }')).myCategoryRights;
  const categoryId = rights.find((r) => r.edit)?.categoryId;
  if (!categoryId) throw new Error('no category with the edit right');
  const input = {
    title, categoryId, severity: 'major', priority: 'high', planned: false, startAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: 'Weiche 12 in Grötzingen lässt sich nicht umstellen; Fahrgäste über Lautsprecher informiert.', open: true,
  };
  const made = (await gql<{ createSituation: Made }>('mutation($input: SituationInput!) { createSituation(input: $input) { id number version } }', { input })).createSituation;
  created.push(made);
  for (const [i, text] of ['Entstördienst alarmiert', 'Zugführer der S4 benachrichtigt', 'Schienenersatzverkehr ab Söllingen bestellt'].entries()) {
    await gql('mutation($id: ID!, $text: String!, $at: String!) { addTimelineEntry(situationId: $id, text: $text, eventAt: $at) { id } }', {
      id: made.id, text, at: new Date(Date.now() - (20 - i * 5) * 60_000).toISOString(),
    });
  }
  return made;
}

const CASES = [
  { lang: 'de', role: 'dispatcher', button: 'PDF exportieren', progress: /^Export wird erstellt( …|: \d+ %)$/, done: 'wurde heruntergeladen', heading: 'Lagebericht', timeline: 'Chronik', page: 'Seite 1 von' },
  { lang: 'it', role: 'admin', button: 'Esporta PDF', progress: /^Esportazione in corso( …|: \d+ %)$/, done: 'è stato scaricato', heading: 'Rapporto di situazione', timeline: 'Cronologia', page: 'Pagina 1 di' },
] as const;

describe("a situation's PDF from the situation page", () => {
  for (const c of CASES) {
    it(`shows the progress, downloads the PDF and its text is the situation's (${c.lang})`, async () => {
      const title = `Weichenstörung Grötzingen – Prüfung ${c.lang} ${Date.now()}`;
      const s = await situationWithNotes(title);
      app = await openApp(browser(), { role: c.role, lang: c.lang, path: `/lagebericht/${s.id}` });
      const page = app.page;
      await page.getByText(title).first().waitFor();
      const button = page.getByRole('button', { name: c.button });
      await button.waitFor();

      const download = page.waitForEvent('download', { timeout: 60_000 });
      await button.click();
      // The progress while the server writes the file (the first poll answers after 400 ms).
      const status = page.getByTestId('export-progress').getByRole('status');
      await status.waitFor();
      expect(await status.innerText()).toMatch(c.progress);
      expect(await page.getByRole('progressbar', { name: c.lang === 'de' ? 'Fortschritt des Exports' : 'Avanzamento dell’esportazione' }).count()).toBe(1);
      await screenshot(page, `${c.lang}-progress`);
      expect(await page.getByTestId('situation-export').count()).toBe(1); // what axe checks below
      expect(await axeViolations(page)).toEqual([]);

      const file = await download;
      const path = join(BROWSER_TMP, `situation-export-${c.lang}.pdf`);
      await file.saveAs(path);
      expect(file.suggestedFilename()).toBe(c.lang === 'de' ? `Lagebericht_${s.number}.pdf` : `Rapporto_${s.number}.pdf`);
      await page.getByText(c.done).waitFor();
      await expect.poll(() => page.getByTestId('export-progress').count()).toBe(0);
      await screenshot(page, `${c.lang}-done`);

      const text = (await pdfPageTexts(new Uint8Array(readFileSync(path)))).join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(`${c.heading} ${s.number}: ${title}`);
      expect(text).toContain('Weiche 12 in Grötzingen lässt sich nicht umstellen');
      for (const note of ['Entstördienst alarmiert', 'Zugführer der S4 benachrichtigt', 'Schienenersatzverkehr ab Söllingen bestellt']) expect(text).toContain(note);
      expect(text).toContain(c.timeline);
      expect(text).toContain(c.page);
    });
  }
});

describe("the list's period export", () => {
  const MENU = {
    de: { button: 'Zeitraum exportieren', menu: 'Format des Exports wählen', range: /^Lageberichte vom \d\d\.\d\d\.\d{4}.+ bis \d\d\.\d\d\.\d{4}/, items: ['PDF (Übersicht)', 'Excel-Arbeitsmappe (XLSX)', 'CSV (Semikolon, UTF-8)'] },
    it: { button: 'Esporta periodo', menu: 'Scegliere il formato dell’esportazione', range: /^Rapporti di situazione dal \d\d\/\d\d\/\d{4}.+ al \d\d\/\d\d\/\d{4}/, items: ['PDF (riepilogo)', 'Cartella di lavoro Excel (XLSX)', 'CSV (punto e virgola, UTF-8)'] },
  } as const;
  for (const lang of ['de', 'it'] as const) {
    it(`names the period and the formats, and the CSV holds the new situation (${lang})`, async () => {
      const m = MENU[lang];
      const title = `Stellwerksausfall Periode ${lang} ${Date.now()}`;
      await situationWithNotes(title);
      app = await openApp(browser(), { role: 'dispatcher', lang, path: '/lagebericht' });
      const page = app.page;
      await page.getByRole('button', { name: m.button }).click();
      const menu = page.getByRole('menu', { name: m.menu });
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([...m.items]);
      expect(await menu.locator('li').first().innerText()).toMatch(m.range);
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await menu.getByRole('menuitem', { name: m.items[2] }).click();
      await expect.poll(() => menu.count()).toBe(0);
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const path = join(BROWSER_TMP, `situation-period-${lang}.csv`);
      await file.saveAs(path);
      expect(readFileSync(path, 'utf8')).toContain(title);
    });
  }
});

describe('automatic export: the runs with their files', () => {
  const name = `Minütlicher Testexport ${Date.now()}`;
  let exportId = '';

  beforeAll(async () => {
    // Every minute: the server's scheduler (every 30 s) runs it within about 90 s, while the PDF tests run.
    const made = await gql<{ createScheduledExport: { id: string } }>(
      `mutation($name: String!) { createScheduledExport(name: $name, cron: "* * * * *", format: "csv", period: "last24h", lang: "de", brand: "avg", active: true) { id } }`,
      { name },
    );
    exportId = made.createScheduledExport.id;
  });
  afterAll(async () => {
    if (exportId) await gql('mutation($id: ID!) { deleteScheduledExport(id: $id) { id } }', { id: exportId }).catch(() => undefined);
  });

  async function runs(): Promise<ScheduledExportRunView[]> {
    const { authSession } = await signIn('avg', 'admin');
    const res = await fetch(`${baseUrl('avg')}/api/situations/scheduled-exports/${exportId}/runs`, { headers: { authorization: `Bearer ${authSession.token}` } });
    return (await res.json()) as ScheduledExportRunView[];
  }

  it('lists the runs in de and it and downloads a run file', async () => {
    await expect.poll(async () => (await runs()).filter((r) => r.state === 'done').length, { timeout: 150_000, interval: 5_000 }).toBeGreaterThan(0);
    const run = (await runs()).find((r) => r.state === 'done')!;
    expect(run.fileName).toMatch(/^Lageberichte_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);

    for (const lang of ['de', 'it'] as const) {
      app = await openApp(browser(), { role: 'admin', lang, path: `/lagebericht_admin_automatischer_export?filter=${encodeURIComponent(JSON.stringify({ q: name }))}` });
      const page = app.page;
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: lang === 'de' ? 'Läufe' : 'Esecuzioni' }).click();
      const dialog = page.getByRole('dialog', { name: lang === 'de' ? `Läufe von „${name}“` : `Esecuzioni di «${name}»` });
      await dialog.locator('tr[data-state="done"]').first().waitFor();
      expect(await dialog.locator('tr[data-state="done"]').first().innerText()).toContain(lang === 'de' ? 'erfolgreich' : 'riuscita');
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity)).toBe('1');
      await screenshot(page, `${lang}-runs`);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      if (lang === 'de') {
        const download = page.waitForEvent('download');
        await dialog.getByRole('button', { name: `${run.fileName} herunterladen` }).click();
        const file = await download;
        const path = join(BROWSER_TMP, 'situation-export-run.csv');
        await file.saveAs(path);
        expect(readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Nummer;Titel;Zustand;Kategorie;/);
      }
      await app.close();
      app = undefined;
    }
  }, 240_000);
});
