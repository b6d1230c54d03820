/** Follow-up contacts of runs (table op_run_contacts, migration 0007). */
import type { RunContact, RunContactRole } from '../../../src/shared/operations/contacts';
import type { Queryable } from '../../db/types';

interface Row {
  id: string | number;
  run_id: string;
  name: string;
  role: RunContactRole;
  phone: string;
  note: string;
  created_by: string;
  created_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toContact(r: Row): RunContact {
  return {
    id: String(r.id), runId: r.run_id, source: 'followUp', role: r.role, name: r.name, phone: r.phone, note: r.note,
    createdBy: r.created_by, createdAt: iso(r.created_at),
  };
}

export async function listFollowUps(db: Queryable, runId: string): Promise<RunContact[]> {
  const res = await db.query<Row>(
    'SELECT id, run_id, name, role, phone, note, created_by, created_at FROM op_run_contacts WHERE run_id = $1 ORDER BY created_at, id',
    [runId],
  );
  return res.rows.map(toContact);
}

export interface NewContact {
  runId: string;
  name: string;
  role: RunContactRole;
  phone: string;
  note: string;
}

export async function insertFollowUp(db: Queryable, c: NewContact, actor: string): Promise<RunContact> {
  const res = await db.query<Row>(
    `INSERT INTO op_run_contacts (operating_day, run_id, name, role, phone, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, run_id, name, role, phone, note, created_by, created_at`,
    [c.runId.slice(0, 10), c.runId, c.name, c.role, c.phone, c.note, actor],
  );
  return toContact(res.rows[0]);
}
