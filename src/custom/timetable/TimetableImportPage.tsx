/**
 * Planung > Fahrplan (/fahrplanimport): import a GTFS feed with progress, see the problem report
 * of a broken feed, and manage the timetable versions (activate, roll back). Everyone signed in
 * sees the versions; only TIMETABLE_ROLES upload, activate and roll back.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { getAuthRuntime, rolesOf } from '../../providers/auth';
import { usePageText } from '../../providers/i18n/usePageText';
import { ShellTitle } from '../../shell/ShellTitle';
import { ImportPanel } from './ImportPanel';
import { VersionsTable } from './VersionsTable';
import { timetableTexts } from './messages';
import { useTimetableVersions, useVersionActions } from './useTimetableVersions';
import { useVersionCommands } from './useVersionCommands';
import { mayManageTimetable, sortVersions } from './versionsView';

export default function TimetableImportPage() {
  const { t } = usePageText(timetableTexts);
  const manage = mayManageTimetable(rolesOf(getAuthRuntime()));
  const query = useTimetableVersions();
  const { data } = query;
  const versions = useMemo(() => sortVersions(data?.versions ?? []), [data]);
  const rollback = data?.rollback ?? null;
  const commands = useVersionCommands(versions, rollback);
  const { refresh } = useVersionActions();
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title={t('title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      {manage ? (
        <ImportPanel versions={versions} commands={commands} onImported={refresh} />
      ) : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="timetable-read-only">
          {t('readOnly')}
        </Alert>
      )}
      <VersionsTable versions={versions} rollback={rollback} query={query} commands={manage ? commands : null} />
    </Box>
  );
}
