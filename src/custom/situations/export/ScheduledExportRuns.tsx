/**
 * The log of a scheduled export (Automatischer Export): a "Läufe" button on its row and in its
 * edit form opens the runs, newest first, with result, situations, e-mail and the kept file to
 * download. Placed by src/resources/scheduled-exports/extensions.tsx.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useNotify, useRecordContext } from 'react-admin';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../../providers/query/pageQuery';
import type { ScheduledExportRunView } from '../../../shared/situations/exportApi';
import { downloadFile } from '../../../ui/export/download';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { QueryState } from '../../../ui/states';
import { PageTable, type TableColumn } from '../../../ui/table';
import { failureText } from './exportJob';
import { situationExportTexts } from './messages';
import { fetchRunFile, fetchRuns } from './runsApi';

function RunsTable({ exportId }: { exportId: string }) {
  const { t, lang } = usePageText(situationExportTexts);
  const notify = useNotify();
  const query = usePageQuery(pageKey('situationExport', 'runs', exportId), () => fetchRuns(exportId));
  const download = (run: ScheduledExportRunView) => {
    fetchRunFile(run.id)
      .then((blob) => downloadFile(blob, blob.type, run.fileName ?? 'export'))
      .catch((e: unknown) => notify(t('failed', { error: failureText(e) }), { type: 'error' }));
  };
  const columns: TableColumn<ScheduledExportRunView>[] = [
    { id: 'scheduledFor', header: t('col.scheduledFor'), value: (r) => formatDateTime(r.scheduledFor, lang) },
    { id: 'state', header: t('col.state'), value: (r) => (r.error ? `${t(`state.${r.state}`)}: ${r.error}` : t(`state.${r.state}`)), wrap: true, minWidth: 160, maxWidth: 320 },
    { id: 'rows', header: t('col.rows'), value: (r) => (r.rows === null ? null : formatNumber(r.rows, lang)), align: 'right' },
    {
      id: 'mail',
      header: t('col.mail'),
      value: (r) => (r.mailVia ? t(`mail.${r.mailVia}`, { to: r.mailedTo.join(', ') }) : t('mail.none')),
      wrap: true,
      maxWidth: 260,
    },
    {
      id: 'file',
      header: t('col.file'),
      value: (r) => r.fileName,
      render: (r) =>
        r.fileName && r.bytes !== null ? (
          <Link component="button" type="button" onClick={() => download(r)} aria-label={t('download', { fileName: r.fileName })}>
            {r.fileName}
          </Link>
        ) : (
          '–'
        ),
    },
  ];
  return (
    <QueryState query={query} isEmpty={(runs) => runs.length === 0} empty={t('runsEmpty')} errorTitle={t('runsError')}>
      {(runs) => (
        <PageTable id="scheduled-export-runs" label={t('runs')} columns={columns} rows={runs} rowKey={(r) => r.id} rowProps={(r) => ({ 'data-state': r.state })} chooser={false} paging={false} maxHeight="none" />
      )}
    </QueryState>
  );
}

export function ScheduledExportRunsButton() {
  const { t } = usePageText(situationExportTexts);
  const record = useRecordContext<{ id: string | number; name?: string }>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {t('runs')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="scheduled-export-runs-title">
        <DialogTitle id="scheduled-export-runs-title">{t('runsTitle', { name: record.name ?? String(record.id) })}</DialogTitle>
        <DialogContent>{open && <RunsTable exportId={String(record.id)} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
