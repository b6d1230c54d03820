import { useState } from 'react';
import { Alert, Box, Checkbox, Chip, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../../providers/query/pageQuery';
import type { ChecklistItem } from '../../../shared/situations/checklist';
import { errorMessage } from '../../../ui/errorMessage';
import { formatDateTime } from '../../../ui/format';
import { QueryState } from '../../../ui/states';
import type { SituationSectionProps } from '../sectionProps';
import { fetchChecklist, setChecklistItem } from './api';
import { checklistTexts } from './messages';
import { StartMeasureButton } from './StartMeasureButton';

export const checklistKey = (situationId: string) => pageKey('situations', 'checklist', situationId);

/** The measure catalogue's checklist of the situation (issue 13 item 8): tick items, see who and when, progress. */
export function ChecklistSection({ situation, onChanged }: SituationSectionProps) {
  const { t, lang } = usePageText(checklistTexts);
  const client = useQueryClient();
  const notify = useNotify();
  const query = usePageQuery(checklistKey(situation.id), () => fetchChecklist(situation.id));
  const [busy, setBusy] = useState<string | null>(null);
  const closed = situation.state === 'closed';
  const mayEdit = situation.rights.edit && !closed;

  const toggle = async (item: ChecklistItem) => {
    setBusy(item.measureId);
    try {
      const next = await setChecklistItem(situation.id, item.measureId, !item.done);
      client.setQueryData(checklistKey(situation.id), next);
      onChanged();
    } catch (e) {
      notify(errorMessage(e) ?? t('loadFailed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="sit-checklist">
      <Typography id="sit-checklist" variant="h6" component="h2">{t('title')}</Typography>
      {closed ? <Alert severity="info" sx={{ my: 1 }}>{t('readOnly')}</Alert> : null}
      <QueryState query={query} errorTitle={t('loadFailed')} isEmpty={(c) => c.items.length === 0} empty={t('empty')}>
        {(c) => (
          <>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1 }}>
              <LinearProgress variant="determinate" value={c.progress.total ? (100 * c.progress.done) / c.progress.total : 0}
                aria-label={t('progressLabel')} sx={{ flex: 1, maxWidth: 320, height: 8, borderRadius: 1 }} />
              <Typography variant="body2" data-testid="checklist-progress">{t('progress', { ...c.progress })}</Typography>
            </Stack>
            <List dense disablePadding>
              {c.items.map((item) => {
                const text = lang === 'it' ? item.textIt : item.textDe;
                const id = `sit-check-${item.measureId}`;
                return (
                  <ListItem key={item.measureId} disableGutters
                    secondaryAction={item.dispatchKind && mayEdit ? <StartMeasureButton situation={situation} kind={item.dispatchKind} label={text} onChanged={onChanged} /> : undefined}>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Checkbox edge="start" checked={item.done} disabled={!mayEdit || busy !== null} onChange={() => void toggle(item)}
                        slotProps={{ input: { 'aria-labelledby': id } }} />
                    </ListItemIcon>
                    <ListItemText
                      id={id}
                      primary={<>{text}{item.required ? <Chip size="small" variant="outlined" label={t('required')} sx={{ ml: 1 }} /> : null}</>}
                      secondary={item.doneBy && item.doneAt ? t(item.done ? 'doneBy' : 'reopenedBy', { by: item.doneBy, at: formatDateTime(item.doneAt, lang) }) : undefined}
                      slotProps={{ primary: { sx: item.done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined } }}
                    />
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
      </QueryState>
    </Box>
  );
}
