/** "Message" for the sidebar's selection: opens /vehicle_message with the selected trains' vehicles chosen. */
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../shared/resource/types';
import { vehicleMessageLink } from '../../vehicle-messages/link';
import type { TabRun } from './api';
import { sbText } from './messages';

export function MessageButton({ lang, runs }: { lang: Lang; runs: readonly TabRun[] }) {
  const numbers = [...new Set(runs.flatMap((r) => r.vehicleNumbers))];
  // Without vehicles there is nobody to write to: say so instead of a button that cannot act.
  if (numbers.length === 0) return <Typography variant="caption" color="text.secondary">{sbText(lang, 'noVehicles')}</Typography>;
  // The accessible name starts with the visible word, and says how many vehicles it reaches.
  const hint = sbText(lang, 'sendMessageHint', { count: numbers.length });
  return (
    <Button size="small" variant="outlined" component={Link} to={vehicleMessageLink(numbers)} title={hint} aria-label={hint}>
      {sbText(lang, 'sendMessage')}
    </Button>
  );
}
