/**
 * The user's column choice of one table, persisted with react-admin's store (localStorage,
 * `Leitstelle-<brand>` prefix, see shell/startApp.tsx) under `table.<id>.hidden`: the ids of the
 * hidden columns; never chosen = the columns' defaults.
 */
import { useStore } from 'react-admin';

export const columnStoreKey = (tableId: string) => `table.${tableId}.hidden`;

export function useColumnChoice(tableId: string): [string[] | undefined, (hidden: string[]) => void] {
  const [hidden, setHidden] = useStore<string[] | undefined>(columnStoreKey(tableId), undefined);
  return [Array.isArray(hidden) ? hidden : undefined, setHidden];
}
