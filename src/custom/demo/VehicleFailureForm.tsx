/** Inject a vehicle failure: a train under way, how long it stands, and whether its vehicle goes out of service. */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Autocomplete, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import CarRepair from '@mui/icons-material/CarRepair';
import { useNotify } from 'react-admin';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { fetchRunningTrains, injectVehicleFailure, type RunningTrain } from './api';
import { demoText } from './messages';
import { MAX_FAILURE_MINUTES, parseMinutes } from './sections';

export function VehicleFailureForm({ lang, onDone }: { lang: Lang; onDone: () => void }) {
  const notify = useNotify();
  const [trains, setTrains] = useState<RunningTrain[]>([]);
  const [loading, setLoading] = useState(false);
  const [train, setTrain] = useState<RunningTrain | null>(null);
  const [minutes, setMinutes] = useState('10');
  const [outOfService, setOutOfService] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mins = parseMinutes(minutes, MAX_FAILURE_MINUTES);

  // The trains under way change all the time: read again whenever the list is opened.
  const load = useCallback(() => {
    setLoading(true);
    fetchRunningTrains()
      .then(setTrains, (e: unknown) => setError(errorMessage(e)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const label = (t: RunningTrain) => demoText(lang, 'trainOption', { train: t.trainNumber, line: t.lineNumber, destination: t.destination, location: t.location });

  const submit = async () => {
    if (!train || mins === null) return;
    setBusy(true);
    setError(null);
    try {
      await injectVehicleFailure(train.id, mins, outOfService);
      notify(demoText(lang, 'failureDone', { train: train.trainNumber }), { type: 'success' });
      setTrain(null);
      onDone();
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
          {demoText(lang, 'failureTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {demoText(lang, 'failureIntro')}
        </Typography>
        <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Autocomplete
            options={trains} value={train} loading={loading} onOpen={load} onChange={(_e, v) => setTrain(v)}
            getOptionLabel={label} isOptionEqualToValue={(a, b) => a.id === b.id} noOptionsText={demoText(lang, 'noTrains')}
            renderInput={(params) => (
              <TextField {...params} size="small" label={demoText(lang, 'train')} helperText={train ? ' ' : demoText(lang, 'chooseTrain')} />
            )}
          />
          <TextField
            label={demoText(lang, 'minutes')} value={minutes} size="small" onChange={(e) => setMinutes(e.target.value)}
            error={mins === null} helperText={mins === null ? demoText(lang, 'minutesInvalid', { max: MAX_FAILURE_MINUTES }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box>
            <FormControlLabel
              control={<Checkbox checked={outOfService} onChange={(e) => setOutOfService(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'demo-oos-help' } }} />}
              label={demoText(lang, 'outOfService')}
            />
            <FormHelperText id="demo-oos-help">{demoText(lang, 'outOfServiceHelp')}</FormHelperText>
          </Box>
          <Box>
            <Button type="submit" variant="contained" color="warning" startIcon={<CarRepair />} disabled={!train || mins === null || busy}>
              {demoText(lang, 'failureSubmit')}
            </Button>
          </Box>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
