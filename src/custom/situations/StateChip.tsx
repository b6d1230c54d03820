/**
 * A situation's state and severity as small pills, drawn as MUI's small Chip was (plain parts,
 * src/ui/table/cellParts.tsx): the list shows both in every row (issue 15).
 */
import type { Lang } from '../../shared/resource/types';
import type { Severity, SituationState } from '../../shared/situations/model';
import { ERROR_RED } from '../../brands/default';
import { Pill, type PillProps } from '../../ui/table/cellParts';
import { sitTexts } from './messages';

/** The theme's filled error, warning (dark text: white is too light on it) and success chips, the draft outlined grey. */
const STATE_STYLE: Record<SituationState, Pick<PillProps, 'outlined' | 'color' | 'background'>> = {
  draft: { outlined: true },
  open: { background: ERROR_RED, color: '#FFFFFF' },
  stable: { background: '#ED6C02', color: 'rgba(0, 0, 0, 0.87)' },
  closed: { background: '#2E7D32', color: '#FFFFFF' },
};

/** A situation's state: open red, stable amber, closed green, draft grey (the text says it too). */
export function StateChip({ state, lang }: { state: SituationState; lang: Lang }) {
  return <Pill {...STATE_STYLE[state]} label={sitTexts.label(lang, 'state', state)} data-state={state} />;
}

/** The border by weight: MUI's info.main, grey.500, warning.dark and error.main. */
const SEVERITY_BORDER: Record<Severity, string> = { info: '#0288D1', minor: '#9E9E9E', major: '#E65100', critical: ERROR_RED };
const CRITICAL = { borderWidth: 2, padding: '0 6px' } as const;

/** Severity as an outlined pill, its border coloured by weight; the text stays dark for contrast. */
export function SeverityChip({ severity, lang }: { severity: Severity; lang: Lang }) {
  const critical = severity === 'critical';
  return (
    <Pill
      outlined
      borderColor={SEVERITY_BORDER[severity]}
      fontWeight={critical ? 600 : 400}
      style={critical ? CRITICAL : undefined}
      label={sitTexts.label(lang, 'severity', severity)}
      data-severity={severity}
    />
  );
}
