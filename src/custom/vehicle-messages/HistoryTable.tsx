import { Alert, Box, Button, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { HISTORY_COLUMNS, HistoryRow } from './HistoryRow';
import { vmText } from './messages';
import { PER_PAGE_OPTIONS, type MessageHistory } from './useMessageHistory';

/** The messages sent, newest first, with their delivery progress; live. */
export function HistoryTable({ history, lang }: { history: MessageHistory; lang: Lang }) {
  const { data, loading, error } = history;
  const rows = data?.rows ?? [];
  return (
    <Box component="section" aria-labelledby="vm-history-title">
      <Typography id="vm-history-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {vmText(lang, 'history')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }} action={<Button color="inherit" size="small" onClick={history.reload}>{vmText(lang, 'retry')}</Button>}>
          {vmText(lang, 'loadFailed', { error: errorMessage(error) ?? '' })}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={vmText(lang, 'loading')} />}</Box>
      <TableContainer>
        <Table size="small" aria-labelledby="vm-history-title" data-testid="history">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{vmText(lang, 'colSentAt')}</TableCell>
              <TableCell>{vmText(lang, 'colText')}</TableCell>
              <TableCell>{vmText(lang, 'colTargets')}</TableCell>
              <TableCell>{vmText(lang, 'colSentBy')}</TableCell>
              <TableCell>{vmText(lang, 'colDelivery')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => (
              <HistoryRow key={m.id} message={m} lang={lang} />
            ))}
            {!loading && data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={HISTORY_COLUMNS} sx={{ color: 'text.secondary' }}>
                  {vmText(lang, 'noMessages')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={history.page - 1}
        rowsPerPage={history.perPage}
        rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
        onPageChange={(_e, p) => history.setPage(p + 1)}
        onRowsPerPageChange={(e) => history.setPerPage(Number(e.target.value))}
        labelRowsPerPage={vmText(lang, 'rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => vmText(lang, 'pageOf', { from, to, count })}
      />
    </Box>
  );
}
