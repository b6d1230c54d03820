import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { fetchAllRuns } from './api';
import { csvFileName, runsToCsv } from './csv';
import type { ListParams } from './listParams';
import { circText } from './messages';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** CSV of every run of the current selection (all pages, in the list's order). */
export function ExportButton({ params, day, lang }: { params: ListParams; day: string | null; lang: Lang }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!day) return;
    setBusy(true);
    try {
      const rows = await fetchAllRuns(params, day);
      download(runsToCsv(rows, lang), csvFileName(day, lang));
    } catch (e) {
      notify(circText(lang, 'exportFailed', { error: errorMessage(e) ?? '' }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={busy}
      loadingPosition="start"
      disabled={!day}
      onClick={() => void onClick()}
    >
      {circText(lang, 'exportCsv')}
    </Button>
  );
}
