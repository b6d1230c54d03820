/**
 * Customer messages (issue 14 item 3, docs/passenger-information.md) in a real Chromium against the
 * real server (demo data: the seeded FIS texts): a dispatcher creates a message from the FIS text
 * AUTO_VERSP, sees the German, Italian and English result and the placeholder still open, is refused
 * saving with it, fills it and publishes; the Italian form shows the same filler; axe on both.
 * Screenshots: .tmp/passenger-info-*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { field } from './support/ui';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(BROWSER_TMP, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(BROWSER_TMP, `passenger-info-${name}.png`), fullPage: true });
}

async function axeViolations(page: Page): Promise<string[]> {
  // A focused filled input's label is drawn in the brand colour (MUI's focus state), which is not
  // what a reader sees at rest: check the page as it stands, not the focus ring.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return seriousViolations(page);
}

interface Msg { id: string; title: string; status: string; textDe: string; textIt: string; textEn: string | null; templateValues: string | null }

async function messagesTitled(title: string): Promise<Msg[]> {
  const r = await gql<{ allCustomerMessages: Msg[] }>(
    'query($q: String) { allCustomerMessages(perPage: 50, filter: { q: $q }) { id title status textDe textIt textEn templateValues } }', { q: title });
  return r.allCustomerMessages.filter((m) => m.title === title);
}

async function pickTemplate(page: Page, label: string, code: string): Promise<void> {
  await field(page, label).fill(code);
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect.poll(() => first.innerText(), { timeout: 20_000 }).toContain(code).catch(async (e: unknown) => {
    await screenshot(page, 'pick-failed');
    throw e;
  });
  await first.click();
}

describe('customer messages from a FIS text', () => {
  it('a dispatcher fills the template, sees de/it/en and the open placeholder, and publishes', async () => {
    const title = `Verspätung S4 ${Date.now()}`;
    app = await openApp(browser(), { lang: 'de', path: '/kundeninformation/create', role: 'dispatcher' });
    const { page } = app;
    await field(page, 'Titel').waitFor();
    await field(page, 'Titel').fill(title);
    await pickTemplate(page, 'FIS-Meldungstext (Vorlage)', 'AUTO_VERSP');
    const filler = page.getByRole('region', { name: 'Vorlage ausfüllen' });
    await filler.waitFor();
    await filler.getByLabel('{line} – Linie').fill('S4');
    await filler.getByLabel('{train} – Zugnummer').fill('84712');
    await filler.getByLabel('{destination} – Ziel').fill('Heilbronn Hbf');
    await filler.getByLabel('{minutes} – Minuten (ganze)').fill('12');
    await filler.getByText('Noch nicht ausgefüllt: {reason}').waitFor();
    await filler.getByText('S4 84712 nach Heilbronn Hbf: ca. 12 Min. später. Grund: {reason}.').waitFor();
    await filler.getByText('S4 84712 per Heilbronn Hbf: circa 12 min. di ritardo. Motivo: {reason}.').waitFor();
    await screenshot(page, 'de-open-placeholder');
    // Taken over with the hole: saving names it and saves nothing.
    await filler.getByRole('button', { name: 'Texte in die Meldung übernehmen' }).click();
    await expect.poll(() => field(page, 'Text (deutsch)').inputValue()).toContain('{reason}');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Enthält noch einen nicht ausgefüllten Platzhalter', { exact: false }).first().waitFor();
    expect(await messagesTitled(title)).toEqual([]);

    await filler.getByLabel('{reason} – Grund (Sprache des Textes)').fill('Signalstörung');
    await filler.getByText('Alle Platzhalter ausgefüllt.').waitFor();
    await filler.getByRole('button', { name: 'Texte in die Meldung übernehmen' }).click();
    await expect.poll(() => field(page, 'Text (deutsch)').inputValue()).toBe('S4 84712 nach Heilbronn Hbf: ca. 12 Min. später. Grund: Signalstörung.');
    await field(page, 'Status').click();
    await page.getByRole('option', { name: 'Veröffentlicht' }).click();
    await screenshot(page, 'de-filled');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(async () => (await messagesTitled(title)).length, { timeout: 10_000 }).toBe(1);
    const [saved] = await messagesTitled(title);
    expect(saved).toMatchObject({
      status: 'published',
      textDe: 'S4 84712 nach Heilbronn Hbf: ca. 12 Min. später. Grund: Signalstörung.',
      textIt: 'S4 84712 per Heilbronn Hbf: circa 12 min. di ritardo. Motivo: Signalstörung.',
      textEn: 'S4 84712 to Heilbronn Hbf: about 12 min. late. Reason: Signalstörung.',
    });
    expect(saved.templateValues).toContain('minutes: 12');
    // The list shows it with its state.
    await page.goto(new URL('/kundeninformation', page.url()).toString());
    await page.getByText(title).waitFor();
    await screenshot(page, 'de-list');
  });

  it('the Italian form offers the same filler in Italian', async () => {
    app = await openApp(browser(), { lang: 'it', path: '/kundeninformation/create', role: 'dispatcher' });
    const { page } = app;
    await field(page, 'Titolo').waitFor();
    await pickTemplate(page, 'Testo FIS (modello)', 'AUTO_ANS_WARTET');
    const filler = page.getByRole('region', { name: 'Compilare il modello' });
    await filler.waitFor();
    await filler.getByLabel('{feederTrain} – Treno in coincidenza (in arrivo)').fill('RB 47 17311');
    await filler.getByText(/Non ancora compilati: .*\{line\}/).waitFor();
    await screenshot(page, 'it-filler');
    expect(await axeViolations(page)).toEqual([]);
  });
});
