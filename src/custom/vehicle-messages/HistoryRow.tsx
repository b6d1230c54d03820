import { useState } from 'react';
import { Box, Chip, Collapse, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { Lang } from '../../shared/resource/types';
import type { MessageView } from './api';
import { DeliveryProgress } from './DeliveryProgress';
import { DeliveryTable } from './DeliveryTable';
import { formatTime, targetSummary, vehicleList } from './format';
import { vmText } from './messages';

export const HISTORY_COLUMNS = 6;

/** One message of the history; expanded, each vehicle's delivery below it. */
export function HistoryRow({ message: m, lang }: { message: MessageView; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const label = vmText(lang, open ? 'collapse' : 'expand');
  return (
    <>
      <TableRow data-message-id={m.id} sx={{ '& > td': { borderBottom: open ? 'none' : undefined, verticalAlign: 'top' } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={label} aria-expanded={open} title={label} onClick={() => setOpen((o) => !o)}>
            {open ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(m.sentAt, lang)}</TableCell>
        <TableCell sx={{ minWidth: 240, maxWidth: 420 }}>
          <Typography variant="body2" data-testid="message-text">
            {lang === 'it' ? m.textIt : m.textDe}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
            {m.textCode && <Chip size="small" variant="outlined" label={m.textCode} sx={{ height: 20 }} />}
            {m.freeText && <Chip size="small" variant="outlined" label={vmText(lang, 'free1')} sx={{ height: 20 }} />}
            {m.priority === 'high' && <Chip size="small" color="warning" label={vmText(lang, 'high')} sx={{ height: 20 }} />}
            {m.simulated && (
              <Tooltip title={vmText(lang, 'simulatedHint')}>
                <Chip size="small" color="secondary" variant="outlined" label={vmText(lang, 'simulated')} sx={{ height: 20 }} data-testid="simulated" />
              </Tooltip>
            )}
          </Stack>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }} title={vehicleList(m)}>
          {targetSummary(m, lang)}
        </TableCell>
        <TableCell>{m.sentBy}</TableCell>
        <TableCell>
          <DeliveryProgress message={m} lang={lang} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={HISTORY_COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ py: 1, pl: 6 }}>
              <DeliveryTable message={m} lang={lang} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
