/** The role choices with their de/it labels, taken from the UserProfile declaration's `roles` field. */
import type { Lang, ResourceDeclaration } from '../../shared/resource/types';
import { APP_ROLES, type AppRole } from './identityStatus';

export function roleOptions(decl: ResourceDeclaration | null, lang: Lang): { value: AppRole; label: string }[] {
  const field = decl?.fields.find((f) => f.name === 'roles');
  const options = field && field.type === 'enum' ? field.options : [];
  return APP_ROLES.map((value) => ({ value, label: options.find((o) => o.value === value)?.label[lang] ?? value }));
}
