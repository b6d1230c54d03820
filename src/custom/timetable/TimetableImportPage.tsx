/**
 * Planung > Fahrplan (/fahrplanimport): import a GTFS feed with progress, see the problem report
 * of a broken feed, and manage the timetable versions (activate, roll back). Everyone signed in
 * sees the versions; only TIMETABLE_ROLES upload, activate and roll back.
 */
import { Alert, Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { getAuthRuntime, rolesOf } from '../../providers/auth';
import { useAppLang } from '../../providers/i18n/useAppLang';
import { ShellTitle } from '../../shell/ShellTitle';
import { ImportPanel } from './ImportPanel';
import { VersionsTable } from './VersionsTable';
import { timetableText } from './messages';
import { useTimetableVersions, useVersionActions } from './useTimetableVersions';
import { useVersionCommands } from './useVersionCommands';
import { mayManageTimetable, sortVersions } from './versionsView';

export default function TimetableImportPage() {
  const lang = useAppLang();
  const manage = mayManageTimetable(rolesOf(getAuthRuntime()));
  const { data, isPending, error } = useTimetableVersions();
  const versions = useMemo(() => sortVersions(data?.versions ?? []), [data]);
  const rollback = data?.rollback ?? null;
  const commands = useVersionCommands(versions, rollback);
  const { refresh } = useVersionActions();
  return (
    <Box sx={{ py: 2 }}>
      <ShellTitle title={timetableText(lang, 'title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {timetableText(lang, 'title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{timetableText(lang, 'intro')}</Typography>
      {manage ? (
        <ImportPanel versions={versions} commands={commands} onImported={refresh} />
      ) : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="timetable-read-only">
          {timetableText(lang, 'readOnly')}
        </Alert>
      )}
      <VersionsTable versions={versions} rollback={rollback} loading={isPending} error={error} commands={manage ? commands : null} />
    </Box>
  );
}
