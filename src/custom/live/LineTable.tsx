/** Per line: runs under way, how many of them late, punctuality now, runs of the day; each line links to its runs. */
import { memo, useMemo } from 'react';
import { Box, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { formatNumber, formatPercent } from '../../ui/format';
import { PageTable, type TableColumn } from '../../ui/table';
import { LineChip } from '../circulation/LineChip';
import type { LineSummary } from './api';
import { liveTexts } from './messages';
import { circulationLink } from './overview';

/** Memoized: LivePage hands it the summary as a deferred value (see there). */
export const LineTable = memo(function LineTable({ lines, day }: { lines: LineSummary[]; day: string }) {
  const { t, lang } = usePageText(liveTexts);
  const columns = useMemo<TableColumn<LineSummary>[]>(() => {
    const count = (id: 'active' | 'activeDelayed' | 'total', header: string): TableColumn<LineSummary> => ({
      id, header, value: (l) => l[id], render: (l) => formatNumber(l[id], lang), align: 'right',
    });
    return [
      {
        id: 'line', header: t('colLine'), value: (l) => l.lineNumber, hideable: false,
        render: (l) => (
          <MuiLink component={Link} to={circulationLink({ lineIds: [l.lineId] })} aria-label={t('lineListLink', { line: l.lineNumber })}>
            <LineChip row={l} />
          </MuiLink>
        ),
      },
      count('active', t('colActive')),
      count('activeDelayed', t('colDelayed')),
      {
        id: 'punctualityNow', header: t('colPunctuality'), align: 'right',
        value: (l) => l.punctualityNow, render: (l) => formatPercent(l.punctualityNow, lang),
      },
      count('total', t('colTotal')),
    ];
  }, [t, lang]);
  return (
    <Box data-testid="live-lines">
      <PageTable
        id="liveOverview.lines" label={t('linesTitle')} columns={columns} rows={lines} rowKey={(l) => l.lineId}
        rowProps={(l) => ({ 'data-line-id': l.lineId })} empty={t('noLines')} export={{ fileName: `linien-${day}` }} maxHeight="none"
      />
    </Box>
  );
});
