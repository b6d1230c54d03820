/** Inject a blocked section: line, section (two adjacent stations of its routes), duration. */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import Block from '@mui/icons-material/Block';
import { useNotify } from 'react-admin';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { fetchNetwork, injectBlockedSection, type Network } from './api';
import { demoText } from './messages';
import { lineSections, MAX_BLOCK_MINUTES, parseMinutes } from './sections';

export function BlockedSectionForm({ lang, onDone }: { lang: Lang; onDone: () => void }) {
  const notify = useNotify();
  const [network, setNetwork] = useState<Network | null>(null);
  const [lineId, setLineId] = useState('');
  const [sectionKey, setSectionKey] = useState('');
  const [minutes, setMinutes] = useState('20');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchNetwork().then(setNetwork, (e: unknown) => setError(errorMessage(e)));
  }, []);
  const sections = useMemo(() => (network && lineId ? lineSections(network, lineId) : []), [network, lineId]);
  const section = sections.find((s) => s.key === sectionKey) ?? null;
  const mins = parseMinutes(minutes, MAX_BLOCK_MINUTES);

  const submit = async () => {
    if (!section || mins === null) return;
    setBusy(true);
    setError(null);
    try {
      await injectBlockedSection(lineId, section.fromStopId, section.toStopId, mins);
      notify(demoText(lang, 'blockDone', { from: section.fromName, to: section.toName, minutes: mins }), { type: 'success' });
      onDone();
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
          {demoText(lang, 'blockTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {demoText(lang, 'blockIntro')}
        </Typography>
        <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <TextField
            select label={demoText(lang, 'line')} value={lineId} size="small"
            onChange={(e) => { setLineId(e.target.value); setSectionKey(''); }}
            helperText={lineId ? ' ' : demoText(lang, 'chooseLine')}
          >
            {(network?.lines ?? []).map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.lineNumber} · {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select label={demoText(lang, 'section')} value={sectionKey} size="small" disabled={!lineId}
            onChange={(e) => setSectionKey(e.target.value)} helperText={lineId && !sectionKey ? demoText(lang, 'chooseSection') : ' '}
          >
            {sections.map((s) => (
              <MenuItem key={s.key} value={s.key}>
                {demoText(lang, 'sectionValue', { from: s.fromName, to: s.toName })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={demoText(lang, 'minutes')} value={minutes} size="small" onChange={(e) => setMinutes(e.target.value)}
            error={mins === null} helperText={mins === null ? demoText(lang, 'minutesInvalid', { max: MAX_BLOCK_MINUTES }) : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box>
            <Button type="submit" variant="contained" color="warning" startIcon={<Block />} disabled={!section || mins === null || busy}>
              {demoText(lang, 'blockSubmit')}
            </Button>
          </Box>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Box>
      </CardContent>
    </Card>
  );
}
