import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../../server/db/migrate';

describe('migration statements', () => {
  it('splits at semicolons but keeps a $$ function body whole (0020 trigger)', () => {
    const sql = `-- comment; with a semicolon
CREATE TABLE a (x int);
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE a SET x = x + 1;
  RETURN NULL;
END
$$;
CREATE INDEX a_x ON a (x);`;
    const out = statementsOf(sql);
    expect(out).toHaveLength(3);
    expect(out[1]).toContain('UPDATE a SET x = x + 1;\n  RETURN NULL;');
    expect(out[2]).toBe('CREATE INDEX a_x ON a (x)');
  });
});
