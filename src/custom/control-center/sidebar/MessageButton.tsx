/** "Message" for the sidebar's selection: opens /vehicle_message with the selected trains' vehicles chosen. */
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePageText } from '../../../providers/i18n/usePageText';
import { vehicleMessageLink } from '../../vehicle-messages/link';
import type { TabRun } from './api';
import { sidebarTexts } from './messages';

export function MessageButton({ runs }: { runs: readonly TabRun[] }) {
  const { t } = usePageText(sidebarTexts);
  const numbers = [...new Set(runs.flatMap((r) => r.vehicleNumbers))];
  // Without vehicles there is nobody to write to: say so instead of a button that cannot act.
  if (numbers.length === 0) return <Typography variant="caption" color="text.secondary">{t('noVehicles')}</Typography>;
  // The accessible name starts with the visible word, and says how many vehicles it reaches.
  const hint = t('sendMessageHint', { count: numbers.length });
  return (
    <Button size="small" variant="outlined" component={Link} to={vehicleMessageLink(numbers)} title={hint} aria-label={hint}>
      {t('sendMessage')}
    </Button>
  );
}
