/** A failed import: that nothing changed, the error, and the feed's problems by file, line and column. */
import { Alert, AlertTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportJobView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { timetableTexts } from './messages';
import { moreProblemsText, problemCountText, problemRows } from './problemReport';

export function ProblemReport({ job }: { job: ImportJobView }) {
  const { t, lang } = usePageText(timetableTexts);
  const rows = problemRows(job.problems, lang);
  const more = moreProblemsText(job, lang);
  return (
    <Alert severity="error" data-testid="import-problems" sx={{ '& .MuiAlert-message': { width: '100%', overflowX: 'auto' } }}>
      <AlertTitle>{t('failedTitle')}</AlertTitle>
      <Typography sx={{ fontWeight: 500 }} data-testid="import-nothing-changed">
        {t('nothingChanged')}
      </Typography>
      {job.error && (
        <Typography sx={{ mt: 1 }} data-testid="import-error">
          {job.error}
        </Typography>
      )}
      {job.problemCount > 0 && (
        <>
          <Typography sx={{ mt: 1.5 }} data-testid="import-problem-count">
            {problemCountText(job.problemCount, lang)}
          </Typography>
          <TableContainer sx={{ maxHeight: 480, mt: 1 }}>
            <Table size="small" stickyHeader aria-label={t('problemsTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('colFile')}</TableCell>
                  <TableCell align="right">{t('colLine')}</TableCell>
                  <TableCell>{t('colColumn')}</TableCell>
                  <TableCell>{t('colMessage')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} data-testid="import-problem">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.file}</TableCell>
                    <TableCell align="right">{row.line}</TableCell>
                    <TableCell>{row.column}</TableCell>
                    <TableCell>{row.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {more && (
            <Typography sx={{ mt: 1 }} data-testid="import-more-problems">
              {more}
            </Typography>
          )}
        </>
      )}
    </Alert>
  );
}
