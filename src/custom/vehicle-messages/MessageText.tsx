import { Chip, Stack, Typography } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { LazyTooltip } from '../../ui/LazyTooltip';
import type { MessageView } from './api';
import { vmTexts } from './messages';

/** The text of a sent message in the reader's language, with its code, free-text, priority and simulated badges. */
export function MessageText({ message: m }: { message: MessageView }) {
  const { t, lang } = usePageText(vmTexts);
  return (
    <>
      <Typography variant="body2" data-testid="message-text">
        {lang === 'it' ? m.textIt : m.textDe}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
        {m.textCode && <Chip size="small" variant="outlined" label={m.textCode} sx={{ height: 20 }} />}
        {m.freeText && <Chip size="small" variant="outlined" label={t('free1')} sx={{ height: 20 }} />}
        {m.priority === 'high' && <Chip size="small" color="warning" label={t('high')} sx={{ height: 20 }} />}
        {m.simulated && (
          // The tooltip's code loads at the first interaction, as the shell's (LazyTooltip).
          <LazyTooltip title={t('simulatedHint')}>
            <Chip size="small" color="secondary" variant="outlined" label={t('simulated')} sx={{ height: 20 }} data-testid="simulated" />
          </LazyTooltip>
        )}
      </Stack>
    </>
  );
}
