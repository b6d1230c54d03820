import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStation, gql, uniqueName } from './support/api';
import { closeAfterEach, useBrowser, openApp, type AppPage, type UiLang } from './support/browser';
import { STATIONS, T, dialog, labelPattern, nav, switchLanguage } from './support/ui';
import { testOperatorZone } from './support/servers';

const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

/**
 * The date part of a timestamp as the app shows it in a language: in the operator's zone (the
 * server's, src/ui/format), "25.11.2026" in German and "25/11/2026" in Italian.
 */
function dateIn(iso: string, lang: UiLang): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: testOperatorZone() }).format(new Date(iso)).split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

async function versionsText(page: Page, lang: UiLang, name: string): Promise<string> {
  const edit = dialog(page, T[lang].editTitle(name));
  await edit.getByRole('button', { name: T[lang].versions, exact: true }).click();
  const versions = dialog(page, lang === 'de' ? `Versionen: ${name}` : `Versioni: ${name}`);
  await versions.getByRole('table').waitFor();
  const text = await versions.innerText();
  await versions.getByRole('button', { name: T[lang].close, exact: true }).last().click();
  await versions.waitFor({ state: 'detached' });
  return text;
}

/** Closes the open edit dialog, switches the language in the app bar, reopens the dialog via history. */
async function switchLanguageAround(page: Page, name: string, from: UiLang, to: UiLang): Promise<void> {
  const edit = dialog(page, T[from].editTitle(name));
  await page.keyboard.press('Escape');
  await edit.waitFor({ state: 'detached' });
  await switchLanguage(page, to);
  await page.goBack();
  await dialog(page, T[to].editTitle(name)).waitFor();
}

describe('language switch', () => {
  it('switches German to Italian without reload (texts and date format) and keeps the choice', async () => {
    const name = uniqueName('Testbahnhof S');
    const station = await createStation({ name });
    const { _versions } = await gql<{ _versions: { changedAt: string }[] }>(
      'query($id: ID!) { _versions(resource: "Station", id: $id) { changedAt } }',
      { id: station.id },
    );
    const changedAt = _versions[0].changedAt;
    expect(dateIn(changedAt, 'de')).not.toBe(dateIn(changedAt, 'it'));

    app = await openApp(browser(), { lang: 'de', path: `${STATIONS}/${station.id}` });
    const { page } = app;
    await dialog(page, T.de.editTitle(name)).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => nav(page).getByText('Planung', { exact: true }).count()).toBe(1);
    expect(await versionsText(page, 'de', name)).toContain(dateIn(changedAt, 'de'));

    // Mark the document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    // The modal edit dialog covers the app bar (as for a user): close it, switch, and go back to
    // it through browser history, which is client-side navigation, not a reload.
    await switchLanguageAround(page, name, 'de', 'it');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Texts of the shell, the generated form and the menu are Italian now.
    await expect.poll(() => nav(page).getByText('Pianificazione', { exact: true }).count()).toBe(1);
    expect(await nav(page).getByText('Planung', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(labelPattern(T.it.fields.name)).count()).toBeGreaterThan(0);
    const itText = await versionsText(page, 'it', name);
    expect(itText).toContain(dateIn(changedAt, 'it'));
    expect(itText).not.toContain(dateIn(changedAt, 'de'));
    expect(await page.evaluate(() => window.localStorage.getItem('userLanguage'))).toBe('it');

    // After a reload the app starts in Italian.
    await page.reload();
    await dialog(page, T.it.editTitle(name)).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    await expect.poll(() => nav(page).getByText('Pianificazione', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => window.localStorage.getItem('userLanguage'))).toBe('it');

    // And back to German.
    await switchLanguageAround(page, name, 'it', 'de');
    expect(await page.evaluate(() => window.localStorage.getItem('userLanguage'))).toBe('de');
  });

  it('keeps what is on the screen: the same field with what the user typed, the map not rebuilt', async () => {
    app = await openApp(browser(), { lang: 'de', path: '/control-center' });
    const { page } = app;
    const search = page.getByRole('combobox', { name: 'Zugnummer', exact: true });
    await search.click(); // the search loads its autocomplete when the user reaches it (src/ui/LazyAutocomplete.tsx)
    await search.fill('850');
    await page.locator('.leaflet-container').waitFor();
    // Marks on the elements themselves: a remounted screen would draw new ones without them.
    await search.evaluate((e) => e.setAttribute('data-before-switch', '1'));
    await page.locator('.leaflet-container').evaluate((e) => e.setAttribute('data-before-switch', '1'));

    await switchLanguage(page, 'it');
    const searchIt = page.getByRole('combobox', { name: 'Numero treno', exact: true });
    await searchIt.waitFor();
    expect(await searchIt.inputValue()).toBe('850');
    expect(await searchIt.getAttribute('data-before-switch')).toBe('1');
    expect(await page.locator('.leaflet-container[data-before-switch="1"]').count()).toBe(1);
    await expect.poll(() => nav(page).getByText('Pianificazione', { exact: true }).count()).toBe(1);

    await switchLanguage(page, 'de');
    await expect.poll(() => nav(page).getByText('Planung', { exact: true }).count()).toBe(1);
    expect(await search.inputValue()).toBe('850');
  });
});
