import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import Send from '@mui/icons-material/Send';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { sendMessage, type MessageView, type Targets } from './api';
import { missingInput, type TargetValue } from './compose';
import type { MessageTargets } from './link';
import { vmTexts } from './messages';
import { preselect, preselectMode, preselectNotices, type Preselection } from './preselect';
import { TargetChooser } from './TargetChooser';
import { TextChooser, type TextValue } from './TextChooser';
import type { usePredefinedTexts } from './usePredefinedTexts';

interface Props {
  texts: ReturnType<typeof usePredefinedTexts>;
  targets: UseQueryResult<Targets>;
  /** Targets named by the page's link (link.ts): chosen once the vehicles are loaded. */
  preset: MessageTargets;
  /** A message was sent (the history shows it at once). */
  onSent: (m: MessageView) => void;
}

const EMPTY_TEXT: TextValue = { source: 'predefined', textId: null, supplement: '', freeText: '' };
const EMPTY_TARGETS: TargetValue = { mode: 'many', vehicleIds: [], lineId: null };

/** The compose form: text, targets, priority; sends and reports the outcome. */
export function ComposePanel({ texts, targets: targetsQuery, preset, onSent }: Props) {
  const { t, lang } = usePageText(vmTexts);
  const targets = targetsQuery.data ?? null;
  const [text, setText] = useState<TextValue>(EMPTY_TEXT);
  // The link's mode at once, so the form does not switch when the vehicles arrive.
  const [to, setTo] = useState<TargetValue>(() => ({ ...EMPTY_TARGETS, mode: preselectMode(preset) ?? EMPTY_TARGETS.mode }));
  const [preselected, setPreselected] = useState<Preselection | null>(null);
  // Each link is applied once: the periodic reload of the vehicles must not undo the user's changes.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(preset);
    if (!targets || applied.current === key) return;
    applied.current = key;
    const p = preselect(preset, targets);
    if (!p) return;
    setTo(p.value);
    setPreselected(p);
  }, [preset, targets]);
  const [high, setHigh] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const missing = missingInput({ ...text, ...to });
  const line = targets?.lines.find((l) => l.lineId === to.lineId);
  const buttonText = to.mode === 'line'
    ? (line ? t('sendToLine', { line: line.lineNumber }) : t('send'))
    : to.vehicleIds.length ? t('sendTo', { count: to.vehicleIds.length }) : t('send');

  const submit = async () => {
    setOutcome(null);
    if (missing.text || missing.targets) {
      setShowErrors(true);
      return;
    }
    setBusy(true);
    try {
      const m = await sendMessage({
        textId: text.source === 'predefined' ? text.textId : null,
        freeText: text.source === 'free' ? text.freeText : null,
        supplement: text.source === 'predefined' && text.supplement.trim() ? text.supplement : null,
        vehicleIds: to.mode === 'line' ? null : to.vehicleIds,
        lineId: to.mode === 'line' ? to.lineId : null,
        priority: high ? 'high' : 'normal',
      });
      onSent(m);
      setPreselected(null);
      setOutcome({ ok: true, text: t('sent', { count: m.counts.total }) });
      setText({ ...EMPTY_TEXT, source: text.source });
      setTo({ ...EMPTY_TARGETS, mode: to.mode });
      setHigh(false);
      setShowErrors(false);
    } catch (e) {
      setOutcome({ ok: false, text: t('sendFailed', { error: errorMessage(e) ?? '' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="vm-compose-title" sx={{ p: 2 }}>
      <Typography id="vm-compose-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('compose')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} divider={<Divider orientation="vertical" flexItem />}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{t('colText')}</Typography>
            <TextChooser value={text} onChange={setText} texts={texts} showErrors={showErrors} />
            <FormControlLabel control={<Checkbox size="small" checked={high} onChange={(e) => setHigh(e.target.checked)} />} label={t('highPriority')} />
          </Box>
          <Box data-testid="vm-targets" sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{t('targets')}</Typography>
            {preselected && preselectNotices(preselected, lang).map((n) => (
              <Alert key={n} severity="warning" data-testid="vm-preselect-notice" sx={{ mb: 1 }} onClose={() => setPreselected(null)}>{n}</Alert>
            ))}
            <TargetChooser value={to} onChange={setTo} targets={targetsQuery} showErrors={showErrors} />
          </Box>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy}>
            {busy ? t('sending') : buttonText}
          </Button>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ py: 0 }} onClose={() => setOutcome(null)}>
              {outcome.text}
            </Alert>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
