import { useState } from 'react';
import { Box, Chip, Collapse, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { usePageText } from '../../providers/i18n/usePageText';
import type { MessageView } from './api';
import { DeliveryProgress } from './DeliveryProgress';
import { DeliveryTable } from './DeliveryTable';
import { formatRecentTime } from '../../ui/format';
import { targetSummary, vehicleList } from './history';
import { vmTexts } from './messages';

export const HISTORY_COLUMNS = 6;

/** One message of the history; expanded, each vehicle's delivery below it. */
export function HistoryRow({ message: m }: { message: MessageView }) {
  const { t, lang } = usePageText(vmTexts);
  const [open, setOpen] = useState(false);
  const label = t(open ? 'collapse' : 'expand');
  return (
    <>
      <TableRow data-message-id={m.id} sx={{ '& > td': { borderBottom: open ? 'none' : undefined, verticalAlign: 'top' } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={label} aria-expanded={open} title={label} onClick={() => setOpen((o) => !o)}>
            {open ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRecentTime(m.sentAt, lang)}</TableCell>
        <TableCell sx={{ minWidth: 240, maxWidth: 420 }}>
          <Typography variant="body2" data-testid="message-text">
            {lang === 'it' ? m.textIt : m.textDe}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
            {m.textCode && <Chip size="small" variant="outlined" label={m.textCode} sx={{ height: 20 }} />}
            {m.freeText && <Chip size="small" variant="outlined" label={t('free1')} sx={{ height: 20 }} />}
            {m.priority === 'high' && <Chip size="small" color="warning" label={t('high')} sx={{ height: 20 }} />}
            {m.simulated && (
              <Tooltip title={t('simulatedHint')}>
                <Chip size="small" color="secondary" variant="outlined" label={t('simulated')} sx={{ height: 20 }} data-testid="simulated" />
              </Tooltip>
            )}
          </Stack>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }} title={vehicleList(m)}>
          {targetSummary(m, lang)}
        </TableCell>
        <TableCell>{m.sentBy}</TableCell>
        <TableCell>
          <DeliveryProgress message={m} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={HISTORY_COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ py: 1, pl: 6 }}>
              <DeliveryTable message={m} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
