import { usePermissions } from 'react-admin';
import { MEASURE_ROLES } from '../../shared/operations/types';
import type { Role } from '../../shared/resource/types';

/**
 * True when the signed-in user may take dispatch measures (MEASURE_ROLES). The roles come from
 * the auth provider's getPermissions; the server checks again on every mutation.
 */
export function useMayDispatch(): boolean {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && permissions.some((r) => MEASURE_ROLES.includes(r as Role));
}
