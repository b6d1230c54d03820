/**
 * The resource declaration: one plain-data object per resource, read by the
 * server (table, migration, GraphQL API, server-side validation) and by the
 * client (menu entry, list/show/create/edit screens, client-side validation).
 *
 * Everything here must stay JSON-serialisable: the server sends the
 * declarations to the browser at /api/resources, so no functions, classes or
 * regular expression objects (patterns are strings).
 */

export type Lang = 'de' | 'it';
export const LANGS: readonly Lang[] = ['de', 'it'];

/** A text in every interface language. */
export type Label = Record<Lang, string>;

/** Roles of the application (see docs/roles.md once the identity issue lands). */
export type Role = 'admin' | 'dispatcher' | 'planner' | 'viewer';
export const ROLES: readonly Role[] = ['admin', 'dispatcher', 'planner', 'viewer'];

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** Reference to another field of the same record, for cross-field rules (yup.ref). */
export interface FieldRef {
  field: string;
}

interface FieldBase {
  /** camelCase; the column is the snake_case form. */
  name: string;
  label: Label;
  /** Short help text shown under the input. */
  help?: Label;
  required?: boolean;
  /** Unique across the table (case-sensitive); enforced by a unique index. */
  unique?: boolean;
  /** Shown, never written by create/update. */
  readOnly?: boolean;
  /** Not offered in forms (e.g. maintained by the server). */
  hiddenInForm?: boolean;
}

export interface StringField extends FieldBase {
  type: 'string' | 'text' | 'email' | 'color';
  minLength?: number;
  maxLength?: number;
  /** A regular expression source (anchored by the validator), with its message. */
  pattern?: { regex: string; message: Label };
  default?: string;
}

export interface NumberField extends FieldBase {
  type: 'integer' | 'number';
  min?: number;
  max?: number;
  /** Strict lower bound (value must be greater), e.g. a radius > 0. */
  moreThan?: number;
  default?: number;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  default?: boolean;
}

/** ISO date 'YYYY-MM-DD'. Limited to 1900-01-01..2099-12-31 in any case. */
export interface DateField extends FieldBase {
  type: 'date';
  min?: string | FieldRef;
  max?: string | FieldRef;
}

/** ISO timestamp with time zone. */
export interface DateTimeField extends FieldBase {
  type: 'datetime';
  min?: string | FieldRef;
  max?: string | FieldRef;
}

/** Time of day 'HH:mm' or 'HH:mm:ss'; min/max compare hours, minutes, seconds only. */
export interface TimeField extends FieldBase {
  type: 'time';
  min?: string | FieldRef;
  max?: string | FieldRef;
}

export interface EnumOption {
  value: string;
  label: Label;
}

export interface EnumField extends FieldBase {
  type: 'enum';
  options: EnumOption[];
  /** Several values (stored as text[]). */
  multiple?: boolean;
  default?: string | string[];
}

export interface ReferenceField extends FieldBase {
  type: 'reference';
  /** The referenced resource's `name` (GraphQL type name). */
  reference: string;
  /**
   * Field(s) of the referenced record shown as its label. Several fields are joined with
   * " – " (e.g. ['stationCode', 'name'] shows "NAH – Nürnberg Hbf"); when the user types in the
   * input, records whose first field matches come first (exact, then prefix), then matches of
   * the next field, so a code typed in full is the first option.
   */
  optionText: string | string[];
  /** What happens to this record when the referenced one is deleted. */
  onDelete?: 'restrict' | 'set null' | 'cascade';
  /** Must not refer to the same record as another reference field of this record (e.g. from ≠ to station). */
  notEqual?: { field: string; message: Label };
}

export type FieldDeclaration =
  | StringField
  | NumberField
  | BooleanField
  | DateField
  | DateTimeField
  | TimeField
  | EnumField
  | ReferenceField;

export type FieldType = FieldDeclaration['type'];

/**
 * A list filter: a field name (an input of the field's type), or a field with an operator:
 * 'presence' offers "is empty" / "is set" (API: `<field>_empty: true | false`).
 */
export type ListFilterDeclaration = string | { field: string; operator: 'presence' };

/**
 * Several fields unique together (a unique index over them). With `anyOrder` (two fields) the
 * pair is unique in either order: (A, B) refuses (B, A) too, e.g. a section between two stations.
 * The message is reported on the first field.
 */
export interface UniqueTogetherDeclaration {
  fields: string[];
  anyOrder?: boolean;
  message: Label;
}

/**
 * A rule between fields that min/max references cannot say (checked by the shared validation, so
 * browser and server agree; the message is reported on `field`):
 * - `requiredWhen`: `field` must be set when the field `when.field` has one of the values `when.in`
 *   (a connection side of kind "trip" needs its trip id);
 * - `requiredUnless`: `field` must be set unless all of `unlessAll` are set (a station, or both stop ids);
 * - `requiredWith`: `field` must be set when the field `with` is set (a "to" platform with a "from" one);
 * - `atMost`: `field` must not be greater than the number in `other` (max automatic ≤ max manual hold).
 * A rule whose fields are absent from the input (a partial update) is skipped; the server's update
 * validation merges the stored record first, so it sees every field.
 */
