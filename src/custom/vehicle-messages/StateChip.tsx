import { Chip } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import type { DeliveryState } from '../../shared/vehicle-messages/types';
import { stateLabel } from './messages';

const COLORS: Record<DeliveryState, 'default' | 'info' | 'success' | 'error'> = {
  sent: 'default',
  received: 'info',
  acknowledged: 'success',
  failed: 'error',
};

/** A delivery state as a small coloured chip (the text says it too: colour is not the only cue). */
export function StateChip({ state, lang, count }: { state: DeliveryState; lang: Lang; count?: number }) {
  const label = count === undefined ? stateLabel(lang, state) : `${count} ${stateLabel(lang, state)}`;
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
