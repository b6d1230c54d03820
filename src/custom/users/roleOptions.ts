/** The role choices with their de/it labels, taken from the UserProfile declaration's `roles` field. */
import { enumLabel } from '../../shared/resource/enumLabel';
import type { Lang, ResourceDeclaration } from '../../shared/resource/types';
import { APP_ROLES, type AppRole } from './identityStatus';

export function roleOptions(decl: ResourceDeclaration | null, lang: Lang): { value: AppRole; label: string }[] {
  return APP_ROLES.map((value) => ({ value, label: decl ? enumLabel(decl, 'roles', value, lang) : value }));
}
