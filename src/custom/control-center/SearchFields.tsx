/**
 * The map's two searches: a train number (picks a run of the day; the page highlights and
 * centres it) and a station (the page centres the map on it). Both suggest as the user types.
 */
import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { LazyAutocomplete } from '../../ui/LazyAutocomplete';
import { exactTrain, searchStations, searchTrains, type RunInfo } from './filters';
import type { NetworkStop } from './network';
import { usePageText } from '../../providers/i18n/usePageText';
import { ccTexts } from './messages';

const FIELD = { width: 190 } as const;

export function TrainSearch({ runs, onMap, onSelect }: {
  runs: ReadonlyMap<string, RunInfo>;
  onMap(runId: string): boolean;
  /** A run was chosen (or typed exactly); null: the text matches no run of the day. */
  onSelect(run: RunInfo | null, text: string): void;
}) {
  const { t } = usePageText(ccTexts);
  const [input, setInput] = useState('');
  const options = useMemo(() => searchTrains(runs.values(), input, onMap), [runs, input, onMap]);
  return (
    <LazyAutocomplete<RunInfo, false, false, true>
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
      noOptionsText={t('noOptions')}
      renderInput={(params) => <PlainTextField {...params} label={t('trainSearch')} title={t('trainSearchHint')} />}
    />
  );
}

export function StationSearch({ stops, onSelect }: { stops: readonly NetworkStop[]; onSelect(stop: NetworkStop | null): void }) {
  const { t } = usePageText(ccTexts);
  const [input, setInput] = useState('');
  const options = useMemo(() => searchStations(stops, input), [stops, input]);
  return (
    <LazyAutocomplete<NetworkStop>
      size="small"
      sx={{ width: 230 }}
      options={options}
      filterOptions={(o) => o}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, value) => onSelect(value)}
      noOptionsText={t('noOptions')}
      renderInput={(params) => <PlainTextField {...params} label={t('stationSearch')} title={t('stationSearchHint')} />}
    />
  );
}
