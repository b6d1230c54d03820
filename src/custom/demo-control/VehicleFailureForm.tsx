/** Inject a vehicle failure: a train under way, how long it stands, and whether its vehicle goes out of service. */
import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { LazyAutocomplete } from '../../ui/LazyAutocomplete';
import CarRepair from '@mui/icons-material/CarRepair';
import { usePageText } from '../../providers/i18n/usePageText';
import { injectVehicleFailure, type RunningTrain } from './api';
import { InjectionCard, MinutesField, useInjection } from './InjectionCard';
import { demoTexts } from './messages';
import { MAX_FAILURE_MINUTES, parseMinutes } from './sections';
import { useRunningTrains } from './useSimulation';

const NO_TRAINS: RunningTrain[] = [];

export function VehicleFailureForm() {
  const { t } = usePageText(demoTexts);
  const trains = useRunningTrains();
  const { busy, error, run } = useInjection();
  const [train, setTrain] = useState<RunningTrain | null>(null);
  const [minutes, setMinutes] = useState('10');
  const [outOfService, setOutOfService] = useState(false);
  const mins = parseMinutes(minutes, MAX_FAILURE_MINUTES);

  const label = (r: RunningTrain) => t('trainOption', { train: r.trainNumber, line: r.lineNumber, destination: r.destination, location: r.location });

  const submit = async () => {
    if (!train || mins === null) return;
    const done = await run(() => injectVehicleFailure(train.id, mins, outOfService), () => t('failureDone', { train: train.trainNumber }));
    if (done) setTrain(null);
  };

  return (
    <InjectionCard
      id="demo-failure" title={t('failureTitle')} intro={t('failureIntro')} submitLabel={t('failureSubmit')} submitIcon={<CarRepair />}
      canSubmit={Boolean(train) && mins !== null} busy={busy} onSubmit={() => void submit()} error={error}
      loadError={{ error: trains.error, retry: () => void trains.refetch() }}
    >
      {/* The trains under way change all the time: read again whenever the list is opened. */}
      <LazyAutocomplete
        options={trains.data ?? NO_TRAINS} value={train} loading={trains.isFetching} onOpen={() => void trains.refetch()} onChange={(_e, v) => setTrain(v)}
        getOptionLabel={label} isOptionEqualToValue={(a, b) => a.id === b.id} noOptionsText={t('noTrains')}
        renderInput={(params) => (
          <PlainTextField {...params} size="small" label={t('train')} helperText={train ? ' ' : t('chooseTrain')} />
        )}
      />
      <MinutesField value={minutes} onChange={setMinutes} max={MAX_FAILURE_MINUTES} />
      <Box>
        <FormControlLabel
          control={<Checkbox checked={outOfService} onChange={(e) => setOutOfService(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'demo-oos-help' } }} />}
          label={t('outOfService')}
        />
        <FormHelperText id="demo-oos-help">{t('outOfServiceHelp')}</FormHelperText>
      </Box>
    </InjectionCard>
  );
}
