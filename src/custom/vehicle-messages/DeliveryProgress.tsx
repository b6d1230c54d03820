import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { DELIVERY_STATES } from '../../shared/vehicle-messages/types';
import type { MessageView } from './api';
import { progressPercent } from './history';
import { vmTexts } from './messages';
import { StateChip } from './StateChip';

/** "2 von 3 erledigt" with a bar, and a chip per state that has deliveries. */
export function DeliveryProgress({ message }: { message: MessageView }) {
  const { t } = usePageText(vmTexts);
  const { counts } = message;
  const percent = progressPercent(counts);
  const label = t('doneOf', { done: counts.done, total: counts.total });
  const failedOnly = counts.failed > 0 && counts.failed === counts.done;
  return (
    <Box sx={{ minWidth: 220 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={failedOnly ? 'error' : percent === 100 ? 'success' : 'primary'}
          aria-label={label}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }} data-testid="progress-text">
          {label}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        {DELIVERY_STATES.filter((s) => counts[s] > 0).map((s) => (
          <StateChip key={s} state={s} count={counts[s]} />
        ))}
      </Stack>
    </Box>
  );
}
