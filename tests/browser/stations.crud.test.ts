import { describe, expect, it } from 'vitest';
import { createStation, stationById, stationsNamed, uniqueName } from './support/api';
import { closeAfterEach, useBrowser, openApp, type AppPage } from './support/browser';
import { STATIONS, T, field, openCreate, openEdit, openStationList, rows, search, switchLanguage } from './support/ui';

const de = T.de;
const it_ = T.it;
const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

describe('station create, edit, delete', () => {
  it('creates two stations with "Speichern und neu", then "Speichern"', async () => {
    const first = uniqueName('Testbahnhof A');
    const second = uniqueName('Testbahnhof B');
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    const dlg = await openCreate(page, de);
    await page.waitForURL(new RegExp(`${STATIONS}/create$`));

    await field(dlg, de.fields.name).fill(first);
    await field(dlg, de.fields.tariffZone).fill('TZ1');
    await dlg.getByRole('button', { name: de.saveAndNew }).click();
    await expect.poll(() => page.getByText(de.createdNext).count()).toBeGreaterThan(0);
    // The dialog stays open with an empty form for the next record.
    await expect.poll(() => field(dlg, de.fields.name).inputValue()).toBe('');
    await expect.poll(async () => (await stationsNamed(first)).map((s) => s.tariffZone)).toEqual(['TZ1']);

    await field(dlg, de.fields.name).fill(second);
    await dlg.getByRole('button', { name: de.save, exact: true }).click();
    await dlg.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stationsNamed(second)).length).toBe(1);
    expect(await stationsNamed(first)).toHaveLength(1);
  });

  it('edits a station in the edit dialog', async () => {
    const name = uniqueName('Testbahnhof E');
    const created = await createStation({ name, tariffZone: 'ALT' });
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    await search(page, 'de', name);
    const dlg = await openEdit(page, 'de', name);
    await expect.poll(() => field(dlg, de.fields.tariffZone).inputValue()).toBe('ALT');
    await field(dlg, de.fields.tariffZone).fill('NEU');
    await dlg.getByRole('button', { name: de.save, exact: true }).click();
    await dlg.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stationById(created.id))?.tariffZone).toBe('NEU');
    expect((await stationById(created.id))?.version).toBe(created.version + 1);
    await expect.poll(() => rows(page).filter({ hasText: name }).first().innerText()).toContain('NEU');
  });

  it('deletes a station after the confirmation text', async () => {
    const name = uniqueName('Testbahnhof D');
    const created = await createStation({ name });
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);
    await search(page, 'de', name);
    const dlg = await openEdit(page, 'de', name);
    await dlg.getByRole('button', { name: de.delete, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: de.deleteText });
    await confirm.waitFor();
    await expect.poll(() => confirm.innerText()).toContain(de.deleteText);
    await confirm.getByRole('button', { name: de.confirmDelete }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => stationById(created.id).catch(() => null)).toBeNull();
    expect(await stationsNamed(name)).toEqual([]);
    await page.waitForURL((url) => url.pathname === STATIONS);
    await expect.poll(() => rows(page).filter({ hasText: name }).count()).toBe(0);
  });

  it('shows the latitude error in German and in Italian, and saves nothing', async () => {
    const name = uniqueName('Testbahnhof V');
    app = await openApp(browser(), { lang: 'de' });
    const { page } = app;
    await openStationList(page);

    const tryLatitude91 = async (t: typeof de | typeof it_) => {
      const dlg = await openCreate(page, t);
      await field(dlg, t.fields.name).fill(name);
      await field(dlg, t.fields.latitude).fill('91');
      await dlg.getByRole('button', { name: t.save, exact: true }).click();
      await expect.poll(() => dlg.getByText(t.latMax).count()).toBeGreaterThan(0);
      await expect.poll(() => field(dlg, t.fields.latitude).getAttribute('aria-invalid')).toBe('true');
      // Still open, nothing stored.
      expect(await dlg.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await dlg.waitFor({ state: 'detached' });
    };

    await tryLatitude91(de);
    await switchLanguage(page, 'it');
    await tryLatitude91(it_);
    expect(await stationsNamed(name)).toEqual([]);
  });
});
