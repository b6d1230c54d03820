/**
 * Opening a run in the Bildfahrplan from other pages (circulation list, the map's train popup).
 * Small on purpose: those pages import it without the diagram's code.
 */
import { useContext } from 'react';
import { ShellContext } from '../../shell/ShellContext';

/** The menu entry (and route) of the diagram; brands may hide it (sag). */
export const DIAGRAM_ENTRY_ID = 'bildfahrplan';

/** Link that selects the run in the diagram (the page picks the run's line). */
export function diagramLink(runId: string): string {
  return `/bildfahrplan?${new URLSearchParams({ run: runId }).toString()}`;
}

/** False in a brand without the diagram (no link to a page that is not there). */
export function useDiagramAvailable(): boolean {
  const shell = useContext(ShellContext);
  return !!shell && !shell.brand.hiddenMenuIds.includes(DIAGRAM_ENTRY_ID);
}
