/**
 * Notification chains in the browser (issue 13 item 6): a situation of the demo chain
 * "Betriebsstörung erheblich" (category BETRIEB, from severity major) notifies the Schichtleitung,
 * whose receiver is the app user `dispatcher`; the dispatcher sees it in the app bar's bell,
 * acknowledges it there, and the situation's timeline and chain section show who acknowledged.
 * German and Italian; the admins' outbox lists the e-mails; axe on each screen.
 * Screenshots go to .tmp/ (situation-notifications-*.png).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { gql, uniqueName } from './support/api';
import { assertNoPageErrors, closeAfterEach, openApp, useBrowser, type AppPage } from './support/browser';
import { BROWSER_TMP } from './support/servers';
import { seriousViolations } from './support/axe';

const browser = useBrowser();
let app: AppPage | undefined;
closeAfterEach(() => app);

interface RunView { chainName: string; acknowledgedBy: string | null; notifications: { channel: string; status: string; subject: string }[] }

const created: { id: string }[] = [];
afterAll(async () => {
  for (const { id } of created) {
    const s = (await gql<{ situation: { version: number; state: string } | null }>('query($id: ID!) { situation(id: $id) { version state } }', { id }).catch(() => null))?.situation;
    if (s && s.state !== 'closed') await gql('mutation($id: ID!, $v: Int!) { transitionSituation(id: $id, version: $v, to: "closed") { id } }', { id, v: s.version }).catch(() => undefined);
  }
});

async function betriebCategory(): Promise<string> {
  const data = await gql<{ allCategories: { id: string }[] }>('{ allCategories(filter: { code: "BETRIEB" }) { id } }');
  return data.allCategories[0].id;
}

/** An open situation of category BETRIEB, severity major (another session: the admin, through the API). */
async function openBetriebSituation(title: string): Promise<string> {
  const input = {
    title, categoryId: await betriebCategory(), severity: 'major', priority: 'high', planned: false, startAt: new Date().toISOString(),
    lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: 'Signal zeigt Halt, Fahrdienstleiter vor Ort.', open: true,
  };
  const id = (await gql<{ createSituation: { id: string } }>('mutation($input: SituationInput!) { createSituation(input: $input) { id } }', { input })).createSituation.id;
  created.push({ id });
  return id;
}

async function runs(id: string): Promise<RunView[]> {
  return (await gql<{ situationChainRuns: RunView[] }>(
    'query($id: ID!) { situationChainRuns(situationId: $id) { chainName acknowledgedBy notifications { channel status subject } } }', { id },
  )).situationChainRuns;
}

