import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { dialog, field, rows } from './support/ui';

/**
 * A resource added by configuration (Personal > Telefonbuch, src/resources/phone-book): label
 * grammar of its empty list, the app's own e-mail message instead of the browser's bubble, and a
 * station reference shown and ranked by code and name.
 */
const PHONE_BOOK = '/telefonbuch';
const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

interface Entry { id: string; name: string; email: string | null; stationId: string | null }

async function entries(): Promise<Entry[]> {
  const r = await gql<{ allPhoneBookEntries: Entry[] }>(`{ allPhoneBookEntries(perPage: 1000) { id name email stationId } }`);
  return r.allPhoneBookEntries;
}

async function removeAll(): Promise<void> {
  for (const e of await entries()) await gql(`mutation($id: ID!) { deletePhoneBookEntry(id: $id) { id } }`, { id: e.id });
}

describe('generated screens of a configured resource (phone book)', () => {
  it('names the empty list with the declared sentence, in German and Italian', async () => {
    await removeAll();
    app = await openApp(browser(), { lang: 'de', path: PHONE_BOOK });
    await app.page.getByText('Noch keine Einträge im Telefonbuch', { exact: true }).waitFor();
    expect(await app.page.getByText('Noch keine Telefonbuch').count()).toBe(0);
    await app.close();
    app = await openApp(browser(), { lang: 'it', path: PHONE_BOOK });
    await app.page.getByText('Ancora nessuna voce nella rubrica telefonica', { exact: true }).waitFor();
  });

  it('shows the Italian e-mail message (no native bubble), then saves with a station picked by its code', async () => {
    await removeAll();
    app = await openApp(browser(), { lang: 'it', path: `${PHONE_BOOK}/create` });
    const { page } = app;
    const dlg = dialog(page, 'Crea Voce della rubrica');
    await dlg.waitFor();
    // The browser's own constraint validation is off: its bubble would be English and hide ours.
    expect(await dlg.locator('form').evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    await field(dlg, 'Nome').fill('Giulia Bianchi');
    await field(dlg, 'E-mail').fill('giulia.bianchi-senza-chiocciola');
    await dlg.getByRole('button', { name: 'Salva', exact: true }).click();
    await dlg.getByText('Indirizzo e-mail non valido').waitFor();
    expect(await entries()).toEqual([]);

    await field(dlg, 'E-mail').fill('giulia.bianchi@example.org');
    // Typing a station code puts that station first, before names that merely contain it.
    await field(dlg, 'Stazione').fill('NN');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect.poll(() => first.innerText(), { timeout: 20_000 }).toBe('NN – Nürnberg Hbf');
    await first.click();
    await dlg.getByRole('button', { name: 'Salva', exact: true }).click();
    await dlg.waitFor({ state: 'detached' });
    await expect.poll(async () => (await entries()).map((e) => [e.name, e.email])).toEqual([['Giulia Bianchi', 'giulia.bianchi@example.org']]);
    await expect.poll(() => rows(page).first().innerText()).toContain('NN – Nürnberg Hbf');
  });
});
