/**
 * Runs one export at a time for a button: progress while the server writes the file, then the
 * download, and a toast saying what happened (de/it). Leaving the page stops the polling.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { ExportRequest } from '../../../shared/situations/exportApi';
import { downloadFile } from '../../../ui/export/download';
import { failureText, runExportJob } from './exportJob';
import { situationExportTexts } from './messages';

export interface ExportJobState {
  /** null when no export runs; else 0..1. */
  progress: number | null;
  start(request: ExportRequest): void;
}

export function useExportJob(): ExportJobState {
  const { t } = usePageText(situationExportTexts);
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    (request: ExportRequest) => {
      if (abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      setProgress(0);
      runExportJob(request, setProgress, controller.signal)
        .then(({ blob, fileName }) => {
          downloadFile(blob, blob.type, fileName);
          notify(t('done', { fileName }), { type: 'success' });
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) notify(t('failed', { error: failureText(e) }), { type: 'error' });
        })
        .finally(() => {
          if (abort.current === controller) abort.current = null;
          setProgress(null);
        });
    },
    [notify, t],
  );
  return { progress, start };
}
