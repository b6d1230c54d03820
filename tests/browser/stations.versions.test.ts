import { describe, expect, it } from 'vitest';
import { createStation, gql, stationById, uniqueName, type StationRow } from './support/api';
import { closeAfterEach, useBrowser, openApp, type AppPage } from './support/browser';
import { STATIONS, T, dialog, field } from './support/ui';

const de = T.de;
const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

async function setTariffZone(id: string, version: number, tariffZone: string): Promise<StationRow> {
  const data = await gql<{ updateStation: StationRow }>(
    'mutation($id: ID!, $v: Int, $t: String) { updateStation(id: $id, version: $v, tariffZone: $t) { id version name tariffZone stationCode gpsLatitudeN stopAnnouncement } }',
    { id, v: version, t: tariffZone },
  );
  return data.updateStation;
}

describe('versions', () => {
  it('restores an earlier version as a new version', async () => {
    const name = uniqueName('Testbahnhof H');
    const v1 = await createStation({ name, tariffZone: 'EINS' });
    const v2 = await setTariffZone(v1.id, v1.version, 'ZWEI');
    const v3 = await setTariffZone(v1.id, v2.version, 'DREI');
    expect([v1.version, v2.version, v3.version]).toEqual([1, 2, 3]);

    app = await openApp(browser(), { lang: 'de', path: `${STATIONS}/${v1.id}` });
    const { page } = app;
    const edit = dialog(page, de.editTitle(name));
    await edit.waitFor();
    await expect.poll(() => field(edit, de.fields.tariffZone).inputValue()).toBe('DREI');
    await edit.getByRole('button', { name: de.versions }).click();

    const versions = dialog(page, `Versionen: ${name}`);
    await versions.waitFor();
    const table = versions.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    const text = await table.innerText();
    expect(text).toContain('EINS');
    expect(text).toContain('ZWEI');
    expect(text).toContain('DREI');

    // Restore the first version (the station as created).
    await versions.getByRole('button', { name: `${de.restore}: Version 1` }).click();
    const confirm = page.getByRole('dialog', { name: 'Version 1 wiederherstellen' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: de.restore, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    await expect.poll(async () => (await stationById(v1.id))?.tariffZone).toBe('EINS');
    expect((await stationById(v1.id))?.version).toBe(4);
    // The history was not rewritten: four versions now, the newest a restore.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    await versions.getByRole('button', { name: de.close, exact: true }).last().click();
    await versions.waitFor({ state: 'detached' });
    // The form shows the restored value.
    await expect.poll(() => field(edit, de.fields.tariffZone).inputValue()).toBe('EINS');
  });
});
