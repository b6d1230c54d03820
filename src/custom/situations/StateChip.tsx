import { Chip } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import type { Severity, SituationState } from '../../shared/situations/model';
import { sitTexts } from './messages';

const STATE_COLOR: Record<SituationState, 'default' | 'error' | 'warning' | 'success'> = {
  draft: 'default',
  open: 'error',
  stable: 'warning',
  closed: 'success',
};

/** A situation's state as a chip: open red, stable amber, closed green, draft grey (text says it too). */
export function StateChip({ state, lang }: { state: SituationState; lang: Lang }) {
  return <Chip size="small" color={STATE_COLOR[state]} variant={state === 'draft' ? 'outlined' : 'filled'} label={sitTexts.label(lang, 'state', state)} data-state={state} />;
}

const SEVERITY_COLOR: Record<Severity, string> = { info: 'info.main', minor: 'grey.500', major: 'warning.dark', critical: 'error.main' };

/** Severity as an outlined chip, its border coloured by weight; the text stays dark for contrast. */
export function SeverityChip({ severity, lang }: { severity: Severity; lang: Lang }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      data-severity={severity}
      label={sitTexts.label(lang, 'severity', severity)}
      sx={{ borderColor: SEVERITY_COLOR[severity], borderWidth: severity === 'critical' ? 2 : 1, color: 'text.primary', fontWeight: severity === 'critical' ? 600 : 400 }}
    />
  );
}
