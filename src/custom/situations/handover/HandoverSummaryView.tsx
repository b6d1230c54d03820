import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { HandoverSummary } from '../../../shared/situations/textsApi';
import { formatDateTime, formatDay } from '../../../ui/format';
import { handoverTexts } from './messages';

/** A handover's content: situations with their open checklist items, and the standing instructions. */
export function HandoverSummaryView({ summary, headingLevel = 'h3' }: { summary: HandoverSummary; headingLevel?: 'h3' | 'h4' }) {
  const { t, lang } = usePageText(handoverTexts);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle1" component={headingLevel}>{t('situations', { count: summary.situations.length })}</Typography>
        {summary.situations.length === 0 ? <Typography variant="body2" color="text.secondary">{t('noSituations')}</Typography> : (
          <List dense disablePadding>
            {summary.situations.map((s) => (
              <ListItem key={s.id} disableGutters alignItems="flex-start" data-testid="handover-situation">
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>{s.number}</Typography>
                      <Typography variant="body2" component="span">{s.title}</Typography>
                      <Chip size="small" label={t(`state.${s.state}`)} />
                      {/* The palette's warning and info colours miss the text contrast on a small chip: the word says it. */}
                      <Chip size="small" variant="outlined" label={t(`severity.${s.severity}`)} />
                    </Stack>
                  }
                  secondary={
                    <>
                      <span>{(lang === 'it' ? s.categoryNameIt : null) || s.categoryNameDe} · {t('since', { at: formatDateTime(s.startAt, lang) })} · {t('progress', { ...s.progress })}</span>
                      {s.pending.length ? (
                        <Box component="span" sx={{ display: 'block' }}>
                          {t('pendingItems')} {s.pending.map((p) => `${lang === 'it' ? p.textIt : p.textDe}${p.required ? ` (${t('required')})` : ''}`).join('; ')}
                        </Box>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component={headingLevel}>{t('instructions', { count: summary.instructions.length })}</Typography>
        {summary.instructions.length === 0 ? <Typography variant="body2" color="text.secondary">{t('noInstructions')}</Typography> : (
          <List dense disablePadding>
            {summary.instructions.map((i) => (
              <ListItem key={i.id} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={i.title}
                  secondary={`${i.text} (${i.validTo ? t('validFromTo', { from: formatDay(i.validFrom, lang), to: formatDay(i.validTo, lang) }) : t('validFrom', { from: formatDay(i.validFrom, lang) })})`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
