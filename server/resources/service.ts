import type { FieldDeclaration } from '../../src/shared/resource/types';
import type { FieldErrors } from '../../src/shared/resource/validate';
import { actorName, type RequestContext } from '../context';
import { ident, isPgError, type Database, type Queryable } from '../db/types';
import type { Row, TableModel } from './columns';
import { uniqueTogetherName } from './ddl';
import { badUserInput, conflict, inUse, notFound } from './errors';
import { fieldChanges, findVersion, listVersions, recordVersion, type Operation, type RecordVersion } from './history';
import { countQuery, listQuery, type ListArgs } from './list';
import { validateCreate, validateUpdate } from './validation';

export interface ResourceChange {
  resource: string;
  id: string;
  operation: Operation;
  version: number | null;
}

const ID = /^\d{1,18}$/;

/** Reads and writes of one resource; every write is one transaction. */
export class ResourceService {
  constructor(
    readonly model: TableModel,
    private readonly db: Database,
    private readonly models: Map<string, TableModel>,
    private readonly onChange: (change: ResourceChange) => void,
  ) {}

  private get name() {
    return this.model.decl.name;
  }

  async get(id: string, q: Queryable = this.db, lock = false): Promise<Row | null> {
    if (!ID.test(id)) return null;
    const r = await q.query<Row>(`SELECT ${this.model.selectList} FROM ${this.model.from} WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return r.rows[0] ?? null;
  }

  async list(args: ListArgs): Promise<Row[]> {
    const { sql, params } = listQuery(this.model, args);
    return (await this.db.query<Row>(sql, params)).rows;
  }

  async count(args: ListArgs): Promise<number> {
    const { sql, params } = countQuery(this.model, args);
    return (await this.db.query<{ count: number }>(sql, params)).rows[0].count;
  }

  versions(id: string): Promise<RecordVersion[]> {
    return listVersions(this.db, this.name, id);
  }

  async create(input: Record<string, unknown>, ctx: RequestContext): Promise<Row> {
    const { errors, values } = validateCreate(this.model.decl, input);
    if (Object.keys(errors).length) throw badUserInput(ctx.lang, this.model.decl, errors);
    const row = await this.write(ctx, async (tx) => {
      await this.checkConstraints(tx, values, null, ctx);
      const cols = Object.keys(values).map((f) => this.model.byField.get(f)!);
      const params = [...cols.map((c) => this.param(c.decl!, values[c.field])), actorName(ctx)];
      const names = [...cols.map((c) => ident(c.column)), 'created_by', 'updated_by'];
      const placeholders = [...cols.map((_, i) => `$${i + 1}`), `$${params.length}`, `$${params.length}`];
      const r = await tx.query<Row>(
        `INSERT INTO ${ident(this.model.table)} AS t (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${this.model.selectList}`,
        params,
      );
      const created = r.rows[0];
      await this.history(tx, 'create', created, fieldChanges(this.model, null, created), ctx);
      return created;
    });
    this.onChange({ resource: this.name, id: row.id, operation: 'create', version: row.version });
    return row;
  }

  async update(id: string, input: Record<string, unknown>, expectedVersion: number | null | undefined, ctx: RequestContext, op: Operation = 'update'): Promise<Row> {
    const row = await this.write(ctx, async (tx) => {
      const current = await this.get(id, tx, true);
      if (!current) throw notFound(ctx.lang);
      if (expectedVersion !== null && expectedVersion !== undefined && expectedVersion !== current.version) {
        throw conflict(ctx.lang, { version: current.version, updatedAt: current.updatedAt as string | null, updatedBy: current.updatedBy as string | null });
      }
      const { errors, values } = validateUpdate(this.model.decl, current, input);
      if (Object.keys(errors).length) throw badUserInput(ctx.lang, this.model.decl, errors);
      await this.checkConstraints(tx, values, id, ctx);
      const cols = Object.keys(values).map((f) => this.model.byField.get(f)!);
      const params: unknown[] = [id, actorName(ctx), ...cols.map((c) => this.param(c.decl!, values[c.field]))];
      const sets = ['version = t.version + 1', 'updated_at = now()', 'updated_by = $2', ...cols.map((c, i) => `${ident(c.column)} = $${i + 3}`)];
      const r = await tx.query<Row>(`UPDATE ${ident(this.model.table)} AS t SET ${sets.join(', ')} WHERE t.id = $1 RETURNING ${this.model.selectList}`, params);
      const updated = r.rows[0];
      await this.history(tx, op, updated, fieldChanges(this.model, current, updated), ctx);
      return updated;
    });
    this.onChange({ resource: this.name, id: row.id, operation: op, version: row.version });
    return row;
  }

  async remove(id: string, ctx: RequestContext): Promise<Row> {
    const row = await this.write(ctx, async (tx) => {
      const current = await this.get(id, tx, true);
      if (!current) throw notFound(ctx.lang);
      try {
        await tx.query(`DELETE FROM ${ident(this.model.table)} WHERE id = $1`, [id]);
      } catch (e) {
        if (isPgError(e, '23503')) throw inUse(ctx.lang);
        throw e;
      }
      const gone = { ...current, version: current.version + 1 };
      await this.history(tx, 'delete', gone, fieldChanges(this.model, current, null), ctx);
      return current;
    });
    this.onChange({ resource: this.name, id: row.id, operation: 'delete', version: row.version + 1 });
    return row;
  }

  /** Writes the data of an old version as a new version (history is never rewritten). */
  async restore(id: string, version: number, expectedVersion: number | null | undefined, ctx: RequestContext): Promise<Row> {
    const data = await findVersion(this.db, this.name, id, version);
    if (!data) throw notFound(ctx.lang, 'error.versionNotFound');
    const input: Record<string, unknown> = {};
    for (const f of this.model.decl.fields) if (!f.readOnly && f.name in data) input[f.name] = data[f.name];
    return this.update(id, input, expectedVersion, ctx, 'restore');
  }

  private async history(tx: Queryable, op: Operation, row: Row, changes: ReturnType<typeof fieldChanges>, ctx: RequestContext) {
    if (this.model.decl.history) await recordVersion(tx, this.model, op, row.version, row, changes, actorName(ctx));
  }

  private param(f: FieldDeclaration, v: unknown): unknown {
    if (v === undefined || v === null) return null;
    if (f.type === 'enum' && f.multiple) return (Array.isArray(v) ? v : [v]).map(String);
    if (f.type === 'reference') return String(v);
    if ((f.type === 'date' || f.type === 'datetime') && v instanceof Date) return v.toISOString();
    return v;
  }

  /** References must exist, unique fields must be free: all problems reported at once. */
  private async checkConstraints(tx: Queryable, values: Record<string, unknown>, ownId: string | null, ctx: RequestContext) {
    const errors: FieldErrors = {};
    for (const f of this.model.decl.fields) {
      const v = values[f.name];
      if (v === undefined || v === null) continue;
      if (f.type === 'reference') {
        const target = this.models.get(f.reference);
        const ok = target && ID.test(String(v)) && (await tx.query(`SELECT 1 FROM ${ident(target.table)} WHERE id = $1`, [String(v)])).rows.length > 0;
        if (!ok) errors[f.name] = { message: 'validation.reference.missing' };
      } else if (f.unique) {
        const col = this.model.byField.get(f.name)!;
        const r = await tx.query(`SELECT 1 FROM ${ident(this.model.table)} WHERE ${ident(col.column)} = $1 AND id <> $2 LIMIT 1`, [this.param(f, v), ownId ?? '0']);
        if (r.rows.length) errors[f.name] = { message: 'validation.unique' };
      }
    }
    if (!Object.keys(errors).length) await this.checkUniqueTogether(tx, values, ownId, errors);
    if (Object.keys(errors).length) throw badUserInput(ctx.lang, this.model.decl, errors);
  }

  /**
   * Declared combinations of fields must be free (on update with the stored values of the fields
   * not sent); `anyOrder` pairs also refuse the reversed pair. Reported on the first field.
   */
  private async checkUniqueTogether(tx: Queryable, values: Record<string, unknown>, ownId: string | null, errors: FieldErrors) {
    const rules = this.model.decl.uniqueTogether ?? [];
    if (!rules.length) return;
    const stored = ownId && rules.some((u) => u.fields.some((f) => values[f] === undefined)) ? await this.get(ownId, tx) : null;
    for (const u of rules) {
      if (!u.fields.some((f) => values[f] !== undefined)) continue;
      const vals = u.fields.map((f) => (values[f] !== undefined ? values[f] : stored?.[f]));
      if (vals.some((v) => v === undefined || v === null)) continue;
      const fields = u.fields.map((f) => this.model.decl.fields.find((x) => x.name === f)!);
      const cols = u.fields.map((f) => ident(this.model.byField.get(f)!.column));
      const params = [...vals.map((v, i) => this.param(fields[i], v)), ownId ?? '0'];
      const same = cols.map((c, i) => `${c} = $${i + 1}`).join(' AND ');
      const reversed = u.anyOrder && cols.length === 2 ? ` OR (${cols[0]} = $2 AND ${cols[1]} = $1)` : '';
      const r = await tx.query(`SELECT 1 FROM ${ident(this.model.table)} WHERE ((${same})${reversed}) AND id <> $${params.length} LIMIT 1`, params);
      if (r.rows.length) errors[u.fields[0]] = { message: 'validation.custom', args: u.message };
    }
  }

  /** Runs a write transaction, turning constraint races into the same field errors. */
  private async write<T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (e) {
      if (!isPgError(e) || !['23505', '23503', '23502'].includes(e.code!)) throw e;
      const together = (this.model.decl.uniqueTogether ?? []).find((u) => e.constraint === uniqueTogetherName(this.model, u));
      if (e.code === '23505' && together) throw badUserInput(ctx.lang, this.model.decl, { [together.fields[0]]: { message: 'validation.custom', args: together.message } });
      const field = this.fieldOfConstraint(e.constraint, e.column, e.detail);
      if (!field) throw e;
      const message = e.code === '23505' ? 'validation.unique' : e.code === '23503' ? 'validation.reference.missing' : 'validation.required';
      throw badUserInput(ctx.lang, this.model.decl, { [field]: { message } });
    }
  }

  private fieldOfConstraint(constraint?: string, column?: string, detail?: string): string | undefined {
    const cols = this.model.columns.filter((c) => c.decl);
    const hit =
      cols.find((c) => c.column === column) ??
      cols.find((c) => constraint === `${this.model.table}_${c.column}_key` || constraint === `${this.model.table}_${c.column}_fkey`) ??
      cols.find((c) => detail?.includes(`(${c.column})=`));
    return hit?.field;
  }
}
