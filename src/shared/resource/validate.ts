/**
 * Validation of a record against its resource declaration. The same function
 * runs in the browser (form validation) and on the server (before any write),
 * so both sides accept and refuse exactly the same input.
 */
import * as yup from 'yup';
import { ruleFields, type FieldDeclaration, type FieldRef, type RecordRule, type ResourceDeclaration } from './types';
import { installYupRules, type ErrorMessage } from '../validation/yupRules';

installYupRules();

/** Per-field errors: field name -> i18n key with arguments. */
export type FieldErrors = Record<string, ErrorMessage>;

export type WriteMode = 'create' | 'update';

const COLOR = /^#[0-9A-Fa-f]{6}$/;
// Deliberately simple: one @, no spaces, a dot in the domain part.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const msg = (message: string, args?: Record<string, unknown>) =>
  ({ message, args }) as unknown as string;

function bound(b: string | FieldRef): unknown {
  return typeof b === 'string' ? b : yup.ref(b.field);
}

/** Empty strings from form inputs mean "no value". */
const emptyToNull = (v: unknown) => (v === '' ? null : v);

function fieldSchema(field: FieldDeclaration, mode: WriteMode): yup.Schema {
  const required = field.required === true;
  // On update a field left out of the payload keeps its stored value.
  const requireIfPresent = mode === 'update';
  let s: yup.Schema;
  switch (field.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'color': {
      let str = yup.string().transform(emptyToNull).nullable().typeError(msg('validation.required'));
      if (field.minLength !== undefined) str = str.min(field.minLength, msg('validation.string.min', { min: field.minLength }));
      if (field.maxLength !== undefined) str = str.max(field.maxLength, msg('validation.string.max', { max: field.maxLength }));
      if (field.type === 'email') str = str.matches(EMAIL, { message: msg('validation.string.email'), excludeEmptyString: true });
      if (field.type === 'color') str = str.matches(COLOR, { message: msg('validation.string.color'), excludeEmptyString: true });
      if (field.pattern) {
        str = str.matches(new RegExp(`^(?:${field.pattern.regex})$`), {
          message: msg('validation.custom', field.pattern.message),
          excludeEmptyString: true,
        });
      }
      s = str;
      break;
    }
    case 'integer':
    case 'number': {
      let num = yup
        .number()
        .transform((v, orig) => (orig === '' || orig === null ? null : v))
        .nullable()
        .typeError(msg('validation.number.type'));
      if (field.type === 'integer') num = num.integer(msg('validation.number.integer'));
      if (field.min !== undefined) num = num.min(field.min, msg('validation.number.min', { min: field.min }));
      if (field.max !== undefined) num = num.max(field.max, msg('validation.number.max', { max: field.max }));
      if (field.moreThan !== undefined) num = num.moreThan(field.moreThan, msg('validation.number.moreThan', { more: field.moreThan }));
      s = num;
      break;
    }
    case 'boolean':
      s = yup.boolean().nullable().typeError(msg('validation.boolean.type'));
      break;
    case 'date':
    case 'datetime': {
      let d = yup.mixed().transform(emptyToNull).nullable().validDate();
      if (field.min !== undefined) d = d.minDate(bound(field.min));
      if (field.max !== undefined) d = d.maxDate(bound(field.max));
      if (required) d = d.requiredDate();
      return requireIfPresent && required ? d.nonNullable(msg('validation.date.required')) : d;
    }
    case 'time': {
      let t = yup.mixed().transform(emptyToNull).nullable();
      t = t.minTime(field.min !== undefined ? bound(field.min) : '00:00:00');
      if (field.max !== undefined) t = t.maxTime(bound(field.max));
      s = t;
      break;
    }
    case 'enum': {
      const values = field.options.map((o) => o.value);
      s = field.multiple
        ? yup.array(yup.string().oneOf(values, msg('validation.enum.oneOf'))).nullable()
        : yup.string().transform(emptyToNull).nullable().oneOf([...values, null], msg('validation.enum.oneOf'));
      if (field.multiple && required) s = (s as yup.ArraySchema<string[] | null | undefined, yup.AnyObject>).min(1, msg('validation.required'));
      break;
    }
    case 'reference': {
      s = yup.mixed().transform(emptyToNull).nullable();
      const other = field.notEqual;
      if (other) {
        s = s.test('notEqual', msg('validation.custom', other.message), function (v) {
          const o = (this.parent as Record<string, unknown>)[other.field];
          return v === null || v === undefined || o === null || o === undefined || o === '' || String(v) !== String(o);
        });
      }
      break;
    }
  }
  if (required) {
    s = mode === 'create' ? s.required(msg('validation.required')) : s.nonNullable(msg('validation.required'));
  }
  return s;
}

