import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import type { MessageView } from './api';
import { formatRecentTime } from '../../ui/format';
import { vmTexts } from './messages';
import { StateChip } from './StateChip';

/** Each vehicle's delivery of one message: run and line when sent, state, times, failure reason. */
export function DeliveryTable({ message }: { message: MessageView }) {
  const { t, lang } = usePageText(vmTexts);
  return (
    <Table size="small" aria-label={t('deliveriesOf', { id: message.id })} data-testid="deliveries">
      <TableHead>
        <TableRow>
          <TableCell>{t('colVehicle')}</TableCell>
          <TableCell>{t('colRun')}</TableCell>
          <TableCell>{t('colState')}</TableCell>
          <TableCell>{t('colSentAt')}</TableCell>
          <TableCell>{t('colReceivedAt')}</TableCell>
          <TableCell>{t('colAcknowledgedAt')}</TableCell>
          <TableCell>{t('colFailure')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {message.deliveries.map((d) => (
          <TableRow key={d.id} data-vehicle={d.vehicleNumber} data-state={d.state}>
            <TableCell sx={{ fontWeight: 600 }}>{d.vehicleNumber}</TableCell>
            <TableCell>{d.trainNumber ? `${d.lineNumber ?? ''} ${d.trainNumber}` : '–'}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <StateChip state={d.state} />
              </Box>
            </TableCell>
            <TableCell>{formatRecentTime(d.sentAt, lang)}</TableCell>
            <TableCell>{formatRecentTime(d.receivedAt, lang)}</TableCell>
            <TableCell>{formatRecentTime(d.acknowledgedAt, lang)}</TableCell>
            <TableCell>{d.failureText ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
