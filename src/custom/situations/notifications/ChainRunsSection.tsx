/**
 * The situation page's section "Meldeketten" (issue 13 item 6): every chain run for the situation,
 * who was notified on which channel, who acknowledged, what is pending. Runs move on by the
 * server's timer, so the section polls while a run is under way.
 */
import { Box, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import { usePageQuery } from '../../../providers/query/pageQuery';
import { QueryState } from '../../../ui/states';
import type { SituationSectionProps } from '../sectionProps';
import { chainRunsKey, fetchChainRuns } from './api';
import { ChainRunCard } from './ChainRunCard';
import { notifyTexts } from './messages';

export function ChainRunsSection({ situation }: SituationSectionProps) {
  const { t } = usePageText(notifyTexts);
  const query = usePageQuery(chainRunsKey(situation.id), () => fetchChainRuns(situation.id), { refetchIntervalMs: 10_000 });
  return (
    <Box component="section" aria-labelledby={`chain-runs-${situation.id}`} data-section="chain-runs">
      <Typography variant="h6" component="h2" id={`chain-runs-${situation.id}`} sx={{ mb: 1 }}>
        {t('runsTitle')}
      </Typography>
      <QueryState query={query} isEmpty={(runs) => runs.length === 0} empty={t('runsEmpty')}>
        {(runs) => runs.map((run) => <ChainRunCard key={run.id} run={run} />)}
      </QueryState>
    </Box>
  );
}
