/**
 * Situation report, part "texts" (issue 13 items 5, 8, 9) in a real Chromium against the real
 * server (demo data): the outgoing dispatcher hands the shift over (open situations, pending
 * checklist items, standing instructions valid today) and the next shift, another user, sees and
 * acknowledges it in Italian; de and it, axe. Screenshots go to .tmp/situation-texts-*.png.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

const HANDOVER = '/lagebericht/uebergabe';

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(BROWSER_TMP, { recursive: true });
  await page.waitForTimeout(400); // transitions (toasts, chips) settle
  await page.screenshot({ path: join(BROWSER_TMP, `situation-texts-${name}.png`), fullPage: true });
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
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
