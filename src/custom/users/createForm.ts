/**
 * The "create identity" form: its values, validation (the same rules as the development realm's
 * admin API, server/identity/routes/admin.ts) and the UserRepresentation it sends.
 */
import type { Lang } from '../../shared/resource/types';
import { normalizeRoles, splitName, type AppRole } from './identityStatus';
import { userTexts } from './messages';

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Keycloak's default password policy of the development realm. */
export const MIN_PASSWORD_LENGTH = 8;

export interface CreateIdentityValues {
  username: string;
  name: string;
  email: string;
  language: Lang;
  roles: AppRole[];
  password: string;
}

export type CreateIdentityErrors = Partial<Record<keyof CreateIdentityValues, string>>;

export function validatePassword(password: string, lang: Lang): string | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? userTexts.text(lang, 'errPassword', { min: MIN_PASSWORD_LENGTH }) : undefined;
}

/** Errors per field in the user's language; empty when the values can be sent. */
export function validateCreateIdentity(values: CreateIdentityValues, lang: Lang): CreateIdentityErrors {
  const errors: CreateIdentityErrors = {};
  if (!USERNAME_PATTERN.test(values.username.trim())) errors.username = userTexts.text(lang, 'errUsername');
  if (!values.name.trim()) errors.name = userTexts.text(lang, 'errName');
  const email = values.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = userTexts.text(lang, 'errEmail');
  if (normalizeRoles(values.roles).length === 0) errors.roles = userTexts.text(lang, 'errRoles');
  const password = validatePassword(values.password, lang);
  if (password) errors.password = password;
  return errors;
}

/** The body of POST /admin/realms/{realm}/users: enabled, with the initial password and realm roles. */
export function userRepresentation(values: CreateIdentityValues) {
  const email = values.email.trim();
  return {
    username: values.username.trim(),
    enabled: true,
    ...splitName(values.name),
    ...(email ? { email } : {}),
    attributes: { language: [values.language] },
    realmRoles: normalizeRoles(values.roles),
    credentials: [{ type: 'password', value: values.password, temporary: false }],
  };
}

/** The application profile that goes with a new identity (UserProfile fields). */
export function profileOf(values: CreateIdentityValues) {
  const email = values.email.trim();
  return {
    username: values.username.trim(),
    displayName: values.name.trim(),
    email: email || null,
    language: values.language,
    roles: normalizeRoles(values.roles),
    active: true,
  };
}
