/** The simulated clock: time and day, start/pause, speed, jump to a time of day. */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { formatDay } from '../../ui/format';
import { pause, resume, setSpeed, setTime, type Simulation } from './api';
import { demoTexts } from './messages';
import { SPEEDS } from './sections';
import { useClockChange } from './useSimulation';

export function ClockPanel({ sim }: { sim: Simulation }) {
  const { t, lang } = usePageText(demoTexts);
  const notify = useNotify();
  const apply = useClockChange();
  const [time, setTimeText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<Simulation>, done?: (s: Simulation) => string) => {
    setError(null);
    try {
      const result = await apply(call);
      if (done) notify(done(result), { type: 'success' });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const speedKnown = (SPEEDS as readonly number[]).includes(sim.speed);
  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-clock-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="demo-clock-title" component="h2" variant="h6">
          {t('clockTitle')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, my: 1 }}>
          <Typography component="p" variant="h3" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="demo-clock">
            {t('clockValue', { clock: sim.clock })}
          </Typography>
          <Typography color="text.secondary" data-testid="demo-clock-state">
            {t('day', { day: formatDay(sim.operatingDay, lang) })} ·{' '}
            {sim.paused ? t('paused') : t('running', { speed: sim.speed })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {sim.paused ? (
            <Button variant="contained" startIcon={<PlayArrow />} onClick={() => void run(resume)}>
              {t('start')}
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<Pause />} onClick={() => void run(pause)}>
              {t('pause')}
            </Button>
          )}
          <ToggleButtonGroup
            exclusive size="small" value={speedKnown ? sim.speed : null} aria-label={t('speed')}
            onChange={(_e, v: number | null) => {
              if (v !== null) void run(() => setSpeed(v));
            }}
          >
            {SPEEDS.map((s) => (
              <ToggleButton key={s} value={s}>
                {t('speedValue', { speed: s })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box
            component="form"
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              if (time) void run(() => setTime(time), (s) => t('jumped', { clock: s.clock }));
            }}
          >
            <PlainTextField
              type="time" size="small" label={t('jumpTo')} value={time} onChange={(e) => setTimeText(e.target.value)}
              helperText={t('jumpHelp')} slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: 260 }}
            />
            <Button type="submit" variant="outlined" disabled={!time}>
              {t('jump')}
            </Button>
          </Box>
        </Box>
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </CardContent>
    </Card>
  );
}
