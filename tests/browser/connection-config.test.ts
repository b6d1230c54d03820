/**
 * Connection configuration and walk times (issue 14 item 1) in the generated screens: a planner
 * sees the demo connections, gets the record rule's message when a side kind lacks its value and
 * saves once it is complete; the Italian list and the walk times; axe; screenshots (de, it) in .tmp.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { field, rows } from './support/ui';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage;
closeAfterEach(() => app);

const NAME = 'Karlsruhe Hbf: RB 47 aus Heidelberg → S7 nach Achern';

const shot = (page: Page, name: string) => page.screenshot({ path: join(BROWSER_TMP, `connection-config-${name}.png`), fullPage: true });

interface Config { id: string; version: number; feederKind: string; feederTripId: string | null }
const configNamed = async (name: string) =>
  (await gql<{ allConnectionConfigs: Config[] }>(`query($q: String) { allConnectionConfigs(filter: { q: $q }) { id version feederKind feederTripId } }`, { q: name })).allConnectionConfigs[0];

describe('connection configuration screens', () => {
  it('a planner sees the demo connections, is told what a trip side lacks (de), and saves it complete', { timeout: 180_000 }, async () => {
    app = await openApp(browser(), { lang: 'de', role: 'planner', path: '/connectionConfigurationList' });
    const { page } = app;
    await rows(page).filter({ hasText: NAME }).first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Anschlusskonfiguration' }).count()).toBeGreaterThan(0);
    await shot(page, 'list-de');

    const before = await configNamed(NAME);
    // On the name: a click on the station or line in the row opens that record instead.
    await rows(page).filter({ hasText: NAME }).first().locator('td[data-col="name"]').click();
    const kind = field(page, 'Zubringer: Art');
    await kind.waitFor();
    await kind.click();
    await page.getByRole('option', { name: 'Einzelne Fahrt' }).click();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(() => page.getByText('Zubringer „Einzelne Fahrt“ braucht eine Fahrt (trip_id)').count()).toBeGreaterThan(0);
    await shot(page, 'form-error-de');
    // Refused in the browser: nothing saved.
    expect((await configNamed(NAME)).version).toBe(before.version);

    await field(page, 'Zubringer: Fahrt (GTFS trip_id)').fill('AVG-47012');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(async () => (await configNamed(NAME)).feederTripId).toBe('AVG-47012');
    const after = await configNamed(NAME);
    expect(after).toMatchObject({ feederKind: 'trip', version: before.version + 1 });
    // Put the demo row back for the other tests and reruns.
    await gql(`mutation($id: ID!, $v: Int!) { updateConnectionConfig(id: $id, version: $v, feederKind: "lineDirection", feederTripId: null) { id } }`, { id: after.id, v: after.version });
  });

  it('the Italian list and the walk times, without serious accessibility violations', { timeout: 240_000 }, async () => {
    app = await openApp(browser(), { lang: 'it', role: 'planner', path: '/connectionConfigurationList' });
    const { page } = app;
    await rows(page).filter({ hasText: NAME }).first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Configurazione coincidenze' }).count()).toBeGreaterThan(0);
    expect(await page.locator('main table thead').innerText()).toContain('Attesa automatica max. (min)');
    await shot(page, 'list-it');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/umsteigezeiten');
    await rows(page).filter({ hasText: '300' }).first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Tempi di trasbordo' }).count()).toBeGreaterThan(0);
    await shot(page, 'walk-times-it');
    expect(await seriousViolations(page)).toEqual([]);

    await rows(page).filter({ hasText: 'RB' }).first().locator('td[data-col="walkTimeS"]').click();
    await field(page, 'Tempo di trasbordo (s)').waitFor();
    await shot(page, 'walk-time-form-it');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
