import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import type { MessageView } from './api';
import { formatTime } from './format';
import { vmText } from './messages';
import { StateChip } from './StateChip';

/** Each vehicle's delivery of one message: run and line when sent, state, times, failure reason. */
export function DeliveryTable({ message, lang }: { message: MessageView; lang: Lang }) {
  return (
    <Table size="small" aria-label={vmText(lang, 'deliveriesOf', { id: message.id })} data-testid="deliveries">
      <TableHead>
        <TableRow>
          <TableCell>{vmText(lang, 'colVehicle')}</TableCell>
          <TableCell>{vmText(lang, 'colRun')}</TableCell>
          <TableCell>{vmText(lang, 'colState')}</TableCell>
          <TableCell>{vmText(lang, 'colSentAt')}</TableCell>
          <TableCell>{vmText(lang, 'colReceivedAt')}</TableCell>
          <TableCell>{vmText(lang, 'colAcknowledgedAt')}</TableCell>
          <TableCell>{vmText(lang, 'colFailure')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {message.deliveries.map((d) => (
          <TableRow key={d.id} data-vehicle={d.vehicleNumber} data-state={d.state}>
            <TableCell sx={{ fontWeight: 600 }}>{d.vehicleNumber}</TableCell>
            <TableCell>{d.trainNumber ? `${d.lineNumber ?? ''} ${d.trainNumber}` : '–'}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <StateChip state={d.state} lang={lang} />
              </Box>
            </TableCell>
            <TableCell>{formatTime(d.sentAt, lang)}</TableCell>
            <TableCell>{formatTime(d.receivedAt, lang)}</TableCell>
            <TableCell>{formatTime(d.acknowledgedAt, lang)}</TableCell>
            <TableCell>{d.failureText ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
