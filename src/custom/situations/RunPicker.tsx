/**
 * Affected runs: search the operating day's runs by train number and choose several. A chosen
 * run shows its train number and line (loaded by id when it came from elsewhere: the map's popup,
 * the impact preview).
 */
import { useEffect, useMemo, useState } from 'react';
import { Chip } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { LazyAutocomplete } from '../../ui/LazyAutocomplete';
import type { Lang } from '../../shared/resource/types';
import { pageKey, usePageQuery } from '../../providers/query';
import { formatTimeOfDay } from '../../ui/format';
import { sitTexts } from './messages';
import { searchRuns, type RunChoice } from './runSearch';
import { runFallback, useRunChoices } from './useRunChoices';
import { SIT_PAGE } from './useReferenceData';

const DEBOUNCE_MS = 300;

function label(r: RunChoice | undefined, id: string, lang: Lang): string {
  if (!r) return runFallback(id);
  const dep = r.plannedDeparture ? ` ${formatTimeOfDay(r.plannedDeparture, lang, { withZone: 'never' })}` : '';
  return `${r.trainNumber} (${r.lineNumber}${dep})`;
}

export function RunPicker({ value, onChange, readOnly, lang, error }: {
  value: string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
  lang: Lang;
  error?: string | null;
}) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = usePageQuery(pageKey(SIT_PAGE, 'runSearch', q), () => searchRuns(q), { enabled: q.length > 0, staleTime: 30_000 });
  const chosen = useRunChoices(value);
  const known = useMemo(() => {
    const m = new Map<string, RunChoice>(chosen);
    (found.data ?? []).forEach((r) => m.set(r.id, r));
    return m;
  }, [chosen, found.data]);
  const options = useMemo(() => [...new Set([...value, ...(found.data ?? []).map((r) => r.id)])], [value, found.data]);

  return (
    <LazyAutocomplete<string, true>
      multiple
      size="small"
      id="sit-runs"
      options={options}
      value={value}
      readOnly={readOnly}
      filterOptions={(o) => o}
      getOptionLabel={(id) => label(known.get(id), id, lang)}
      onChange={(_e, ids) => onChange(ids)}
      inputValue={input}
      onInputChange={(_e, v, reason) => reason !== 'reset' && setInput(v)}
      loading={found.isFetching}
      loadingText={sitTexts.text(lang, 'searching')}
      noOptionsText={sitTexts.text(lang, 'noOptions')}
      renderValue={(ids, getItemProps) => ids.map((id, index) => {
        const { key, ...item } = getItemProps({ index });
        return <Chip key={key} size="small" label={label(known.get(id), id, lang)} {...item} />;
      })}
      renderInput={(params) => (
        <PlainTextField {...params} label={sitTexts.text(lang, 'fRuns')} helperText={error ?? sitTexts.text(lang, 'fRunsHelp')} error={!!error} />
      )}
    />
  );
}
