import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimetableVersion } from '../../src/shared/operations/types';
import type { Role } from '../../src/shared/resource/types';
import type { RequestContext } from '../../server/context';
import { isPgError } from '../../server/db/types';
import { readGtfsFeed } from '../../server/operations/gtfs';
import { activeVersion, feedToTimetable, timetableSchemaExtension, writeTimetableVersion } from '../../server/operations/timetable';
import { createPubSub } from '../../server/pubsub';
import { buildSchema } from '../../server/resources/schema';
import { generateGtfsFeed, generateGtfsTables } from '../support/gtfsFeed';
import { startTestApp, type TestApp } from './helpers';

/** Timetable versions over GraphQL: list, activate, roll back, role checks, the one-active rule. */
let t: TestApp;
const FIELDS = 'id name status activatedAt validFrom validTo stats';

async function newVersion(name: string): Promise<string> {
  const read = await readGtfsFeed(generateGtfsFeed({ stopTimes: 200 }));
  if (!read.ok) throw new Error('generated feed refused');
  return (await writeTimetableVersion(t.db, feedToTimetable(read.feed, { name }), { importedBy: 'test' })).id;
}

async function statuses(): Promise<Record<string, string>> {
  const r = await t.gql<{ timetableVersions: TimetableVersion[] }>(`{ timetableVersions { id status } }`, undefined, 'de', 'viewer');
  expect(r.errors).toBeUndefined();
  return Object.fromEntries(r.data.timetableVersions.map((v) => [v.id, v.status]));
}

const activate = (id: string, role: Role = 'planner', lang = 'de') =>
  t.gql<{ activateTimetableVersion: TimetableVersion }>(`mutation A($id: ID!) { activateTimetableVersion(id: $id) { ${FIELDS} } }`, { id }, lang, role);
const rollback = (role: Role = 'planner', lang = 'de', expectedTargetId?: string) =>
  t.gql<{ rollbackTimetableVersion: TimetableVersion }>(
    `mutation R($expected: ID) { rollbackTimetableVersion(expectedTargetId: $expected) { ${FIELDS} } }`,
    expectedTargetId === undefined ? undefined : { expected: expectedTargetId },
    lang,
    role,
  );

/** Where a rollback would go now, as the page reads it (everyone signed in may). */
async function rollbackTarget(role: Role = 'viewer'): Promise<{ targetId: string | null; reason: string | null }> {
  const r = await t.gql<{ timetableRollback: { targetId: string | null; reason: string | null } }>(`{ timetableRollback { targetId reason } }`, undefined, 'de', role);
  expect(r.errors).toBeUndefined();
  return r.data.timetableRollback;
}

/** Reads the announced target, rolls back, and checks that exactly that version became active. */
async function rollbackToAnnounced(): Promise<string> {
  const { targetId, reason } = await rollbackTarget();
  expect(reason).toBeNull();
  const r = await rollback();
  expect(r.errors).toBeUndefined();
  expect(r.data.rollbackTimetableVersion.id).toBe(targetId);
  expect((await activeVersion(t.db))?.id).toBe(targetId);
  return targetId!;
}

let a: string;
let b: string;
let c: string;

beforeAll(async () => {
  t = await startTestApp();
  a = await newVersion('A');
  b = await newVersion('B');
  c = await newVersion('C');
});
afterAll(() => t?.close());

