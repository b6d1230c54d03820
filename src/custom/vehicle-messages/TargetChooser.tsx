import { Box, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { LazyAutocomplete } from '../../ui/LazyAutocomplete';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type HTMLAttributes, type Key } from 'react';
import { usePageText } from '../../providers/i18n/usePageText';
import type { Lang } from '../../shared/resource/types';
import type { VehicleTarget } from '../../shared/vehicle-messages/types';
import { QueryError } from '../../ui/states';
import type { Targets } from './api';
import { searchVehicles, vehicleRunText, type TargetMode, type TargetValue } from './compose';
import { LineChip } from './LineChip';
import { LazyLineSelect, preloadLineSelect } from './LazyLineSelect';
import { vmTexts } from './messages';

interface Props {
  value: TargetValue;
  onChange: (next: TargetValue) => void;
  targets: UseQueryResult<Targets>;
  showErrors: boolean;
}

function VehicleOption({ v, lang }: { v: VehicleTarget; lang: Lang }) {
  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>{v.vehicleNumber}</Typography>
      {v.lineNumber && <LineChip v={v} />}
      <Typography variant="caption" color="text.secondary">{vehicleRunText(v, lang)}</Typography>
    </Box>
  );
}

/** One vehicle, a searchable selection of vehicles in service (with the run each is on now), or all vehicles of a line. */
export function TargetChooser({ value, onChange, targets: query, showErrors }: Props) {
  const { t, lang } = usePageText(vmTexts);
  useEffect(preloadLineSelect, []);
  const targets = query.data;
  const vehicles = targets?.vehicles ?? [];
  const lines = targets?.lines ?? [];
  const set = (patch: Partial<TargetValue>) => onChange({ ...value, ...patch });
  const selected = value.vehicleIds.map((id) => vehicles.find((v) => v.vehicleId === id)).filter((v): v is VehicleTarget => !!v);
  const missing = showErrors && (value.mode === 'line' ? !value.lineId : value.vehicleIds.length === 0);
  const common = {
    size: 'small' as const,
    options: vehicles,
    getOptionLabel: (v: VehicleTarget) => v.vehicleNumber,
    isOptionEqualToValue: (a: VehicleTarget, b: VehicleTarget) => a.vehicleId === b.vehicleId,
    filterOptions: (opts: VehicleTarget[], state: { inputValue: string }) => searchVehicles(opts, state.inputValue),
    noOptionsText: t('noOptions'),
    renderOption: ({ key, ...rest }: HTMLAttributes<HTMLLIElement> & { key: Key }, v: VehicleTarget) => (
      <li key={key} {...rest} data-vehicle={v.vehicleNumber}>
        <VehicleOption v={v} lang={lang} />
      </li>
    ),
  };
  return (
    <Stack spacing={1.5}>
      <RadioGroup
        row
        aria-label={t('targets')}
        value={value.mode}
        onChange={(e) => set({ mode: e.target.value as TargetMode, vehicleIds: value.vehicleIds.slice(0, e.target.value === 'one' ? 1 : undefined) })}
      >
        <FormControlLabel value="one" control={<Radio size="small" />} label={t('targetOne')} />
        <FormControlLabel value="many" control={<Radio size="small" />} label={t('targetMany')} />
        <FormControlLabel value="line" control={<Radio size="small" />} label={t('targetLine')} />
      </RadioGroup>
      {query.error ? <QueryError error={query.error} title={t('targetsFailed')} onRetry={() => void query.refetch()} /> : null}
      {value.mode === 'one' && (
        <LazyAutocomplete<VehicleTarget>
          {...common}
          value={selected[0] ?? null}
          onChange={(_e, v) => set({ vehicleIds: v ? [v.vehicleId] : [] })}
          renderInput={(params) => (
            <PlainTextField {...params} required label={t('vehicle')} placeholder={t('vehicleSearchHint')} error={missing}
              helperText={missing ? t('missingTargets') : ' '} />
          )}
        />
      )}
      {value.mode === 'many' && (
        <LazyAutocomplete<VehicleTarget, true>
          {...common}
          multiple
          disableCloseOnSelect
          value={selected}
          onChange={(_e, list) => set({ vehicleIds: list.map((v) => v.vehicleId) })}
          renderInput={(params) => (
            <PlainTextField {...params} required label={t('vehicles')} placeholder={t('vehicleSearchHint')} error={missing}
              helperText={missing ? t('missingTargets') : t('targetsCount', { count: selected.length })} />
          )}
        />
      )}
      {value.mode === 'line' && (
        <LazyLineSelect lines={lines} value={value.lineId} missing={missing} onChange={(lineId) => set({ lineId })} />
      )}
    </Stack>
  );
}
