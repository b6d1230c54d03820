/**
 * Anschlussmanager (/connectingTripManager, issue 14 item 2, docs/connections/manager.md): every
 * connection of the operating day in the shared table, sorted by the time a decision is needed,
 * live; counts per state, filters and search; for MEASURE_ROLES hold or break after a preview,
 * and taking a decision back.
 */
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ConnectionRow } from '../../shared/connections/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { ShellTitle } from '../../shell/ShellTitle';
import { useConfirm } from '../../ui/ConfirmProvider';
import { formatDay } from '../../ui/format';
import { preloadable, preloadAtFirstInteraction } from '../../ui/preloadable';
import { QueryState } from '../../ui/states';
import { PageTable } from '../../ui/table';
import { useMayDispatch } from '../circulation/useMayDispatch';
import { undoMeasure } from './api';
import { connectionColumns } from './columns';
import { ConnectionToolbar, StateCounts } from './ConnectionToolbar';
import { filterConnections, filterToSearch, lineChoices, parseFilter, pastCount, stationChoices, type ConnectionFilter } from './filters';
import { decisionKindText } from './decisionLabels';
import { connTexts } from './messages';
import { RowActions } from './RowActions';
import { useConnections } from './useConnections';

/** Endangered connections stand out (a tinted row with a red edge), beside their chip's words. */
/** The decision dialog (MUI's Dialog and its form): fetched at the first interaction, not with the page. */
const decisionDialog = preloadable(() => import('./DecisionDialog').then((m) => m.DecisionDialog));

const ENDANGERED_ROW = { backgroundColor: '#FFF3E0', boxShadow: 'inset 4px 0 0 #B71C1C' };

export default function ConnectionManagerPage() {
  preloadAtFirstInteraction(decisionDialog);
  const { t, lang } = usePageText(connTexts);
  const mayDispatch = useMayDispatch();
  const notify = useNotify();
  const { confirm } = useConfirm();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => parseFilter(search), [search]);
  const setFilter = useCallback((f: ConnectionFilter) => setSearch(filterToSearch(f), { replace: true }), [setSearch]);
  const { query, refresh } = useConnections();
  const [decidingId, setDecidingId] = useState<string | null>(null);

  const all = query.data?.rows;
  const rows = useMemo(() => filterConnections(all ?? [], filter), [all, filter]);
  const stations = useMemo(() => stationChoices(all ?? []), [all]);
  const lines = useMemo(() => lineChoices(all ?? []), [all]);
  const columns = useMemo(() => connectionColumns(lang), [lang]);
  // The dialog follows the row's live values (its feeder may run later while it is open).
  const deciding = decidingId ? (all?.find((r) => r.id === decidingId) ?? null) : null;

  const undo = async (row: ConnectionRow) => {
    if (!row.decision) return;
    const names = { feeder: row.feederTrainNumber, departing: row.departingTrainNumber, station: row.stationName };
    const { confirmed } = await confirm({
      title: t('undoTitle'),
      description: t('undoText', { ...names, decision: decisionKindText(row.decision, lang) }),
      confirmText: t('undoConfirm'),
      cancelText: t('cancel'),
      onConfirm: () => undoMeasure(row.decision!.measureId),
    });
    if (!confirmed) return;
    notify(t('undone'), { type: 'success' });
    refresh();
  };

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('title')} />
      {/* The heading and what the page is show at once; the operating day with the data. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h5">{t('title')}</Typography>
        {query.data && (
          <Typography variant="body2" color="text.secondary" data-testid="connections-day">{t('operatingDay', { day: formatDay(query.data.operatingDay, lang) })}</Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('intro')}</Typography>
      <QueryState query={query} errorTitle={t('loadFailedTitle')} isEmpty={(d) => d.rows.length === 0} empty={t('noRules')}>
        {(data) => (
          <>
            <StateCounts counts={data.counts} total={data.rows.length} filter={filter} lang={lang} onFilter={setFilter} />
            <ConnectionToolbar filter={filter} stations={stations} lines={lines} past={pastCount(data.rows)} lang={lang} onFilter={setFilter} />
            <PageTable
              id="connections.manager"
              label={t('title')}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.id}
              rowProps={(r) => ({ 'data-connection-id': r.id, 'data-state': r.state })}
              rowStyle={(r) => (r.state === 'endangered' ? ENDANGERED_ROW : undefined)}
              empty={t('noRows')}
              defaultSort={{ field: 'decideBy', order: 'asc' }}
              rowActions={mayDispatch ? (r) => <RowActions row={r} lang={lang} onDecide={(r) => setDecidingId(r.id)} onUndo={(x) => void undo(x)} /> : undefined}
              rowActionsHeader={t('colActions')}
              rowActionsPosition="start"
              export={{ fileName: `${lang === 'it' ? 'coincidenze' : 'anschluesse'}-${data.operatingDay}`, sheetName: t('title') }}
            />
          </>
        )}
      </QueryState>
      {deciding && (
        <Suspense fallback={null}>
          <decisionDialog.Component row={deciding} lang={lang} onClose={() => setDecidingId(null)} onDone={refresh} />
        </Suspense>
      )}
    </Box>
  );
}