describe('timetable versions', () => {
  it('lists every version, newest first, for every signed-in role', async () => {
    for (const role of ['viewer', 'dispatcher', 'planner', 'admin'] as Role[]) {
      const r = await t.gql<{ timetableVersions: TimetableVersion[] }>(`{ timetableVersions { ${FIELDS} } }`, undefined, 'de', role);
      expect(r.errors).toBeUndefined();
      expect(r.data.timetableVersions.map((v) => v.name)).toEqual(['C', 'B', 'A']);
      expect(r.data.timetableVersions[0]).toMatchObject({ status: 'imported', activatedAt: null, validFrom: '2026-01-01', validTo: '2026-12-31' });
      const tables = generateGtfsTables({ stopTimes: 200 });
      expect(r.data.timetableVersions[0].stats).toEqual({
        lines: tables['routes.txt'].rows.length,
        routes: expect.any(Number),
        stops: new Set(tables['stop_times.txt'].rows.map((row) => row[3])).size,
        trips: tables['trips.txt'].rows.length,
        stopTimes: 200,
        circulations: new Set(tables['trips.txt'].rows.map((row) => row[5])).size,
      });
    }
  });

  it('refuses activation and rollback to viewers and dispatchers (FORBIDDEN, de/it), nothing changes', async () => {
    const before = await statuses();
    const de = await activate(a, 'viewer', 'de');
    expect(de.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(de.errors?.[0].message).toContain('Keine Berechtigung');
    const it = await rollback('dispatcher', 'it');
    expect(it.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(it.errors?.[0].message).toContain('Non autorizzato');
    expect(await statuses()).toEqual(before);
  });

  it('rollback with nothing active is BAD_USER_INPUT; the query says so beforehand', async () => {
    expect(await rollbackTarget()).toEqual({ targetId: null, reason: 'nothingActive' });
    const r = await rollback('planner', 'it');
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0].message).toContain('Non c’è alcuna versione');
  });

  it('activates: exactly one active, the previous one retired, re-activating is a no-op', async () => {
    const first = await activate(a);
    expect(first.errors).toBeUndefined();
    expect(first.data.activateTimetableVersion).toMatchObject({ id: a, status: 'active', activatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await statuses()).toEqual({ [a]: 'active', [b]: 'imported', [c]: 'imported' });

    expect((await activate(b, 'admin')).data.activateTimetableVersion.status).toBe('active');
    expect(await statuses()).toEqual({ [a]: 'retired', [b]: 'active', [c]: 'imported' });
    const again = await activate(b);
    expect(again.errors).toBeUndefined();
    expect(await statuses()).toEqual({ [a]: 'retired', [b]: 'active', [c]: 'imported' });

    expect((await activate(c)).data.activateTimetableVersion.status).toBe('active');
    expect(await statuses()).toEqual({ [a]: 'retired', [b]: 'retired', [c]: 'active' });
    expect((await activeVersion(t.db))?.id).toBe(c);
  });

  it('announces the rollback target for every signed-in role: the version active before the current one', async () => {
    for (const role of ['viewer', 'dispatcher', 'planner', 'admin'] as Role[]) {
      expect(await rollbackTarget(role)).toEqual({ targetId: b, reason: null });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ timetableRollback { targetId } }' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a rollback whose announced target is out of date (CONFLICT, de/it), nothing changes', async () => {
    const before = await statuses();
    const stale = await rollback('planner', 'de', a);
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Inzwischen wurde der Fahrplan geändert: Das Zurückrollen würde jetzt zu „B“ führen. Es wurde nichts geändert; bitte erneut prüfen.',
      extensions: { code: 'CONFLICT' },
    });
    const it = await rollback('planner', 'it', a);
    expect(it.errors?.[0]).toMatchObject({ message: expect.stringContaining('ora si tornerebbe a «B»'), extensions: { code: 'CONFLICT' } });
    const malformed = await rollback('planner', 'de', 'x1');
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await statuses()).toEqual(before);
  });

  it('rolls back through the activation history: C → B → A, each time to the announced target, then nothing before A', async () => {
    expect(await rollbackToAnnounced()).toBe(b);
    expect(await statuses()).toEqual({ [a]: 'retired', [b]: 'active', [c]: 'retired' });

    // The announced target passed back: accepted while it is still the target.
    expect(await rollbackTarget()).toEqual({ targetId: a, reason: null });
    const toA = await rollback('planner', 'de', a);
    expect(toA.errors).toBeUndefined();
    expect(toA.data.rollbackTimetableVersion).toMatchObject({ id: a, status: 'active' });
    expect(await statuses()).toEqual({ [a]: 'active', [b]: 'retired', [c]: 'retired' });

    expect(await rollbackTarget()).toEqual({ targetId: null, reason: 'noPrevious' });
    const gone = await rollback('planner', 'de', b);
    expect(gone.errors?.[0].extensions?.code).toBe('CONFLICT');
    const none = await rollback('planner', 'de');
    expect(none.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(none.errors?.[0].message).toBe('Vor „A“ war keine andere Fahrplanversion aktiv: Es gibt keine Version, zu der zurückgekehrt werden kann.');
    expect(await statuses()).toEqual({ [a]: 'active', [b]: 'retired', [c]: 'retired' });
  });

  it('a retired version can be activated again, and a rollback then returns to the one before', async () => {
    expect((await activate(c)).data.activateTimetableVersion.status).toBe('active');
    expect(await rollbackToAnnounced()).toBe(a);
    // A rollback keeps the re-activated version's own predecessor: A had none.
    expect(await rollbackTarget()).toEqual({ targetId: null, reason: 'noPrevious' });
  });

  it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for a malformed one, in de and it', async () => {
    const unknown = await activate('987654', 'planner', 'de');
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Die Fahrplanversion „987654“ gibt es nicht.', extensions: { code: 'NOT_FOUND' } });
    const malformed = await activate('abc', 'planner', 'it');
    expect(malformed.errors?.[0]).toMatchObject({ message: 'La versione dell’orario «abc» non esiste.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('the database refuses a second active version (partial unique index)', async () => {
    let error: unknown;
    try {
      await t.db.query(`UPDATE timetable_versions SET status = 'active' WHERE id = $1`, [b]);
    } catch (e) {
      error = e;
    }
    expect(isPgError(error, '23505')).toBe(true);
  });
});

