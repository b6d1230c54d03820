/** The timetable versions: status, validity, counts, who imported them; activate and roll back for planners. */
import UndoIcon from '@mui/icons-material/Undo';
import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TimetableVersion } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { QueryState } from '../../ui/states';
import { timetableTexts } from './messages';
import type { RollbackTargetInfo, TimetableVersionsData } from './timetableApi';
import type { VersionCommands } from './useVersionCommands';
import { importedText, rollbackState, rollbackTargetText, statText, statusChip, validityText } from './versionsView';

export interface VersionsTableProps {
  versions: readonly TimetableVersion[];
  /** Where a rollback goes now, from the server (null while loading). */
  rollback: RollbackTargetInfo | null;
  /** The list's query: loading, error with retry and the empty state come from it. */
  query: UseQueryResult<TimetableVersionsData>;
  /** Null: read-only (no activate, no rollback). */
  commands: VersionCommands | null;
}

function VersionRow({ version, commands }: { version: TimetableVersion; commands: VersionCommands | null }) {
  const { t, lang } = usePageText(timetableTexts);
  const chip = statusChip(version.status, lang);
  return (
    <TableRow data-testid="version-row" data-version-id={version.id} data-status={version.status}>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span data-testid="version-name">{version.name}</span>
          <Chip size="small" variant="outlined" label={timetableTexts.label(lang, 'source', version.source)} />
        </Box>
      </TableCell>
      <TableCell>
        <Chip size="small" color={chip.color} label={chip.label} data-testid="version-status" />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{validityText(version, lang)}</TableCell>
      <TableCell align="right">{statText(version.stats, 'lines', lang)}</TableCell>
      <TableCell align="right">{statText(version.stats, 'trips', lang)}</TableCell>
      <TableCell align="right" data-testid="version-stop-times">{statText(version.stats, 'stopTimes', lang)}</TableCell>
      <TableCell align="right">{statText(version.stats, 'circulations', lang)}</TableCell>
      <TableCell>{importedText(version, lang)}</TableCell>
      {commands && (
        <TableCell>
          {version.status !== 'active' && (
            <Button size="small" onClick={() => void commands.askActivate(version)}>
              {t('activate')}
            </Button>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

export function VersionsTable({ versions, rollback, query, commands }: VersionsTableProps) {
  const { t, lang } = usePageText(timetableTexts);
  const rollbackNow = rollbackState(versions, rollback, lang);
  // Shown beside the button: where it goes, or why it is disabled (a disabled button shows no tooltip).
  const rollbackNote = rollbackNow.disabledReason ?? (rollbackNow.target ? rollbackTargetText(rollbackNow.target, lang) : null);
  const headers = ['colName', 'colStatus', 'colValidity', 'colLines', 'colTrips', 'colStopTimes', 'colCirculations', 'colImported'] as const;
  const numeric = new Set<string>(['colLines', 'colTrips', 'colStopTimes', 'colCirculations']);
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
            <TableContainer>
              <Table size="small" aria-labelledby="timetable-versions-title" data-testid="versions-table" aria-busy={query.isFetching}>
                <TableHead>
                  <TableRow>
                    {headers.map((h) => (
                      <TableCell key={h} align={numeric.has(h) ? 'right' : 'left'}>
                        {t(h)}
                      </TableCell>
                    ))}
                    {commands && <TableCell>{t('colActions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {versions.map((v) => (
                    <VersionRow key={v.id} version={v} commands={commands} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