/** A value counts as set when it is neither empty nor an empty list. */
function isSet(v: unknown): boolean {
  return v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);
}

/** Whether a record rule holds for the (cleaned) record; undefined = not applicable. */
function ruleHolds(rule: RecordRule, record: Record<string, unknown>, mode: WriteMode): boolean {
  // A partial update that leaves out a field the rule reads cannot judge it (the server merges
  // the stored record before validating, so this only skips rules in partial client checks).
  if (mode === 'update' && [rule.field, ...ruleFields(rule)].some((f) => record[f] === undefined)) return true;
  const v = record[rule.field];
  switch (rule.kind) {
    case 'requiredWhen': {
      const w = record[rule.when.field];
      const applies = rule.when.in.some((x) => String(x) === String(w));
      return !applies || isSet(v);
    }
    case 'requiredUnless':
      return rule.unlessAll.every((f) => isSet(record[f])) || isSet(v);
    case 'requiredWith':
      return !isSet(record[rule.with]) || isSet(v);
    case 'atMost': {
      const o = record[rule.other];
      return typeof v !== 'number' || typeof o !== 'number' || v <= o;
    }
  }
}

/** The yup schema of a resource's writable fields. */
export function recordSchema(resource: ResourceDeclaration, mode: WriteMode): yup.ObjectSchema<yup.AnyObject> {
  const shape: Record<string, yup.Schema> = {};
  for (const field of resource.fields) {
    if (field.readOnly) continue;
    shape[field.name] = fieldSchema(field, mode);
  }
  let schema = yup.object(shape);
  (resource.rules ?? []).forEach((rule, i) => {
    schema = schema.test(`rule${i}`, msg('validation.custom', rule.message), function (record) {
      if (!record || ruleHolds(rule, record as Record<string, unknown>, mode)) return true;
      return this.createError({ path: rule.field, message: msg('validation.custom', rule.message) });
    });
  });
  return schema;
}

function toErrorMessage(err: yup.ValidationError): ErrorMessage {
  const m = err.message as unknown;
  if (m && typeof m === 'object' && 'message' in m) return m as ErrorMessage;
  return { message: String(m) };
}

/**
 * Validates a record; returns the per-field errors (empty when valid) and the
 * cleaned values (empty strings as null, numbers as numbers).
 */
export function validateRecord(
  resource: ResourceDeclaration,
  data: Record<string, unknown>,
  mode: WriteMode,
): { errors: FieldErrors; values: Record<string, unknown> } {
  const schema = recordSchema(resource, mode);
  const writable = new Set(resource.fields.filter((f) => !f.readOnly).map((f) => f.name));
  // On update only the fields sent are checked and written (partial updates).
  const input: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (writable.has(k)) input[k] = v;
  const target = mode === 'update' ? schema.pick(Object.keys(input)) : schema;
  try {
    const values = target.validateSync(input, { abortEarly: false, stripUnknown: true }) as Record<string, unknown>;
    return { errors: {}, values };
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: FieldErrors = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const path = inner.path?.split(/[.[]/)[0] ?? '_';
      if (!errors[path]) errors[path] = toErrorMessage(inner);
    }
    return { errors, values: {} };
  }
}
