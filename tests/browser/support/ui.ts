import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { UiLang } from './browser';

/** The station list's route (react-admin resource name = decl.path). */
export const STATIONS = '/bahnhoeffelist';

/** Texts of the UI the tests look for (from src/providers/i18n, src/generator, the declaration). */
export const T = {
  de: {
    next: 'Zur nächsten Seite',
    search: 'Suche',
    addFilter: 'Filter hinzufügen',
    create: 'Neu',
    save: 'Speichern',
    saveAndNew: 'Speichern und neu',
    delete: 'Löschen',
    confirmDelete: 'Trotzdem löschen',
    versions: 'Versionen',
    restore: 'Wiederherstellen',
    close: 'Schließen',
    createTitle: 'Bahnhof anlegen',
    editTitle: (name: string) => `Bahnhof bearbeiten: ${name}`,
    deleteText: 'Wollen Sie den Bahnhof wirklich löschen? Möchten Sie fortfahren?',
    createdNext: 'Gespeichert. Nächsten Datensatz erfassen.',
    conflictTitle: 'Bearbeitungskonflikt',
    latMax: 'Der Wert darf höchstens 90 sein',
    stations: 'Bahnhöfe',
    language: 'Sprache',
    languageName: 'Deutsch',
    notFound: 'Seite nicht gefunden',
    notAvailable: 'Noch nicht verfügbar',
    fields: {
      name: 'Name',
      stationCode: 'Stationskürzel (RIL 100)',
      stationNumber: 'Bahnhofsnummer',
      tariffZone: 'Tarifzone',
      latitude: 'Breitengrad N',
    },
  },
  it: {
    next: 'Vai alla pagina successiva',
    search: 'Cerca',
    addFilter: 'Aggiungi filtro',
    create: 'Nuovo',
    save: 'Salva',
    saveAndNew: 'Salva e nuovo',
    delete: 'Elimina',
    confirmDelete: 'Elimina comunque',
    versions: 'Versioni',
    restore: 'Ripristina',
    close: 'Chiudi',
    createTitle: 'Crea Stazione',
    editTitle: (name: string) => `Modifica Stazione: ${name}`,
    deleteText: 'Vuole davvero eliminare la stazione? Desidera continuare?',
    createdNext: 'Salvato. Inserire il record successivo.',
    conflictTitle: 'Conflitto di modifica',
    latMax: 'Il valore non può superare 90',
    stations: 'Stazioni',
    language: 'Lingua',
    languageName: 'Italiano',
    notFound: 'Pagina non trovata',
    notAvailable: 'Non ancora disponibile',
    fields: {
      name: 'Nome',
      stationCode: 'Codice stazione (RIL 100)',
      stationNumber: 'Numero stazione',
      tariffZone: 'Zona tariffaria',
      latitude: 'Latitudine N',
    },
  },
} as const;

/** Body rows of the list's data table. */
export function rows(page: Page): Locator {
  return page.locator('main table tbody tr');
}

/** Opens the station list and waits for its first row. */
export async function openStationList(page: Page, query = ''): Promise<void> {
  await page.goto(`${STATIONS}${query}`);
  await rows(page).first().waitFor();
}

/** The pager's "1–25 von 5.400" text (src/ui/table/TablePager). */
export function rangeInfo(page: Page): Locator {
  return page.locator('main').getByText(/^\d[\d.]*\s*[–-]\s*\d[\d.]*\s+(von|di)\s+\d/);
}

/** Text of every row, in order. */
export async function rowTexts(page: Page): Promise<string[]> {
  return (await rows(page).allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** A labelled input (MUI adds a thin space and "*" to required labels, hence the optional suffix). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(labelPattern(label)).first();
}

/** A label, optionally followed by MUI's required marker ("\u2009*"). */
export function labelPattern(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(\\s*\\*)?$`);
}

/** The open dialog with the given title. */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Switches the interface language with the app bar's DE/IT toggle (no reload). */
export async function switchLanguage(page: Page, to: UiLang): Promise<void> {
  await page.getByRole('group', { name: new RegExp(`^(${T.de.language}|${T.it.language})$`) })
    .getByRole('button', { name: T[to].languageName, exact: true })
    .click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);
}

/** The sidebar navigation. */
export function nav(page: Page): Locator {
  // CSS, not ARIA: while a modal dialog is open MUI hides the rest of the page from the
  // accessibility tree, and the menu must still be readable for assertions.
  return page.locator('nav[aria-label="Hauptnavigation"], nav[aria-label="Navigazione principale"]');
}

/** Opens a collapsed area or group of the sidebar menu (no-op when already open). */
export async function expandMenu(page: Page, label: string): Promise<void> {
  const button = nav(page).getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
}

/** Waits until the list's search box holds the value and the list has reloaded. */
export async function search(page: Page, lang: UiLang, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: T[lang].search });
  await box.fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.search).includes(text));
}

/** Opens the edit dialog of the row whose text contains name (the list must show it). */
export async function openEdit(page: Page, lang: UiLang, name: string): Promise<Locator> {
  await rows(page).filter({ hasText: name }).first().click();
  const dlg = dialog(page, T[lang].editTitle(name));
  await dlg.waitFor();
  return dlg;
}

/** Opens the new-station dialog with the list's create button. */
export async function openCreate(page: Page, t: (typeof T)[UiLang]): Promise<Locator> {
  await page.getByRole('link', { name: t.create, exact: true }).or(page.getByRole('button', { name: t.create, exact: true })).first().click();
  const dlg = dialog(page, t.createTitle);
  await dlg.waitFor();
  return dlg;
}
