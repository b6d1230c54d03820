/**
 * Opening the connection manager from other pages (the map's train popup). Small on purpose:
 * those pages import it without the manager's code.
 */
import { useContext } from 'react';
import { ShellContext } from '../../shell/ShellContext';

export const MANAGER_ENTRY_ID = 'connectingTripManager';

/** The manager filtered to one train (its number in the search). */
export function managerLink(trainNumber: string): string {
  return `/connectingTripManager?${new URLSearchParams({ q: trainNumber }).toString()}`;
}

/** False in a brand that hides the manager (no section, no link to a page that is not there). */
export function useManagerAvailable(): boolean {
  const shell = useContext(ShellContext);
  return !!shell && !shell.brand.hiddenMenuIds.includes(MANAGER_ENTRY_ID);
}
