/**
 * The manager's header and filters: counts per state of the whole day (a click shows that state's
 * connections, past ones included), state,
 * station and line filters, the train search (debounced) and a reset.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, InputLabel, ListItemText, MenuItem, Switch } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import { PlainTextField } from '../../ui/inputs';
import { CONNECTION_STATES, type ConnectionState } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { readableTextColor } from '../circulation/lineColors';
import { StateCount } from './cells';
import { isFiltered, NO_FILTER, type ConnectionFilter, type LineChoice, type StationChoice } from './filters';
import { connTexts } from './messages';

const FIELD = { width: 190 } as const;
const SEARCH_DEBOUNCE_MS = 300;

export function StateCounts({ counts, total, filter, lang, onFilter }: {
  counts: Partial<Record<ConnectionState, number>>;
  total: number;
  filter: ConnectionFilter;
  lang: Lang;
  onFilter: (f: ConnectionFilter) => void;
}) {
  return (
    <Box role="group" aria-label={connTexts.text(lang, 'counts')} data-testid="state-counts" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>{connTexts.text(lang, 'countAll', { count: total })}</Box>
      {CONNECTION_STATES.map((s) => (
        <Box
          key={s}
          component="button"
          type="button"
          aria-pressed={filter.states.length === 1 && filter.states[0] === s}
          // The counts are the whole day's: a click shows all of them, the past ones included.
          onClick={() => onFilter(filter.states.length === 1 && filter.states[0] === s ? { ...filter, states: [], past: false } : { ...filter, states: [s], past: true })}
          sx={{ border: 0, p: 0, background: 'none', cursor: 'pointer', borderRadius: 4 }}
        >
          <StateCount state={s} count={counts[s] ?? 0} lang={lang} />
        </Box>
      ))}
    </Box>
  );
}

export function ConnectionToolbar({ filter, stations, lines, past, lang, onFilter }: {
  filter: ConnectionFilter;
  /** How many of the day's connections are past (the switch says so). */
  past: number;
  stations: StationChoice[];
  lines: LineChoice[];
  lang: Lang;
  onFilter: (f: ConnectionFilter) => void;
}) {
  const t = (key: Parameters<typeof connTexts.text>[1]) => connTexts.text(lang, key);
  const lineById = new Map(lines.map((l) => [l.id, l]));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }}>
      <FormControl size="small" fullWidth={false} sx={FIELD}>
        <InputLabel id="conn-states-label">{t('filterStates')}</InputLabel>
        <LazySelect<ConnectionState[]>
          labelId="conn-states-label"
          id="conn-states"
          multiple
          value={filter.states}
          label={t('filterStates')}
          onChange={(e) => {
            const v = e.target.value;
            onFilter({ ...filter, states: (typeof v === 'string' ? v.split(',') : v) as ConnectionState[] });
          }}
          renderValue={(values) => values.map((s) => connTexts.label(lang, 'state', s)).join(', ')}
        >
          {CONNECTION_STATES.map((s) => (
            <MenuItem key={s} value={s} dense>
              <Checkbox size="small" checked={filter.states.includes(s)} sx={{ p: 0.5 }} />
              <ListItemText primary={connTexts.label(lang, 'state', s)} />
            </MenuItem>
          ))}
        </LazySelect>
      </FormControl>
      <FormControl size="small" fullWidth={false} sx={FIELD}>
        {/* displayEmpty shows "all stations" as the value: the label must stay raised above it. */}
        <InputLabel id="conn-station-label" shrink>{t('filterStation')}</InputLabel>
        <LazySelect<string>
          labelId="conn-station-label"
          id="conn-station"
          value={filter.stationId}
          label={t('filterStation')}
          displayEmpty
          onChange={(e) => onFilter({ ...filter, stationId: e.target.value })}
          renderValue={(id) => (id ? stations.find((s) => s.id === id)?.name ?? id : t('filterAllStations'))}
        >
          <MenuItem value="" dense>{t('filterAllStations')}</MenuItem>
          {stations.map((s) => <MenuItem key={s.id} value={s.id} dense>{s.name}</MenuItem>)}
        </LazySelect>
      </FormControl>
      <FormControl size="small" fullWidth={false} sx={FIELD}>
        <InputLabel id="conn-lines-label">{t('filterLines')}</InputLabel>
        <LazySelect<string[]>
          labelId="conn-lines-label"
          id="conn-lines"
          multiple
          value={filter.lineIds}
          label={t('filterLines')}
          onChange={(e) => onFilter({ ...filter, lineIds: typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value })}
          renderValue={(ids) => ids.map((i) => lineById.get(i)?.lineNumber ?? i).join(', ')}
        >
          {lines.map((l) => (
            <MenuItem key={l.id} value={l.id} dense>
              <Checkbox size="small" checked={filter.lineIds.includes(l.id)} sx={{ p: 0.5 }} />
              <Box component="span" sx={{ bgcolor: l.color || '#E0E0E0', color: readableTextColor(l.color || '#E0E0E0', '#000000'), px: 1, borderRadius: 1, fontWeight: 600, fontSize: 13 }}>
                {l.lineNumber}
              </Box>
            </MenuItem>
          ))}
        </LazySelect>
      </FormControl>
      <SearchBox value={filter.q} label={t('search')} onChange={(q) => onFilter({ ...filter, q })} />
      <FormControlLabel
        control={<Switch size="small" checked={filter.past} onChange={(e) => onFilter({ ...filter, past: e.target.checked })} />}
        label={connTexts.text(lang, 'showPast', { count: past })}
      />
      {isFiltered(filter) && <Button size="small" onClick={() => onFilter(NO_FILTER)}>{t('resetFilters')}</Button>}
    </Box>
  );
}

function SearchBox({ value, label, onChange }: { value: string; label: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  // Follow outside changes (reset, back button) without fighting the user's typing.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return <PlainTextField size="small" type="search" label={label} value={text} onChange={(e) => setText(e.target.value)} fullWidth={false} sx={{ width: 200 }} />;
}
