/** What an import did not take over, or took over converted: file, first line, count and the server's text. */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { ImportNoticeView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { formatNumber } from '../../ui/format';
import { PageTable, type TableColumn } from '../../ui/table';
import { timetableTexts } from './messages';
import { problemMessage } from './problemReport';

export function NoticeReport({ notices }: { notices: readonly ImportNoticeView[] }) {
  const { t, lang } = usePageText(timetableTexts);
  const rows = useMemo(() => notices.map((n, i) => ({ ...n, key: String(i) })), [notices]);
  const columns = useMemo<TableColumn<ImportNoticeView & { key: string }>[]>(
    () => [
      { id: 'file', header: t('colFile'), value: (n) => n.file },
      { id: 'line', header: t('colLine'), value: (n) => (n.line === null ? t('wholeFile') : String(n.line)), align: 'right' },
      { id: 'count', header: t('colCount'), value: (n) => n.count, render: (n) => formatNumber(n.count, lang), align: 'right' },
      // The table has its own file and line columns: the message without its "file, line N: " prefix.
      { id: 'message', header: t('colMessage'), value: (n) => problemMessage({ ...n, column: null }), wrap: true, minWidth: 320 },
    ],
    [t, lang],
  );
  if (notices.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="import-notices">
      <Typography sx={{ fontWeight: 500, mb: 1 }}>{t('noticesTitle')}</Typography>
      <PageTable
        id="timetable.notices"
        label={t('noticesTitle')}
        columns={columns}
        rows={rows}
        rowKey={(n) => n.key}
        rowProps={() => ({ 'data-testid': 'import-notice' })}
        empty={null}
        maxHeight={320}
        export={{ fileName: t('noticesFile') }}
      />
    </Box>
  );
}
