/** The timetable versions: status, validity, counts, who imported them; activate and roll back for planners. */
import UndoIcon from '@mui/icons-material/Undo';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { TimetableVersionView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { QueryState } from '../../ui/states';
import { PageTable } from '../../ui/table';
import { timetableTexts } from './messages';
import type { RollbackTargetInfo, TimetableVersionsData } from './timetableApi';
import type { VersionCommands } from './useVersionCommands';
import { versionColumns } from './versionColumns';
import { rollbackState, rollbackTargetText } from './versionsView';

export interface VersionsTableProps {
  versions: readonly TimetableVersionView[];
  /** Where a rollback goes now, from the server (null while loading). */
  rollback: RollbackTargetInfo | null;
  /** The list's query: loading, error with retry and the empty state come from it. */
  query: UseQueryResult<TimetableVersionsData>;
  /** Null: read-only (no activate, no rollback). */
  commands: VersionCommands | null;
}

export function VersionsTable({ versions, rollback, query, commands }: VersionsTableProps) {
  const { t, lang } = usePageText(timetableTexts);
  const rollbackNow = rollbackState(versions, rollback, lang);
  // Shown beside the button: where it goes, or why it is disabled (a disabled button shows no tooltip).
  const rollbackNote = rollbackNow.disabledReason ?? (rollbackNow.target ? rollbackTargetText(rollbackNow.target, lang) : null);
  const columns = useMemo(() => versionColumns(t, lang), [t, lang]);
  return (
    <Card variant="outlined" component="section" aria-labelledby="timetable-versions-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Typography id="timetable-versions-title" component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('versionsTitle')}
          </Typography>
          {commands && rollbackNote && (
            <Typography id="timetable-rollback-note" variant="body2" color="text.secondary" data-testid="rollback-note" data-enabled={rollbackNow.enabled}>
              {rollbackNote}
            </Typography>
          )}
          {commands && (
            <Button
              startIcon={<UndoIcon />}
              onClick={() => void commands.askRollback()}
              disabled={!rollbackNow.enabled}
              title={t('rollbackHint')}
              aria-describedby={rollbackNote ? 'timetable-rollback-note' : undefined}
            >
              {t('rollback')}
            </Button>
          )}
        </Box>
        <QueryState
          query={query}
          errorTitle={t('versionsError')}
          isEmpty={(data) => data.versions.length === 0}
          empty={<span data-testid="versions-empty">{t('versionsEmpty')}</span>}
        >
          {() => (
            // The wrapper says when the list is (re)loading, for tests and assistive technology.
            <Box data-testid="versions-table" aria-busy={query.isFetching}>
              <PageTable
                id="timetable.versions"
                label={t('versionsTitle')}
                columns={columns}
                rows={versions}
                rowKey={(v) => v.id}
                rowProps={(v) => ({ 'data-testid': 'version-row', 'data-version-id': v.id, 'data-status': v.status })}
                loading={query.isFetching}
                empty={null}
                export={{ fileName: t('versionsFile') }}
                rowActionsHeader={t('colActions')}
                rowActions={
                  commands
                    ? (v) =>
                        v.status !== 'active' && (
                          <Button size="small" onClick={() => void commands.askActivate(v)}>
                            {t('activate')}
                          </Button>
                        )
                    : undefined
                }
              />
            </Box>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
