/**
 * The situation list's filters: state, category, line, station, severity, active period and a
 * search over number, title and description (debounced). Every change goes to the address.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { SEVERITIES, SITUATION_STATES, type Severity, type SituationState } from '../../shared/situations/model';
import type { Lang } from '../../shared/resource/types';
import { hasFilters, periodValid, withFilter, type SituationListParams } from './listParams';
import { sitTexts } from './messages';
import { MultiSelect } from './MultiSelect';
import type { Option } from './selectionOptions';
import { useCategories } from './useReferenceData';
import { fromZonedInput } from './zonedInput';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * Memoized, and the categories read here: they come through react-admin's useGetList, which
 * renders its answer at once, and read by the list they made the list's own transitions (its
 * page queries) render again in one piece when they arrived meanwhile (issue 15).
 */
export const ListFilters = memo(function ListFilters({ params, lang, lines, stations, onParams }: {
  params: SituationListParams;
  lang: Lang;
  lines: Option[];
  stations: Option[];
  onParams: (next: SituationListParams) => void;
}) {
  const categories = useCategories(lang).options;
  const t = (k: Parameters<typeof sitTexts.text>[1]) => sitTexts.text(lang, k);
  const stateOptions = useMemo(() => SITUATION_STATES.map((s) => ({ value: s, label: sitTexts.label(lang, 'state', s) })), [lang]);
  const severityOptions = useMemo(() => SEVERITIES.map((s) => ({ value: s, label: sitTexts.label(lang, 'severity', s) })), [lang]);
  const [q, setQ] = useState(params.q);
  useEffect(() => setQ(params.q), [params.q]);
  useEffect(() => {
    if (q === params.q) return undefined;
    const timer = setTimeout(() => onParams(withFilter(params, { q })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, params, onParams]);
  const periodOk = periodValid(params, (v) => fromZonedInput(v));

  return (
    <Box role="search" aria-label={t('filters')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, py: 1 }}>
      <MultiSelect id="sit-filter-state" label={t('filterState')} options={stateOptions} value={params.states} width={150}
        onChange={(v) => onParams(withFilter(params, { states: v as SituationState[] }))} />
      <MultiSelect id="sit-filter-category" label={t('filterCategory')} options={categories} value={params.categoryIds}
        onChange={(v) => onParams(withFilter(params, { categoryIds: v }))} />
      <MultiSelect id="sit-filter-line" label={t('filterLine')} options={lines} value={params.lineIds} width={140}
        onChange={(v) => onParams(withFilter(params, { lineIds: v }))} />
      <MultiSelect id="sit-filter-station" label={t('filterStation')} options={stations} value={params.stationIds}
        onChange={(v) => onParams(withFilter(params, { stationIds: v }))} />
      <MultiSelect id="sit-filter-severity" label={t('filterSeverity')} options={severityOptions} value={params.severities} width={150}
        onChange={(v) => onParams(withFilter(params, { severities: v as Severity[] }))} />
      <PlainTextField size="small" type="datetime-local" label={t('filterFrom')} value={params.from} sx={{ width: 210 }} fullWidth={false}
        slotProps={{ inputLabel: { shrink: true } }} error={!periodOk}
        onChange={(e) => onParams(withFilter(params, { from: e.target.value }))} />
      <PlainTextField size="small" type="datetime-local" label={t('filterTo')} value={params.to} sx={{ width: 210 }} fullWidth={false}
        slotProps={{ inputLabel: { shrink: true } }} error={!periodOk} helperText={periodOk ? undefined : t('periodInvalid')}
        onChange={(e) => onParams(withFilter(params, { to: e.target.value }))} />
      <PlainTextField size="small" type="search" label={t('filterSearch')} placeholder={t('filterSearchHelp')} value={q} sx={{ width: 220 }} fullWidth={false}
        onChange={(e) => setQ(e.target.value)} />
      {hasFilters(params) && (
        <Button size="small" onClick={() => onParams(withFilter(params, { states: [], categoryIds: [], lineIds: [], stationIds: [], severities: [], from: '', to: '', q: '' }))}>
          {t('filterReset')}
        </Button>
      )}
    </Box>
  );
});
