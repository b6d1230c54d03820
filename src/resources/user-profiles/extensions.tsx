/**
 * User administration (System > Nutzerverwaltung, issue 3 point 8) on top of the generated
 * UserProfile screens (docs/identity.md, "User administration"). With the development realm:
 * the identity's state per user, "Konto anlegen", and disable/enable, roles, password reset and
 * unlock on a profile; identities without a profile beside the list. With a real Keycloak: a
 * notice where identities are managed. The components live in src/custom/users/.
 */
import type { ExtensionMap } from '../../generator';
import { CreateIdentityButton } from '../../custom/users/CreateIdentityButton';
import { IdentityActions } from '../../custom/users/IdentityActions';
import { IdentityStatusCell } from '../../custom/users/IdentityStatusCell';
import { UsersAside } from '../../custom/users/UsersAside';

export const extensions: ExtensionMap = {
  admin: {
    extraColumns: [{ source: 'identity', label: { de: 'Anmeldekonto', it: 'Account di accesso' }, Cell: IdentityStatusCell }],
    listActions: [CreateIdentityButton],
    editActions: [IdentityActions],
    listAside: UsersAside,
  },
};
