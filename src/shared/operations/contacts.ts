/**
 * Contacts of a run (the control centre's train popup), shared by the server's contacts API and
 * the browser: the roles a contact can have and the limits of a follow-up contact's fields.
 */
export type RunContactRole = 'driver' | 'guard' | 'depot' | 'operations' | 'maintenance' | 'other';

export const RUN_CONTACT_ROLES: readonly RunContactRole[] = ['driver', 'guard', 'depot', 'operations', 'maintenance', 'other'];

/** 'roster': derived from the circulation (no crew roster yet); 'followUp': added by a dispatcher. */
export type RunContactSource = 'roster' | 'followUp';

export interface RunContact {
  id: string;
  runId: string;
  source: RunContactSource;
  role: RunContactRole;
  name: string;
  phone: string;
  note: string;
  /** followUp only: who added it and when (ISO). */
  createdBy: string | null;
  createdAt: string | null;
}

export const CONTACT_NAME_MAX = 100;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_NOTE_MAX = 1000;
/** Digits, spaces and + ( ) / - ; at least three digits. */
export const PHONE_PATTERN = /^\+?[0-9 ()/-]{3,30}$/;

export function isContactRole(value: string): value is RunContactRole {
  return (RUN_CONTACT_ROLES as readonly string[]).includes(value);
}

export type ContactProblem = 'nameRequired' | 'nameTooLong' | 'badRole' | 'badPhone' | 'noteTooLong';

/** What is wrong with a follow-up contact's fields (empty: nothing). Phone may be empty. */
export function contactProblems(input: { name: string; role: string; phone: string; note: string }): ContactProblem[] {
  const out: ContactProblem[] = [];
  const name = input.name.trim();
  if (!name) out.push('nameRequired');
  else if (name.length > CONTACT_NAME_MAX) out.push('nameTooLong');
  if (!isContactRole(input.role)) out.push('badRole');
  const phone = input.phone.trim();
  if (phone && (!PHONE_PATTERN.test(phone) || (phone.match(/\d/g) ?? []).length < 3)) out.push('badPhone');
  if (input.note.trim().length > CONTACT_NOTE_MAX) out.push('noteTooLong');
  return out;
}
