import { columnName, type FieldDeclaration, type ResourceDeclaration } from '../../src/shared/resource/types';
import { ident } from '../db/types';

/** SQL type of a declared field's column. */
export function sqlType(f: FieldDeclaration): string {
  switch (f.type) {
    case 'string': case 'text': case 'email': case 'color': return 'text';
    case 'integer': return 'integer';
    case 'number': return 'double precision';
    case 'boolean': return 'boolean';
    case 'date': return 'date';
    case 'datetime': return 'timestamptz';
    case 'time': return 'time';
    case 'enum': return f.multiple ? 'text[]' : 'text';
    case 'reference': return 'bigint';
  }
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Expression that reads a column in its API form (the same strings on PGlite and pg). */
function readExpr(col: string, type: string): string {
  const c = `t.${ident(col)}`;
  switch (type) {
    case 'date': return `to_char(${c}, 'YYYY-MM-DD')`;
    case 'timestamptz': return `to_char(${c} AT TIME ZONE 'UTC', ${ISO_UTC})`;
    case 'time': return `${c}::text`;
    case 'bigint': return `${c}::text`;
    default: return c;
  }
}

export interface ColumnModel {
  field: string;
  column: string;
  type: string;
  decl?: FieldDeclaration;
}

export const SYSTEM_COLUMNS: ColumnModel[] = [
  { field: 'id', column: 'id', type: 'bigint' },
  { field: 'version', column: 'version', type: 'integer' },
  { field: 'createdAt', column: 'created_at', type: 'timestamptz' },
  { field: 'createdBy', column: 'created_by', type: 'text' },
  { field: 'updatedAt', column: 'updated_at', type: 'timestamptz' },
  { field: 'updatedBy', column: 'updated_by', type: 'text' },
];

/** Everything the SQL layer needs about one resource, computed once. */
export interface TableModel {
  decl: ResourceDeclaration;
  table: string;
  columns: ColumnModel[];
  byField: Map<string, ColumnModel>;
  /** SELECT list giving API-shaped rows (camelCase keys, strings for ids, dates, times). */
  selectList: string;
  from: string;
}

export function tableModel(decl: ResourceDeclaration): TableModel {
  const fields = decl.fields.map((f) => ({ field: f.name, column: columnName(f.name), type: sqlType(f), decl: f }));
  const columns = [...SYSTEM_COLUMNS, ...fields];
  return {
    decl,
    table: decl.table,
    columns,
    byField: new Map(columns.map((c) => [c.field, c])),
    selectList: columns.map((c) => `${readExpr(c.column, c.type)} AS ${ident(c.field)}`).join(', '),
    from: `${ident(decl.table)} t`,
  };
}

export type Row = Record<string, unknown> & { id: string; version: number };
