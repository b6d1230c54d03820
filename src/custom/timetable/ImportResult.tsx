/** A finished import: the new version's counts and "Aktivieren" (or "Aktiv" once it is active). */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, AlertTitle, Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import type { ImportJobView, TimetableVersionView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { timetableTexts } from './messages';
import { NoticeReport } from './NoticeReport';
import { StatsList } from './StatsList';

export interface ImportResultProps {
  job: ImportJobView;
  /** The new version as the versions list shows it (null until the list has reloaded). */
  version: TimetableVersionView | null;
  /** Null: the user may not activate. */
  onActivate: ((version: TimetableVersionView) => Promise<boolean>) | null;
}

export function ImportResult({ job, version, onActivate }: ImportResultProps) {
  const { t } = usePageText(timetableTexts);
  const [busy, setBusy] = useState(false);
  const name = version?.name ?? null;
  const active = version?.status === 'active';
  const activate = async () => {
    // The version as listed (with its zone and service days): the dialog warns from it.
    if (!onActivate || !version) return;
    setBusy(true);
    try {
      await onActivate(version);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert severity="success" data-testid="import-result" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('doneTitle')}</AlertTitle>
      {name ? t('doneText', { name }) : t('doneTextUnnamed')}
      <Box sx={{ my: 1.5 }}>
        <StatsList stats={job.stats ?? version?.stats ?? null} />
        <NoticeReport notices={job.notices ?? []} />
      </Box>
      {active ? (
        <Chip icon={<CheckCircleIcon />} color="success" label={t('activated')} />
      ) : (
        onActivate && job.versionId && (
          <Button variant="contained" color="success" onClick={() => void activate()} disabled={busy || !version}>
            {t('activate')}
          </Button>
        )
      )}
    </Alert>
  );
}
