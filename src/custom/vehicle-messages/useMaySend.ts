import { usePermissions } from 'react-admin';
import { MEASURE_ROLES } from '../../shared/operations/types';
import type { Role } from '../../shared/resource/types';

/** True when the signed-in user may send messages (MEASURE_ROLES); the server checks again. */
export function useMaySend(): boolean {
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && permissions.some((r) => MEASURE_ROLES.includes(r as Role));
}
