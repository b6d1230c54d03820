import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../../providers/query/pageQuery';
import { QueryState } from '../../../ui/states';
import type { SituationSectionProps } from '../sectionProps';
import { fetchSituationTexts } from './api';
import { ChannelTextEditor } from './ChannelTextEditor';
import { publicTextTexts } from './messages';
import { useTextModules } from './useTextModules';

export const textsKey = (situationId: string) => pageKey('situations', 'texts', situationId);

/** Public texts per channel in de and it (issue 13 item 5): composed from text modules, saved, published. */
export function PublicTextsSection({ situation, onChanged }: SituationSectionProps) {
  const { t } = usePageText(publicTextTexts);
  const client = useQueryClient();
  const query = usePageQuery(textsKey(situation.id), () => fetchSituationTexts(situation.id));
  const { modules, error: modulesError } = useTextModules(situation.categoryId);
  const closed = situation.state === 'closed';
  const mayEdit = situation.rights.edit && !closed;
  // A draft situation has nothing to publish yet (the server refuses it too).
  const mayPublish = situation.rights.publish && !closed && situation.state !== 'draft';
  const changed = () => {
    void client.invalidateQueries({ queryKey: textsKey(situation.id) });
    onChanged();
  };
  return (
    <Box component="section" aria-labelledby="sit-public-texts">
      <Typography id="sit-public-texts" variant="h6" component="h2">{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('intro')}</Typography>
      {closed ? <Alert severity="info" sx={{ mb: 1 }}>{t('readOnly')}</Alert>
        : !situation.rights.edit ? <Alert severity="info" sx={{ mb: 1 }}>{t('noEditRight')}</Alert>
        : situation.state === 'draft' && situation.rights.publish ? <Alert severity="info" sx={{ mb: 1 }}>{t('draftSituation')}</Alert> : null}
      {modulesError && mayEdit ? <Alert severity="warning" sx={{ mb: 1 }}>{t('modulesFailed')}</Alert> : null}
      <QueryState query={query} errorTitle={t('loadFailed')}>
        {(data) => (
          <Stack spacing={1.5}>
            {data.texts.map((text) => (
              <ChannelTextEditor
                // A new saved version resets the editor to what the server holds.
                key={`${text.channel}:${text.version}:${text.publishedVersion ?? 0}`}
                text={text}
                values={data.values}
                modules={modules.filter((m) => m.channel === text.channel)}
                mayEdit={mayEdit}
                mayPublish={mayPublish}
                onChanged={changed}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
