/**
 * The import card: the upload form, then the stepper while the import runs, then the result
 * (counts and "Aktivieren") or the problem report. The import lives in a store outside React
 * (importStore.ts): leaving the page lets it go on, and coming back shows it again.
 */
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { TimetableVersionView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { ImportResult } from './ImportResult';
import { ImportStepper } from './ImportStepper';
import { timetableTexts } from './messages';
import { failureText } from './problemReport';
import { ProblemReport } from './ProblemReport';
import { UploadPanel } from './UploadPanel';
import { useImportJob } from './useImportJob';
import type { VersionCommands } from './useVersionCommands';

export interface ImportPanelProps {
  versions: readonly TimetableVersionView[];
  commands: VersionCommands;
  /** Reloads the versions list (a finished import added one). */
  onImported(): void;
}

export function ImportPanel({ versions, commands, onImported }: ImportPanelProps) {
  const { t, lang } = usePageText(timetableTexts);
  const state = useImportJob();
  const { stage, job } = state;
  const doneVersionId = job?.phase === 'done' ? job.versionId : null;
  useEffect(() => {
    if (doneVersionId) onImported();
  }, [doneVersionId, onImported]);
  // The server translates the problems per request: after a language switch, read them again
  // (in the new language explicitly: the stored choice may not be written yet).
  const { reload } = state;
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    reload(lang);
  }, [lang, reload]);

  const showStepper = stage === 'uploading' || stage === 'running' || stage === 'finished';
  return (
    <Card variant="outlined" component="section" aria-labelledby="timetable-import-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="timetable-import-title" component="h2" variant="h6" gutterBottom>
          {t('uploadTitle')}
          {state.fileName && showStepper ? `: ${state.fileName}` : ''}
        </Typography>
        {stage === 'error' && state.failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="import-failure">
            {failureText(state.failure, lang)} {t('nothingChanged')}
          </Alert>
        )}
        {(stage === 'idle' || stage === 'error') && <UploadPanel onStart={(file, name) => state.start(file, file.name, name)} />}
        {showStepper && <ImportStepper upload={state.upload} job={job} tracking={state.tracking} />}
        {(stage === 'uploading' || stage === 'running') && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(stage === 'uploading' ? 'uploadLeaveWarning' : 'importRunning')}
          </Typography>
        )}
        {state.pollFailure && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('pollWarning')} {failureText(state.pollFailure, lang)}
          </Alert>
        )}
        {stage === 'finished' && job && (
          <Box sx={{ mt: 2 }}>
            {job.phase === 'done' ? (
              <ImportResult job={job} version={versions.find((v) => v.id === job.versionId) ?? null} onActivate={commands.askActivate} />
            ) : (
              <ProblemReport job={job} />
            )}
            <Button sx={{ mt: 2 }} onClick={state.reset}>
              {t('newImport')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