/** Waits until the server's chain timer has delivered the in-app notification (it runs every 5 s). */
async function inAppSubject(id: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const n = (await runs(id)).flatMap((r) => r.notifications).find((x) => x.channel === 'inApp' && x.status === 'sent');
    if (n) return n.subject;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no in-app notification for situation ${id}`);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(BROWSER_TMP, `situation-notifications-${name}.png`), fullPage: true });
}

const T = {
  de: { bell: /^Benachrichtigungen/, ack: (title: string) => `Benachrichtigung „${title}“ quittieren`, heading: (number: string, title: string) => `${number} · Erheblich: ${title}`, toast: 'Benachrichtigung quittiert', acked: /Quittiert/, open: 'Lage öffnen', runs: 'Meldeketten', by: 'Quittiert von dispatcher', timeline: /Benachrichtigung an .+ quittiert von dispatcher/ },
  it: { bell: /^Notifiche/, ack: (title: string) => `Confermare la notifica «${title}»`, heading: (number: string, title: string) => `${number} · Rilevante: ${title}`, toast: 'Notifica confermata', acked: /Confermata/, open: 'Aprire la situazione', runs: 'Catene di notifica', by: 'Confermata da dispatcher', timeline: /Notifica a .+ confermata da dispatcher/ },
} as const;

describe('in-app notifications of notification chains', () => {
  for (const lang of ['de', 'it'] as const) {
    it(`a dispatcher acknowledges a notification in the bell and the situation shows it (${lang})`, async () => {
      const t = T[lang];
      const title = uniqueName(lang === 'de' ? 'Weichenstörung Rastatt' : 'Guasto allo scambio Bolzano');
      const id = await openBetriebSituation(title);
      const subject = await inAppSubject(id);
      expect(subject).toContain(title);
      const number = (await gql<{ situation: { number: string } }>('query($id: ID!) { situation(id: $id) { number } }', { id })).situation.number;
      // The bell names it in the reader's language (the receiver's e-mail subject is German).
      const heading = t.heading(number, title);

      app = await openApp(browser(), { role: 'dispatcher', lang });
      const { page } = app;
      const bell = page.getByRole('banner').getByRole('button', { name: t.bell });
      await expect.poll(async () => (await bell.getAttribute('aria-label')) ?? '', { timeout: 20_000 }).toMatch(/\d/);
      await bell.click();
      const popover = page.getByRole('dialog', { name: t.bell });
      const ackButton = popover.getByRole('button', { name: t.ack(heading) });
      await ackButton.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `bell-${lang}`);
      await ackButton.click();
      await page.getByText(t.toast).first().waitFor();
      const item = popover.getByRole('listitem').filter({ hasText: title });
      await expect.poll(() => item.innerText()).toMatch(t.acked);
      expect(await popover.getByRole('button', { name: t.ack(heading) }).count()).toBe(0);
      const [run] = await runs(id);
      expect(run.acknowledgedBy).toBe('dispatcher');

      await item.getByRole('link', { name: t.open }).click();
      await page.waitForURL(`**/lagebericht/${id}`);
      const section = page.locator('[data-section="chain-runs"]');
      await section.getByRole('heading', { name: t.runs }).waitFor();
      await section.getByText(t.by).waitFor();
      await page.getByText(t.timeline).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `situation-${lang}`);
      assertNoPageErrors(app);
    }, 120_000);
  }

  it('the admins\' outbox lists what the chain would have sent, with content', async () => {
    const title = uniqueName('Oberleitungsstörung Durlach');
    const id = await openBetriebSituation(title);
    await inAppSubject(id);
    app = await openApp(browser(), { role: 'admin', lang: 'de', path: '/lagebericht_postausgang' });
    const { page } = app;
    await page.getByRole('heading', { name: 'Postausgang', level: 1 }).waitFor();
    const row = page.locator('[data-outbox]').filter({ hasText: title }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('nur Postausgang');
    await row.getByText('Inhalt anzeigen').click();
    await row.getByText('die Leitstelle meldet eine Lage (Meldekette „Betriebsstörung erheblich“)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'outbox-de');
    assertNoPageErrors(app);
  }, 120_000);

  it('an admin sees the chain\'s steps in its edit screen (de, it)', async () => {
    const chains = (await gql<{ allNotificationChains: { id: string; name: string }[] }>('{ allNotificationChains(perPage: 50) { id name } }')).allNotificationChains;
    const chain = chains.find((c) => c.name === 'Betriebsstörung erheblich')!;
    for (const lang of ['de', 'it'] as const) {
      app = await openApp(browser(), { role: 'admin', lang, path: `/meldekettenEdit/${chain.id}` });
      const { page } = app;
      await page.getByRole('button', { name: lang === 'de' ? 'Schritte (3)' : 'Passi (3)' }).click();
      const dialog = page.getByRole('dialog');
      const steps = dialog.getByRole('listitem');
      await expect.poll(() => steps.allInnerTexts()).toEqual(lang === 'de'
        ? ['1. Benachrichtigen · Gruppe Schichtleitung', '2. Quittung abwarten · 10 Minuten', '3. Eskalieren · Gruppe Betriebsleitung']
        : ['1. Notificare · Gruppo Schichtleitung', '2. Attendere la conferma · 10 minuti', '3. Escalare · Gruppo Betriebsleitung']);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `chain-steps-${lang}`);
      assertNoPageErrors(app);
      await app.close();
      app = undefined;
    }
  }, 120_000);
});
