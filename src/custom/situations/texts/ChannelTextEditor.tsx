import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../../ui/inputs';
import { LazyAutocomplete } from '../../../ui/LazyAutocomplete';
import { useNotify } from 'react-admin';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { PlaceholderValueRow, PublicTextState, SituationText } from '../../../shared/situations/textsApi';
import { errorMessage } from '../../../ui/errorMessage';
import { formatDateTime } from '../../../ui/format';
import { publishSituationText, saveSituationText } from './api';
import { composeTexts, problemNames } from './compose';
import { publicTextTexts } from './messages';
import type { TextModuleRecord } from './useTextModules';

const STATE_COLOR: Record<PublicTextState, 'default' | 'success' | 'warning'> = { draft: 'default', published: 'success', changed: 'warning' };

interface Props {
  text: SituationText;
  values: readonly PlaceholderValueRow[];
  modules: readonly TextModuleRecord[];
  mayEdit: boolean;
  mayPublish: boolean;
  onChanged: () => void;
}

/**
 * One channel: the German and Italian text (typed, or filled from a text module), a preview with
 * the placeholders filled as they will be saved, what cannot be filled, and save / publish.
 */
export function ChannelTextEditor({ text, values, modules, mayEdit, mayPublish, onChanged }: Props) {
  const { t, lang } = usePageText(publicTextTexts);
  const notify = useNotify();
  const [textDe, setDe] = useState(text.textDe);
  const [textIt, setIt] = useState(text.textIt);
  const [moduleId, setModuleId] = useState(text.moduleId);
  const [busy, setBusy] = useState(false);
  const channelName = t(`channel.${text.channel}`);
  const composed = composeTexts(textDe, textIt, values);
  const dirty = composed.de.text !== text.textDe || composed.it.text !== text.textIt || moduleId !== text.moduleId;
  const open = problemNames(composed, 'missing');
  const unknown = problemNames(composed, 'unknown');
  const headingId = `sit-text-${text.channel}`;

  const run = async (publish: boolean) => {
    setBusy(true);
    try {
      let version = text.version;
      if (dirty) {
        const saved = await saveSituationText({ situationId: text.situationId, channel: text.channel, textDe: composed.de.text, textIt: composed.it.text, moduleId, version });
        version = saved.version;
        setDe(saved.textDe);
        setIt(saved.textIt);
      }
      if (publish) await publishSituationText(text.situationId, text.channel, version);
      notify(t(publish ? 'published' : 'saved', { channel: channelName }), { type: 'success' });
      onChanged();
    } catch (e) {
      notify(errorMessage(e) ?? t('loadFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const choose = (m: TextModuleRecord | null) => {
    if (!m) return;
    const filled = composeTexts(m.textDe, m.textIt, values);
    setDe(filled.de.text);
    setIt(filled.it.text);
    setModuleId(String(m.id));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">{channelName}</Typography>
        <Chip size="small" color={STATE_COLOR[text.state]} label={t(`state.${text.state}`)} />
      </Stack>
      <Stack spacing={1.25}>
        {mayEdit ? (
          <LazyAutocomplete<TextModuleRecord>
            size="small"
            options={[...modules]}
            value={null}
            blurOnSelect
            getOptionLabel={(m) => `${m.code} – ${m.name}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_e, m) => choose(m)}
            noOptionsText={t('noModules')}
            renderOption={({ key, ...rest }, m) => (
              <li key={key} {...rest}>
                <Box>
                  <Typography variant="body2">{m.name}</Typography>
                  <Typography variant="caption" color="text.secondary">{lang === 'it' ? m.textIt : m.textDe}</Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => <PlainTextField {...params} label={t('fromModule')} placeholder={t('fromModuleHint')} />}
          />
        ) : null}
        <PlainTextField size="small" multiline minRows={2} label={t('textDe')} value={textDe} onChange={(e) => setDe(e.target.value)}
          slotProps={{ input: { readOnly: !mayEdit }, htmlInput: { lang: 'de', maxLength: 2000 } }} />
        <PlainTextField size="small" multiline minRows={2} label={t('textIt')} value={textIt} onChange={(e) => setIt(e.target.value)}
          slotProps={{ input: { readOnly: !mayEdit }, htmlInput: { lang: 'it', maxLength: 2000 } }} />
        <Box aria-label={`${t('preview')} – ${channelName}`} role="group" sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography variant="caption" color="text.secondary">{t('preview')}</Typography>
          <Typography variant="body2" lang="de">{composed.de.text || t('previewEmpty')}</Typography>
          <Typography variant="body2" lang="it">{composed.it.text || t('previewEmpty')}</Typography>
        </Box>
        {open ? <Alert severity="warning">{t('missing', { names: open })}</Alert> : null}
        {unknown ? <Alert severity="warning">{t('unknown', { names: unknown })}</Alert> : null}
        {text.publishedAt && text.publishedBy ? (
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('publishedBy', { by: text.publishedBy, at: formatDateTime(text.publishedAt, lang) })}
            </Typography>
            {text.state === 'changed' ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic' }}>{t('publishedText')}: {lang === 'it' ? text.publishedIt : text.publishedDe}</Typography>
            ) : null}
          </Box>
        ) : null}
        {mayEdit || mayPublish ? (
          <Stack direction="row" spacing={1}>
            {mayEdit ? <Button variant="outlined" size="small" disabled={busy || !dirty} onClick={() => void run(false)}>{t('save')}</Button> : null}
            {mayPublish ? (
              <Button variant="contained" size="small" disabled={busy || (!dirty && text.state === 'published') || !composed.de.text || !composed.it.text || (dirty && !mayEdit)}
                onClick={() => void run(true)}>
                {t('publish')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
