import { Chip } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import type { DeliveryState } from '../../shared/vehicle-messages/types';
import { vmTexts } from './messages';

const COLORS: Record<DeliveryState, 'default' | 'info' | 'success' | 'error'> = {
  sent: 'default',
  received: 'info',
  acknowledged: 'success',
  failed: 'error',
};

/** A delivery state as a small coloured chip (the text says it too: colour is not the only cue). */
export function StateChip({ state, count }: { state: DeliveryState; count?: number }) {
  const { lang } = usePageText(vmTexts);
  const text = vmTexts.label(lang, 'state', state);
  const label = count === undefined ? text : `${count} ${text}`;
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'sent' ? 'outlined' : 'filled'}
      label={label}
      data-state={state}
      sx={{ height: 22, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
