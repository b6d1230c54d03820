import { useGetList } from 'react-admin';
import type { TextChannel } from '../../../shared/situations/model';

/** A text module (declared resource TextModule) as the picker uses it. */
export interface TextModuleRecord {
  id: string;
  code: string;
  name: string;
  channel: TextChannel;
  categoryId?: string | null;
  textDe: string;
  textIt: string;
  active?: boolean | null;
}

export const TEXT_MODULES_PATH = 'lageberichtAdminTextbausteineList';
const ALL = { page: 1, perPage: 1000 };

/**
 * The active text modules for a situation's category, read through react-admin from the declared
 * resource; a module without category serves every category.
 */
export function useTextModules(categoryId: string) {
  const { data, error, refetch } = useGetList<TextModuleRecord>(TEXT_MODULES_PATH, { pagination: ALL, sort: { field: 'code', order: 'ASC' } });
  const modules = (data ?? []).filter((m) => m.active !== false && (!m.categoryId || String(m.categoryId) === categoryId));
  return { modules, error, refetch };
}
