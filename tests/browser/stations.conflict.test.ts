import { afterEach, describe, expect, it } from 'vitest';
import { createStation, stationById, uniqueName } from './support/api';
import { assertNoPageErrors, useBrowser, openApp, type AppPage } from './support/browser';
import { STATIONS, T, dialog, field } from './support/ui';

const de = T.de;
const browser = useBrowser();
const apps: AppPage[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) {
    await app.close();
    assertNoPageErrors(app);
  }
});

describe('stale save', () => {
  it('refuses the second save, keeps its input and overwrites nothing', async () => {
    const name = uniqueName('Testbahnhof K');
    const created = await createStation({ name, tariffZone: 'START' });
    const a = await openApp(browser(), { lang: 'de', path: `${STATIONS}/${created.id}` });
    const b = await openApp(browser(), { lang: 'de', path: `${STATIONS}/${created.id}` });
    apps.push(a, b);
    const dlgA = dialog(a.page, de.editTitle(name));
    const dlgB = dialog(b.page, de.editTitle(name));
    await dlgA.waitFor();
    await dlgB.waitFor();
    await expect.poll(() => field(dlgA, de.fields.tariffZone).inputValue()).toBe('START');
    await expect.poll(() => field(dlgB, de.fields.tariffZone).inputValue()).toBe('START');

    // A saves first.
    await field(dlgA, de.fields.tariffZone).fill('VON-A');
    await dlgA.getByRole('button', { name: de.save, exact: true }).click();
    await dlgA.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stationById(created.id))?.tariffZone).toBe('VON-A');

    // B still has version 1 loaded: its save must be refused.
    await field(dlgB, de.fields.tariffZone).fill('VON-B');
    await field(dlgB, de.fields.name).fill(`${name} B`);
    await dlgB.getByRole('button', { name: de.save, exact: true }).click();
    const notice = dlgB.getByRole('alert').filter({ hasText: de.conflictTitle });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Version 2');
    // The typed input is still in the form, the dialog still open.
    expect(await field(dlgB, de.fields.tariffZone).inputValue()).toBe('VON-B');
    expect(await field(dlgB, de.fields.name).inputValue()).toBe(`${name} B`);
    expect(await dlgB.isVisible()).toBe(true);
    // Nothing overwritten.
    const stored = await stationById(created.id);
    expect(stored).toMatchObject({ name, tariffZone: 'VON-A', version: 2 });
  });
});
