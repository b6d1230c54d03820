/** Inject a vehicle failure: a train under way, how long it stands, and whether its vehicle goes out of service. */
import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import CarRepair from '@mui/icons-material/CarRepair';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { QueryError } from '../../ui/states';
import { injectVehicleFailure, type RunningTrain } from './api';
import { demoTexts } from './messages';
import { MAX_FAILURE_MINUTES, parseMinutes } from './sections';
import { useReloadDemo, useRunningTrains } from './useSimulation';

const NO_TRAINS: RunningTrain[] = [];

export function VehicleFailureForm() {
  const { t } = usePageText(demoTexts);
  const notify = useNotify();
  const reload = useReloadDemo();
  const trains = useRunningTrains();
  const [train, setTrain] = useState<RunningTrain | null>(null);
  const [minutes, setMinutes] = useState('10');
  const [outOfService, setOutOfService] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mins = parseMinutes(minutes, MAX_FAILURE_MINUTES);

  const label = (r: RunningTrain) => t('trainOption', { train: r.trainNumber, line: r.lineNumber, destination: r.destination, location: r.location });

  const submit = async () => {
    if (!train || mins === null) return;
    setBusy(true);
    setError(null);
    try {
      await injectVehicleFailure(train.id, mins, outOfService);
      notify(t('failureDone', { train: train.trainNumber }), { type: 'success' });
      setTrain(null);
      void reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-failure-title">
      <CardContent>
        <Typography id="demo-failure-title" component="h2" variant="h6">
          {t('failureTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('failureIntro')}
        </Typography>
        <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Autocomplete
            options={trains.data ?? NO_TRAINS} value={train} loading={trains.isFetching} onOpen={() => void trains.refetch()} onChange={(_e, v) => setTrain(v)}
            getOptionLabel={label} isOptionEqualToValue={(a, b) => a.id === b.id} noOptionsText={t('noTrains')}
            renderInput={(params) => (
              <TextField {...params} size="small" label={t('train')} helperText={train ? ' ' : t('chooseTrain')} />
            )}
          />
          <TextField
            label={t('minutes')} value={minutes} size="small" onChange={(e) => setMinutes(e.target.value)}
            error={mins === null} helperText={mins === null ? t('minutesInvalid', { max: MAX_FAILURE_MINUTES }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box>
            <FormControlLabel
              control={<Checkbox checked={outOfService} onChange={(e) => setOutOfService(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'demo-oos-help' } }} />}
              label={t('outOfService')}
            />
            <FormHelperText id="demo-oos-help">{t('outOfServiceHelp')}</FormHelperText>
          </Box>
          <Box>
            <Button type="submit" variant="contained" color="warning" startIcon={<CarRepair />} disabled={!train || mins === null || busy}>
              {t('failureSubmit')}
            </Button>
          </Box>
          {trains.error ? <QueryError error={trains.error} onRetry={() => void trains.refetch()} /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