describe('onActivated', () => {
  it('is called after an activation and a rollback, not for a no-op or a refusal', async () => {
    let calls = 0;
    const schema = buildSchema([], createPubSub(), [timetableSchemaExtension({ db: t.db, onActivated: () => { calls++; } })]);
    const run = (source: string, roles: Role[] = ['planner']) => {
      const contextValue: RequestContext = { user: { id: 'u', username: 'planer', name: 'Planer', email: null, roles, sessionId: null }, lang: 'de' };
      return graphql({ schema, source, contextValue });
    };
    const active = (await activeVersion(t.db))!.id;
    await run(`mutation { activateTimetableVersion(id: "${active}") { id } }`);
    expect(calls).toBe(0);
    await run(`mutation { activateTimetableVersion(id: "${b}") { id } }`, ['viewer']);
    expect(calls).toBe(0);
    const r = await run(`mutation { activateTimetableVersion(id: "${b}") { id status } }`);
    expect(r.errors).toBeUndefined();
    expect(calls).toBe(1);
    await run('mutation { rollbackTimetableVersion { id } }');
    expect(calls).toBe(2);
    expect((await activeVersion(t.db))!.id).toBe(active);
  });
});

describe('any version, directly (issue 11, item 9)', () => {
  it('after A → B → C → B a rollback reaches A, and A can be activated directly', async () => {
    const [a2, b2, c2] = [await newVersion('A2'), await newVersion('B2'), await newVersion('C2')];
    for (const id of [a2, b2, c2, b2]) {
      const r = await activate(id);
      expect(r.errors).toBeUndefined();
      expect(r.data.activateTimetableVersion).toMatchObject({ id, status: 'active' });
    }
    // Going back to B is a jump back along the chain: B keeps A as its predecessor (before: C, and
    // the rollback bounced C ↔ B for ever).
    expect(await rollbackTarget()).toEqual({ targetId: a2, reason: null });
    expect(await rollbackToAnnounced()).toBe(a2);

    // The same history again, then A directly from the table (an activation, no rollback).
    for (const id of [b2, c2, b2]) expect((await activate(id)).errors).toBeUndefined();
    const direct = await activate(a2);
    expect(direct.errors).toBeUndefined();
    expect(direct.data.activateTimetableVersion).toMatchObject({ id: a2, status: 'active' });
    const s = await statuses();
    expect(Object.entries(s).filter(([, status]) => status === 'active').map(([id]) => id)).toEqual([a2]);
    expect([s[b2], s[c2]]).toEqual(['retired', 'retired']);
    // C, never on A's chain, is reached by activating it; a rollback then returns to A.
    expect((await activate(c2)).errors).toBeUndefined();
    expect(await rollbackToAnnounced()).toBe(a2);
  });

  it('lists the versions newest first by id as a number with 12 and more versions', async () => {
    while (Object.keys(await statuses()).length < 12) await newVersion(`V${Object.keys(await statuses()).length + 1}`);
    const r = await t.gql<{ timetableVersions: TimetableVersion[] }>(`{ timetableVersions { id } }`, undefined, 'de', 'viewer');
    expect(r.errors).toBeUndefined();
    const ids = r.data.timetableVersions.map((v) => v.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    expect(ids.some((id) => id.length >= 2)).toBe(true);
    expect(ids).toEqual([...ids].sort((x, y) => Number(y) - Number(x)));
  });
});
