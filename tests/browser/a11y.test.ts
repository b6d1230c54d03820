import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeAfterEach, useBrowser, openApp, type AppPage } from './support/browser';
import { STATIONS, T, dialog, rows } from './support/ui';
import { transitionsEnded } from './support/axe';

const browser = useBrowser();
let app: AppPage;

closeAfterEach(() => app);

/** Runs axe (WCAG 2.x A/AA rules and best practices) and returns the serious and critical violations, printed. */
async function seriousViolations(page: Page, what: string): Promise<string[]> {
  await transitionsEnded(page);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = bad.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}x)\n      ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n      ')}`,
  );
  if (lines.length) console.log(`axe on ${what}:\n  ${lines.join('\n  ')}`);
  const minor = result.violations.length - bad.length;
  if (minor) console.log(`axe on ${what}: ${minor} moderate/minor violation(s): ${result.violations.filter((v) => !bad.includes(v)).map((v) => v.id).join(', ')}`);
  return lines;
}

describe('accessibility (axe: no serious or critical violations)', () => {
  it('shell (home page)', async () => {
    app = await openApp(browser(), { lang: 'de', path: '/' });
    await app.page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await app.page.waitForLoadState('networkidle');
    expect(await seriousViolations(app.page, 'the shell')).toEqual([]);
  });

  it('station list', async () => {
    app = await openApp(browser(), { lang: 'de', path: STATIONS });
    await rows(app.page).first().waitFor();
    expect(await seriousViolations(app.page, 'the station list')).toEqual([]);
  });

  it('station form (new-station dialog)', async () => {
    app = await openApp(browser(), { lang: 'de', path: `${STATIONS}/create` });
    await dialog(app.page, T.de.createTitle).waitFor();
    await app.page.waitForTimeout(500); // dialog transition
    expect(await seriousViolations(app.page, 'the station form')).toEqual([]);
  });

  it('station form in Italian (edit dialog)', async () => {
    app = await openApp(browser(), { lang: 'it', path: STATIONS });
    await rows(app.page).first().click();
    await app.page.getByRole('dialog').first().waitFor();
    await app.page.waitForTimeout(500);
    expect(await seriousViolations(app.page, 'the station edit form (it)')).toEqual([]);
  });
});
