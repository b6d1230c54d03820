/**
 * Demo-Steuerung (the `demo` route, issue 5 point 7; admins only): the simulated clock (start,
 * pause, speed, jump to a time) and disruptions injected into the live day (a blocked section, a
 * vehicle failure, a provoked conflict) whose effects ripple through the live overview, the circulation list and the
 * map. See docs/live-overview.md, "Demo control".
 */
import { Box, Typography } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { ShellTitle } from '../../shell/ShellTitle';
import { QueryState } from '../../ui/states';
import { BlockedSectionForm } from './BlockedSectionForm';
import { ClockPanel } from './ClockPanel';
import { ConflictForm } from './ConflictForm';
import { DisruptionList } from './DisruptionList';
import { demoTexts } from './messages';
import { useSimulation } from './useSimulation';
import { VehicleFailureForm } from './VehicleFailureForm';

export default function DemoControlPage() {
  const { t } = usePageText(demoTexts);
  const simulation = useSimulation();
  const title = t('title');
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <QueryState query={simulation} errorTitle={t('loadFailed')}>
        {(sim) => (
          <>
            <ClockPanel sim={sim} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
              <BlockedSectionForm />
              <VehicleFailureForm />
              <ConflictForm />
            </Box>
            <DisruptionList list={sim.disruptions} day={sim.operatingDay} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
