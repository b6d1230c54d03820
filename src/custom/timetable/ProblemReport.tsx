/** A failed import: that nothing changed, the error, and the feed's problems by file, line and column. */
import { useMemo } from 'react';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { ImportJobView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { timetableTexts } from './messages';
import { PageTable, type TableColumn } from '../../ui/table';
import { moreProblemsText, problemCountText, problemRows, type ProblemRow } from './problemReport';

export function ProblemReport({ job }: { job: ImportJobView }) {
  const { t, lang } = usePageText(timetableTexts);
  const rows = useMemo(() => problemRows(job.problems, lang), [job.problems, lang]);
  const columns = useMemo<TableColumn<ProblemRow>[]>(
    () => [
      { id: 'file', header: t('colFile'), value: (r) => r.file },
      { id: 'line', header: t('colLine'), value: (r) => r.line, align: 'right' },
      { id: 'column', header: t('colColumn'), value: (r) => r.column },
      { id: 'message', header: t('colMessage'), value: (r) => r.message, wrap: true, minWidth: 320 },
    ],
    [t],
  );
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
          {/* The planner may want the list in a spreadsheet to work through it: export. */}
          <Box sx={{ mt: 1 }}>
            <PageTable
              id="timetable.problems"
              label={t('problemsTitle')}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.key}
              rowProps={() => ({ 'data-testid': 'import-problem' })}
              empty={null}
              maxHeight={480}
              export={{ fileName: t('problemsFile') }}
            />
          </Box>
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
