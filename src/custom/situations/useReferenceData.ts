/**
 * What the situation screens choose from and name: categories, subcategories and selection-list
 * entries (declared resources, through react-admin's data provider), the network's lines and
 * stations (Query.network, as the control-centre map), track sections (declared resource) and
 * what the user may do per category (Query.myCategoryRights).
 */
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { pageKey, usePageQuery } from '../../providers/query';
import categoryResource from '../../resources/categories/resource';
import subcategoryResource from '../../resources/subcategories/resource';
import sectionResource from '../../resources/track-sections/resource';
import type { Lang } from '../../shared/resource/types';
import type { NetworkLine, NetworkStop } from '../../shared/operations/network';
import { fetchNetwork } from '../control-center/api';
import { routePaths, type RoutePath } from '../control-center/network';
import type { CategoryRightsRow } from '../../shared/situations/api';
import { fetchMyRights } from './api';
import { nameOf, type NamedRow, type Option, type SelectionEntryRow, type SubcategoryRow } from './selectionOptions';

export const SIT_PAGE = 'situations';
/** The declared resource of the selection lists (sit-core, /lagebericht_admin_auswahllisten). */
export const SELECTION_RESOURCE = 'lagebericht_admin_auswahllisten';
const ALL = { page: 1, perPage: 1000 };

interface CategoryRow extends NamedRow {
  usage?: string[] | null;
  active?: boolean | null;
  sortOrder?: number | null;
}

export interface SectionRow extends NamedRow {
  fromStationId?: string | number | null;
  toStationId?: string | number | null;
}

export function useCategories(lang: Lang) {
  const { data, error } = useGetList<CategoryRow>(categoryResource.path, { pagination: ALL, sort: { field: 'sortOrder', order: 'ASC' } });
  const options = useMemo<Option[]>(
    () => (data ?? []).filter((c) => !c.usage || c.usage.includes('situationReport')).map((c) => ({ value: String(c.id), label: nameOf(c, lang) })),
    [data, lang],
  );
  return { options, loaded: data !== undefined, error };
}

export function useSubcategories() {
  const { data, error } = useGetList<SubcategoryRow>(subcategoryResource.path, { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  return { rows: data ?? [], error };
}

export function useSelectionEntries() {
  const { data, error } = useGetList<SelectionEntryRow>(SELECTION_RESOURCE, { pagination: ALL, sort: { field: 'sortOrder', order: 'ASC' } });
  return { rows: data ?? [], error };
}

export function useSections(lang: Lang) {
  const { data, error } = useGetList<SectionRow>(sectionResource.path, { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  const options = useMemo<Option[]>(() => (data ?? []).map((s) => ({ value: String(s.id), label: nameOf(s, lang) })), [data, lang]);
  return { rows: data ?? [], options, error };
}

export interface NetworkChoices {
  lines: NetworkLine[];
  /** Stations on the network's routes (one per station id), for the list and the map. */
  stations: (NetworkStop & { stationId: string })[];
  /** The lines' polylines (the small map draws the chosen lines). */
  paths: RoutePath[];
  error: unknown;
}

export function useNetworkChoices(): NetworkChoices {
  const query = usePageQuery(pageKey(SIT_PAGE, 'network'), () => fetchNetwork(null), { staleTime: 5 * 60_000 });
  return useMemo(() => {
    const net = query.data;
    const seen = new Set<string>();
    const used = new Set((net?.routes ?? []).flatMap((r) => r.stopIds));
    const stations = (net?.stops ?? [])
      .filter((s): s is NetworkStop & { stationId: string } => !!s.stationId && used.has(s.id))
      .filter((s) => !seen.has(s.stationId) && !!seen.add(s.stationId))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
    const lines = [...(net?.lines ?? [])].sort((a, b) => a.lineNumber.localeCompare(b.lineNumber, 'de', { numeric: true }));
    return { lines, stations, paths: net ? routePaths(net) : [], error: query.error };
  }, [query.data, query.error]);
}

export function useMyRights() {
  const query = usePageQuery(pageKey(SIT_PAGE, 'rights'), fetchMyRights, { staleTime: 60_000 });
  const byCategory = useMemo(() => new Map<string, CategoryRightsRow>((query.data ?? []).map((r) => [String(r.categoryId), r])), [query.data]);
  return { byCategory, loaded: query.data !== undefined, error: query.error };
}
