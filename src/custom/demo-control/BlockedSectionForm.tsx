/** Inject a blocked section: line, section (two adjacent stations of its routes), duration. */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import Block from '@mui/icons-material/Block';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { QueryError } from '../../ui/states';
import { injectBlockedSection } from './api';
import { demoTexts } from './messages';
import { lineSections, MAX_BLOCK_MINUTES, parseMinutes } from './sections';
import { useNetwork, useReloadDemo } from './useSimulation';

export function BlockedSectionForm() {
  const { t } = usePageText(demoTexts);
  const notify = useNotify();
  const reload = useReloadDemo();
  const { data: network, error: networkError, refetch } = useNetwork();
  const [lineId, setLineId] = useState('');
  const [sectionKey, setSectionKey] = useState('');
  const [minutes, setMinutes] = useState('20');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sections = useMemo(() => (network && lineId ? lineSections(network, lineId) : []), [network, lineId]);
  const section = sections.find((s) => s.key === sectionKey) ?? null;
  const mins = parseMinutes(minutes, MAX_BLOCK_MINUTES);

  const submit = async () => {
    if (!section || mins === null) return;
    setBusy(true);
    setError(null);
    try {
      await injectBlockedSection(lineId, section.fromStopId, section.toStopId, mins);
      notify(t('blockDone', { from: section.fromName, to: section.toName, minutes: mins }), { type: 'success' });
      void reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-block-title">
      <CardContent>
        <Typography id="demo-block-title" component="h2" variant="h6">
          {t('blockTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('blockIntro')}
        </Typography>
        <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <TextField
            select label={t('line')} value={lineId} size="small"
            onChange={(e) => { setLineId(e.target.value); setSectionKey(''); }}
            helperText={lineId ? ' ' : t('chooseLine')}
          >
            {(network?.lines ?? []).map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.lineNumber} · {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select label={t('section')} value={sectionKey} size="small" disabled={!lineId}
            onChange={(e) => setSectionKey(e.target.value)} helperText={lineId && !sectionKey ? t('chooseSection') : ' '}
          >
            {sections.map((s) => (
              <MenuItem key={s.key} value={s.key}>
                {t('sectionValue', { from: s.fromName, to: s.toName })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('minutes')} value={minutes} size="small" onChange={(e) => setMinutes(e.target.value)}
            error={mins === null} helperText={mins === null ? t('minutesInvalid', { max: MAX_BLOCK_MINUTES }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box>
            <Button type="submit" variant="contained" color="warning" startIcon={<Block />} disabled={!section || mins === null || busy}>
              {t('blockSubmit')}
            </Button>
          </Box>
          {networkError ? <QueryError error={networkError} onRetry={() => void refetch()} /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
