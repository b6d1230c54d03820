/**
 * Demo-Steuerung (the `demo` route, issue 5 point 7; admins only): the simulated clock (start,
 * pause, speed, jump to a time) and disruptions injected into the live day (a blocked section, a
 * vehicle failure) whose effects ripple through the live overview, the circulation list and the
 * map. See docs/live-overview.md, "Demo control".
 */
import { Alert, Box, Button, Typography } from '@mui/material';
import { useAppLang } from '../../providers/i18n/useAppLang';
import { ShellTitle } from '../../shell/ShellTitle';
import { errorMessage } from '../../ui/errorMessage';
import { BlockedSectionForm } from './BlockedSectionForm';
import { ClockPanel } from './ClockPanel';
import { DisruptionList } from './DisruptionList';
import { demoText } from './messages';
import { useSimulation } from './useSimulation';
import { VehicleFailureForm } from './VehicleFailureForm';

export default function DemoPage() {
  const lang = useAppLang();
  const { sim, error, reload, apply } = useSimulation();
  const title = demoText(lang, 'title');
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{demoText(lang, 'intro')}</Typography>
      {error && !sim ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>{demoText(lang, 'retry')}</Button>}>
          {demoText(lang, 'loadFailed', { error: errorMessage(error) ?? '' })}
        </Alert>
      ) : null}
      {sim ? (
        <>
          <ClockPanel sim={sim} lang={lang} apply={apply} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            <BlockedSectionForm lang={lang} onDone={reload} />
            <VehicleFailureForm lang={lang} onDone={reload} />
          </Box>
          <DisruptionList list={sim.disruptions} lang={lang} onChanged={reload} />
        </>
      ) : null}
    </Box>
  );
}
