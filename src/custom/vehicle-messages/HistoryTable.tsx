import { Box, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/states';
import { HistoryRow } from './HistoryRow';
import { vmTexts } from './messages';
import { PER_PAGE_OPTIONS, type MessageHistory } from './useMessageHistory';

/** The messages sent, newest first, with their delivery progress; live. The headers show at once, the states below them. */
export function HistoryTable({ history }: { history: MessageHistory }) {
  const { t } = usePageText(vmTexts);
  const { data, error, isFetching, refetch } = history.query;
  const rows = data?.rows ?? [];
  return (
    <Box component="section" aria-labelledby="vm-history-title">
      <Typography id="vm-history-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('history')}
      </Typography>
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      {/* Another page or a refetch is loading: the rows shown stay until it is there. */}
      <Box sx={{ height: 4 }}>{isFetching && data && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-labelledby="vm-history-title" data-testid="history">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('colSentAt')}</TableCell>
              <TableCell>{t('colText')}</TableCell>
              <TableCell>{t('colTargets')}</TableCell>
              <TableCell>{t('colSentBy')}</TableCell>
              <TableCell>{t('colDelivery')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((m) => (
              <HistoryRow key={m.id} message={m} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data === undefined && !error && <QueryLoading />}
      {data && rows.length === 0 && <QueryEmpty>{t('noMessages')}</QueryEmpty>}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={history.page - 1}
        rowsPerPage={history.perPage}
        rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
        onPageChange={(_e, p) => history.setPage(p + 1)}
        onRowsPerPageChange={(e) => history.setPerPage(Number(e.target.value))}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('pageOf', { from, to, count })}
      />
    </Box>
  );
}
