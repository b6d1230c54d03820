/**
 * Rights per category (issue 13 item 7): a user without the right sees nothing of that category
 * (list, one, timeline, counts), a viewer-only user sees but may not change, the rule's subjects
 * (user, group, role) and admins' all rights; mutations refused FORBIDDEN de/it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import {
  ADMIN, COUNTS, CREATE, createCategory, DISPATCHER, gqlAs, grant, LIST, ok, ONE, situationInput, TIMELINE, TRANSITION, UPDATE,
  type Caller, type SituationView,
} from './situation-support';

let t: TestApp;
let betrieb: string;
let personal: string;
let open: SituationView;
let hidden: SituationView;

const VIEWER: Caller = { username: 'viewer', roles: ['viewer'] };
const ROSSI: Caller = { username: 'g.rossi', roles: ['planner'] };
const NOBODY: Caller = { username: 'x.nobody', roles: ['planner'] };
const KELLER: Caller = { username: 'm.keller', roles: ['planner'] };

beforeAll(async () => {
  t = await startTestApp();
  betrieb = await createCategory(t, 'BETRIEB', 'Betriebsstörung', 'Perturbazione di esercizio');
  personal = await createCategory(t, 'PERSONAL', 'Personal', 'Personale');
  for (const c of [betrieb, personal]) await grant(t, c, 'role', 'dispatcher', { view: true, edit: true, publish: true, close: true });
  // Viewers see Betrieb only; Personal is for the dispatchers and Rossi (by name).
  await grant(t, betrieb, 'role', 'viewer', { view: true });
  await grant(t, personal, 'user', 'g.rossi', { view: true, edit: true });
  // Keller's group "Leitstelle Nord" may view and close Betrieb situations.
  await ok(t.gql('mutation { createReportUser(username: "m.keller", displayName: "Martina Keller", groupName: "Leitstelle Nord", active: true) { id } }'));
  await grant(t, betrieb, 'group', 'Leitstelle Nord', { view: true, close: true });
  // A row without view grants nothing.
  await grant(t, personal, 'role', 'planner', { edit: true });
  open = (await ok(gqlAs<{ createSituation: SituationView }>(t, DISPATCHER, CREATE, { input: situationInput(betrieb, { open: true }) }))).createSituation;
  hidden = (await ok(gqlAs<{ createSituation: SituationView }>(t, DISPATCHER, CREATE, { input: situationInput(personal, { open: true, title: 'Krankmeldung Tf Frühschicht' }) }))).createSituation;
});
afterAll(async () => {
  await t?.close();
});

const list = async (c: Caller) => (await ok(gqlAs<{ situations: { total: number; items: { id: string; categoryId: string }[] } }>(t, c, LIST, { perPage: 100 }))).situations;
const one = async (c: Caller, id: string) => (await ok(gqlAs<{ situation: SituationView | null }>(t, c, ONE, { id }))).situation;
const timeline = async (c: Caller, id: string) => (await ok(gqlAs<{ situationTimeline: { total: number } | null }>(t, c, TIMELINE, { id }))).situationTimeline;
const counts = async (c: Caller) => (await ok(gqlAs<{ situationCounts: { open: number } }>(t, c, COUNTS))).situationCounts;

describe('rights per category', () => {
  it('a user without rows for a category sees nothing of it: list, one, timeline, counts', async () => {
    const l = await list(VIEWER);
    expect(l.items.map((i) => i.id)).toEqual([open.id]);
    expect(l.total).toBe(1);
    expect(await one(VIEWER, hidden.id)).toBeNull();
    expect(await timeline(VIEWER, hidden.id)).toBeNull();
    expect((await counts(VIEWER)).open).toBe(1);
    expect((await counts(DISPATCHER)).open).toBe(2);

    // No row at all: nothing.
    expect((await list(NOBODY)).total).toBe(0);
    expect(await one(NOBODY, open.id)).toBeNull();
    expect(await timeline(NOBODY, open.id)).toBeNull();
    expect((await counts(NOBODY)).open).toBe(0);
  });

  it('a viewer-only user sees the situation but may not change it (FORBIDDEN de/it)', async () => {
    const s = await one(VIEWER, open.id);
    expect(s?.rights).toEqual({ view: true, edit: false, publish: false, close: false });
    const de = await gqlAs(t, VIEWER, UPDATE, { id: open.id, version: open.version, input: situationInput(betrieb, { title: 'x' }) });
    expect(de.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(de.errors?.[0].message).toBe('Keine Berechtigung: Situationen der Kategorie „Betriebsstörung“ dürfen Sie nicht anlegen oder bearbeiten.');
    const it_ = await gqlAs(t, VIEWER, TRANSITION, { id: open.id, version: open.version, to: 'stable' }, 'it');
    expect(it_.errors?.[0].message).toBe('Non autorizzato: non può creare né modificare situazioni della categoria «Perturbazione di esercizio».');
    const create = await gqlAs(t, VIEWER, CREATE, { input: situationInput(betrieb) });
    expect(create.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Hidden category: refused like an absent situation, its name not told.
    const hid = await gqlAs(t, VIEWER, UPDATE, { id: hidden.id, version: 1, input: situationInput(personal) });
    expect(hid.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const note = await gqlAs(t, VIEWER, 'mutation($id: ID!) { addTimelineEntry(situationId: $id, text: "x") { id } }', { id: open.id });
    expect(note.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await one(DISPATCHER, open.id))?.version).toBe(open.version);
  });

  it('a row naming the user grants its rights; a row without view grants nothing', async () => {
    const l = await list(ROSSI);
    expect(l.items.map((i) => i.id)).toEqual([hidden.id]);
    const s = await one(ROSSI, hidden.id);
    expect(s?.rights).toEqual({ view: true, edit: true, publish: false, close: false });
    const close = await gqlAs(t, ROSSI, TRANSITION, { id: hidden.id, version: hidden.version, to: 'closed' });
    expect(close.errors?.[0].message).toBe('Keine Berechtigung: Situationen der Kategorie „Personal“ dürfen Sie nicht abschließen.');
    // Planners hold "edit without view" on Personal: Keller (planner) gets nothing there.
    expect(await one(KELLER, hidden.id)).toBeNull();
  });

  it("a row naming the user's group grants its rights; an inactive report user loses them", async () => {
    const s = await one(KELLER, open.id);
    expect(s?.rights).toEqual({ view: true, edit: false, publish: false, close: true });
    const mine = (await ok(gqlAs<{ myCategoryRights: { categoryId: string; view: boolean; close: boolean }[] }>(t, KELLER, '{ myCategoryRights { categoryId categoryName view edit publish close } }'))).myCategoryRights;
    expect(mine.find((r) => r.categoryId === betrieb)).toMatchObject({ view: true, close: true });
    expect(mine.find((r) => r.categoryId === personal)).toMatchObject({ view: false, close: false });
    const u = await ok(t.gql<{ allReportUsers: { id: string; version: number }[] }>('{ allReportUsers(filter: { q: "m.keller" }) { id version } }'));
    const ru = u.allReportUsers[0];
    await ok(t.gql('mutation($id: ID!, $v: Int!) { updateReportUser(id: $id, version: $v, active: false) { id } }', { id: ru.id, v: ru.version }));
    expect(await one(KELLER, open.id)).toBeNull();
  });

  it('admins hold every right on every category without any row', async () => {
    expect((await list(ADMIN)).total).toBe(2);
    expect((await one(ADMIN, hidden.id))?.rights).toEqual({ view: true, edit: true, publish: true, close: true });
  });
});
