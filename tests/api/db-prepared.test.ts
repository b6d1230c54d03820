import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from './helpers';

// Reads go out as kept (named) prepared statements on both drivers (server/db/pglite.ts,
// server/db/postgres.ts): they must behave exactly like one-off queries.
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.db.query('CREATE TABLE prep_t (id int PRIMARY KEY, name text)');
  await testDb.db.query(`INSERT INTO prep_t VALUES (1, 'a'), (2, 'b'), (3, 'c')`);
});
afterAll(() => testDb?.destroy());

describe('prepared reads', () => {
  it('binds new parameters on every call of the same text, nulls and arrays included', async () => {
    const sql = 'SELECT id, name FROM prep_t WHERE id = ANY($1::int[]) OR name = $2 ORDER BY id';
    expect((await testDb.db.query(sql, [[1], null])).rows).toEqual([{ id: 1, name: 'a' }]);
    expect((await testDb.db.query(sql, [[2, 3], null])).rows).toEqual([{ id: 2, name: 'b' }, { id: 3, name: 'c' }]);
    expect((await testDb.db.query(sql, [[], 'a'])).rows).toEqual([{ id: 1, name: 'a' }]);
  });

  it('sees writes, including those committed by a transaction', async () => {
    const sql = 'SELECT count(*)::int AS n FROM prep_t';
    expect((await testDb.db.query<{ n: number }>(sql)).rows[0].n).toBe(3);
    await testDb.db.transaction((tx) => tx.query(`INSERT INTO prep_t VALUES (4, 'd')`));
    expect((await testDb.db.query<{ n: number }>(sql)).rows[0].n).toBe(4);
    await testDb.db.query('DELETE FROM prep_t WHERE id = 4');
    expect((await testDb.db.query<{ n: number }>(sql)).rows[0].n).toBe(3);
  });

  it('returns new columns after a schema change, in and outside a transaction', async () => {
    const sql = 'SELECT * FROM prep_t WHERE id = $1';
    expect((await testDb.db.query(sql, [1])).rows).toEqual([{ id: 1, name: 'a' }]);
    await testDb.db.query('ALTER TABLE prep_t ADD COLUMN extra int DEFAULT 7');
    expect((await testDb.db.query(sql, [1])).rows).toEqual([{ id: 1, name: 'a', extra: 7 }]);
    await testDb.db.transaction((tx) => tx.query('ALTER TABLE prep_t ADD COLUMN more text'));
    expect((await testDb.db.query(sql, [1])).rows).toEqual([{ id: 1, name: 'a', extra: 7, more: null }]);
  });

  it('reports a failing read and keeps working', async () => {
    const sql = 'SELECT 10 / $1::int AS x';
    await expect(testDb.db.query(sql, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await testDb.db.query(sql, [5])).rows).toEqual([{ x: 2 }]);
    await expect(testDb.db.query('SELECT nope FROM prep_t')).rejects.toMatchObject({ code: '42703' });
    expect((await testDb.db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
