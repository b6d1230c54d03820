/**
 * The map's two searches: a train number (picks a run of the day; the page highlights and
 * centres it) and a station (the page centres the map on it). Both suggest as the user types.
 */
import { useMemo, useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import { exactTrain, searchStations, searchTrains, type RunInfo } from './filters';
import { ccText } from './messages';
import type { NetworkStop } from './network';

const FIELD = { width: 190 } as const;

export function TrainSearch({ runs, onMap, lang, onSelect }: {
  runs: ReadonlyMap<string, RunInfo>;
  onMap(runId: string): boolean;
  lang: Lang;
  /** A run was chosen (or typed exactly); null: the text matches no run of the day. */
  onSelect(run: RunInfo | null, text: string): void;
}) {
  const [input, setInput] = useState('');
  const options = useMemo(() => searchTrains(runs.values(), input, onMap), [runs, input, onMap]);
  return (
    <Autocomplete<RunInfo, false, false, true>
      freeSolo
      size="small"
      sx={FIELD}
      options={options}
      filterOptions={(o) => o}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.trainNumber)}
      isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.id === b.id}
      onChange={(_e, value) => {
        if (value === null) return;
        if (typeof value === 'string') onSelect(exactTrain(runs.values(), value, onMap), value);
        else onSelect(value, value.trainNumber);
      }}
      renderOption={({ key, ...rest }, o) => (
        <li key={key} {...rest}>
          <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
            {o.trainNumber}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
            {o.lineNumber} → {o.destination}
          </Box>
        </li>
      )}
      noOptionsText={ccText(lang, 'noOptions')}
      renderInput={(params) => <TextField {...params} label={ccText(lang, 'trainSearch')} title={ccText(lang, 'trainSearchHint')} />}
    />
  );
}

export function StationSearch({ stops, lang, onSelect }: { stops: readonly NetworkStop[]; lang: Lang; onSelect(stop: NetworkStop | null): void }) {
  const [input, setInput] = useState('');
  const options = useMemo(() => searchStations(stops, input), [stops, input]);
  return (
    <Autocomplete<NetworkStop>
      size="small"
      sx={{ width: 230 }}
      options={options}
      filterOptions={(o) => o}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, value) => onSelect(value)}
      noOptionsText={ccText(lang, 'noOptions')}
      renderInput={(params) => <TextField {...params} label={ccText(lang, 'stationSearch')} title={ccText(lang, 'stationSearchHint')} />}
    />
  );
}
