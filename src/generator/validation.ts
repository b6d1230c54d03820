import { validateRecord, type WriteMode } from '../shared/resource/validate';
import type { ResourceDeclaration } from '../shared/resource/types';

export type FormErrors = Record<string, { message: string; args: Record<string, unknown> }>;

/**
 * The form's `validate` function: the same validateRecord the server runs, with
 * errors in react-admin's { message, args } form (args always present, which is
 * how react-admin recognises a translatable error object).
 */
export function formValidator(decl: ResourceDeclaration, mode: WriteMode) {
  return (values: Record<string, unknown>): FormErrors => {
    const { errors } = validateRecord(decl, values, mode);
    const out: FormErrors = {};
    for (const [field, e] of Object.entries(errors)) out[field] = { message: e.message, args: e.args ?? {} };
    return out;
  };
}