export type RecordRule =
  | { kind: 'requiredWhen'; field: string; when: { field: string; in: (string | number | boolean)[] }; message: Label }
  | { kind: 'requiredUnless'; field: string; unlessAll: string[]; message: Label }
  | { kind: 'requiredWith'; field: string; with: string; message: Label }
  | { kind: 'atMost'; field: string; other: string; message: Label };

/** The fields a record rule reads besides its own field. */
export function ruleFields(rule: RecordRule): string[] {
  switch (rule.kind) {
    case 'requiredWhen': return [rule.when.field];
    case 'requiredUnless': return [...rule.unlessAll];
    case 'requiredWith': return [rule.with];
    case 'atMost': return [rule.other];
  }
}

/** The declared exporter of a list (the list toolbar's Export button). */
export interface ExportDeclaration {
  /** Field names exported, in order (default: the list's visible and hidden columns). */
  columns?: string[];
  /** File name without extension, per language (default: the plural label). */
  fileName?: Label;
}

export interface ListDeclaration {
  /** Field names shown as columns, in order. */
  columns: string[];
  /** Columns hidden until the user picks them in the column chooser. */
  hiddenColumns?: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Filters offered besides the full-text search box. */
  filters?: ListFilterDeclaration[];
  /** Field names searched by the full-text search box ('q'). */
  search: string[];
  /** What the Export button writes (semicolon CSV with BOM, or XLSX; translated headers). */
  export?: ExportDeclaration;
}

export interface FormDeclaration {
  /** Create and edit open as dialogs over the list instead of pages. */
  dialog?: boolean;
  /** Offer "save and create another" on create. */
  saveAndCreateAnother?: boolean;
  /** Group fields into sections, in order; fields not named go last. */
  sections?: { title: Label; fields: string[] }[];
}

/**
 * The names of a resource in one language. `one`/`other` name a record and records
 * ("Eintrag"/"Einträge"): create and delete titles use `one`. `title` names the list as a
 * whole when that is not simply the plural ("Telefonbuch"); `empty` is the sentence of an
 * empty list when "Noch keine <other> vorhanden" would be wrong ("Noch keine Einträge im
 * Telefonbuch").
 */
export interface ResourceLabel {
  one: string;
  other: string;
  title?: string;
  empty?: string;
}

export interface ResourceDeclaration {
  /** GraphQL type name, PascalCase singular (ra-data-graphql-simple's resource name). */
  name: string;
  /**
   * The folder of src/resources the declaration was loaded from, set by the server's loader (not
   * written in resource.ts): a screen loads that folder's extensions.tsx only.
   */
  folder?: string;
  /** Route of the resource in the app, without slash (the specification's seed path). */
  path: string;
  /** Database table, snake_case plural. */
  table: string;
  label: Record<Lang, ResourceLabel>;
  /**
   * How a record is named in titles, delete dialogs and references: a field name, or a
   * template with {field} placeholders such as '{stationCode} – {name}'. Default: the first
   * list column.
   */
  recordRepresentation?: string;
  /**
   * Where the resource sits in the navigation: the id of an existing menu entry it
   * fills (from src/shell/navigation.ts), or a new entry under a parent area.
   */
  menu: { entry: string } | { parent: string; label?: Label; order?: number };
  fields: FieldDeclaration[];
  list: ListDeclaration;
  form?: FormDeclaration;
  /** Keep every change as a version (who, when, what) and allow restoring one. */
  history?: boolean;
  /** Combinations of fields that must be unique together (checked before writing, kept by an index). */
  uniqueTogether?: UniqueTogetherDeclaration[];
  /** Rules between fields (conditional required, one number at most another), see RecordRule. */
  rules?: RecordRule[];
  /** Text of the delete confirmation; a generic one is used otherwise. */
  deleteConfirm?: Label;
  /** Roles allowed per action. Default: everyone lists/shows, admin and planner write. */
  permissions?: Partial<Record<Action, Role[]>>;
  /** Demo data loaded on first start: a file under server/seeds/ or inline rows. */
  seed?: { module: string } | { rows: Record<string, unknown>[] };
}

/** Columns every table has, maintained by the server. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

export const DEFAULT_PERMISSIONS: Record<Action, Role[]> = {
  list: ['admin', 'dispatcher', 'planner', 'viewer'],
  show: ['admin', 'dispatcher', 'planner', 'viewer'],
  create: ['admin', 'planner'],
  edit: ['admin', 'planner'],
  delete: ['admin', 'planner'],
};

/** Identity function that gives declarations their type (and nothing else). */
export function defineResource(declaration: ResourceDeclaration): ResourceDeclaration {
  return declaration;
}

/** camelCase field name to snake_case column name. */
export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
