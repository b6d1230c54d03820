import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';

/**
 * Renders its children only once the user is known to be allowed the action. react-admin's
 * CreateBase/EditBase redirect a refused user to "access denied", but render their children while
 * the check is pending: without this a viewer would see the create form flash up.
 */
export function AllowedOnly({ resource, action, children }: { resource: string; action: 'create' | 'edit'; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  return isPending || !canAccess ? null : <>{children}</>;
}
