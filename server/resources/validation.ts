import { ruleFields, type ResourceDeclaration } from '../../src/shared/resource/types';
import { recordSchema, validateRecord, type FieldErrors } from '../../src/shared/resource/validate';
import type { ObjectSchema, AnyObject } from 'yup';

export interface Validated {
  errors: FieldErrors;
  values: Record<string, unknown>;
}

function writable(decl: ResourceDeclaration, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of decl.fields) if (!f.readOnly && input[f.name] !== undefined) out[f.name] = input[f.name];
  return out;
}

const createSchemas = new WeakMap<ResourceDeclaration, ObjectSchema<AnyObject>>();

/**
 * validateRecord(decl, data, 'create') with the yup schema built once per declaration (building it
 * costs far more than validating; seeding thousands of rows depends on this). Errors still come
 * from validateRecord itself, so messages are exactly the shared ones.
 */
function validateFull(decl: ResourceDeclaration, data: Record<string, unknown>): Validated {
  let schema = createSchemas.get(decl);
  if (!schema) {
    schema = recordSchema(decl, 'create');
    createSchemas.set(decl, schema);
  }
  try {
    const values = schema.validateSync(data, { abortEarly: false, stripUnknown: true }) as Record<string, unknown>;
    return { errors: {}, values };
  } catch {
    return validateRecord(decl, data, 'create');
  }
}

/** Create: declared defaults fill absent fields, then the shared validation runs. */
export function validateCreate(decl: ResourceDeclaration, input: Record<string, unknown>): Validated {
  const data = writable(decl, input);
  for (const f of decl.fields) {
    if (f.readOnly || data[f.name] !== undefined) continue;
    if ('default' in f && f.default !== undefined) data[f.name] = f.default;
  }
  const { errors, values } = validateFull(decl, data);
  if (Object.keys(errors).length) return { errors, values: {} };
  // Only the fields that have a value are inserted; the rest stay NULL.
  const out: Record<string, unknown> = {};
  for (const f of decl.fields) if (!f.readOnly && values[f.name] !== undefined) out[f.name] = values[f.name];
  return { errors, values: out };
}

/**
 * Update: the fields sent are validated together with the stored record (so cross-field
 * rules such as "not before commissionedOn" see the stored other value); errors are reported
 * for the fields sent and for fields whose rule refers to a field sent. Only fields sent are written.
 */
export function validateUpdate(decl: ResourceDeclaration, current: Record<string, unknown>, input: Record<string, unknown>): Validated {
  const sent = writable(decl, input);
  const stored: Record<string, unknown> = {};
  for (const f of decl.fields) if (!f.readOnly) stored[f.name] = current[f.name] ?? null;
  const { errors } = validateRecord(decl, { ...stored, ...sent }, 'update');
  const relevant: FieldErrors = {};
  for (const [field, e] of Object.entries(errors)) {
    const f = decl.fields.find((x) => x.name === field);
    const refs = f ? (['min', 'max', 'notEqual'] as const).map((b) => (f as unknown as Record<string, unknown>)[b]).filter((v): v is { field: string } => !!v && typeof v === 'object' && 'field' in v) : [];
    // A record rule's error concerns the fields it reads too (e.g. the side kind changed, its trip id is stored empty).
    const ruled = (decl.rules ?? []).filter((r) => r.field === field).flatMap((r) => ruleFields(r));
    if (field in sent || refs.some((r) => r.field in sent) || ruled.some((n) => n in sent)) relevant[field] = e;
  }
  if (Object.keys(relevant).length) return { errors: relevant, values: {} };
  const { values } = validateRecord(decl, sent, 'update');
  return { errors: {}, values };
}
