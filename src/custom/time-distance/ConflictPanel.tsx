/**
 * The conflict list under the chart (collapsible): the shared table with kind, trains,
 * section/station, from–to and severity, sortable; the row's button jumps to the conflict (the
 * page centres the view on it and the chart flashes it).
 */
import { memo, useMemo, useState } from 'react';
import { Box, Button, Collapse, IconButton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Conflict } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { formatClock, formatDurationSeconds } from '../../ui/format';
import { PageTable, type TableColumn } from '../../ui/table';
import { conflictsOfTrain } from './locate';
import { tdTexts } from './messages';

/** Under a minute a duration in minutes would read "0min": seconds then. */
export function severityText(seconds: number): string {
  return seconds < 60 ? `${Math.round(seconds)} s` : formatDurationSeconds(seconds);
}

export function conflictPlace(c: Conflict): string {
  const place = c.toName ? `${c.fromName} – ${c.toName}` : c.fromName;
  return c.track ? `${place} (${c.track})` : place;
}

function columns(lang: Lang): TableColumn<Conflict>[] {
  const t = (k: Parameters<typeof tdTexts.text>[1]) => tdTexts.text(lang, k);
  return [
    { id: 'kind', header: t('colKind'), value: (c) => tdTexts.label(lang, 'conflict', c.kind) },
    { id: 'trains', header: t('colTrains'), value: (c) => c.trainNumbers.join(' / ') },
    { id: 'place', header: t('colPlace'), value: conflictPlace, wrap: true, minWidth: 160 },
    { id: 'from', header: t('colFromTo'), value: (c) => c.from, render: (c) => `${formatClock(c.from)}–${formatClock(c.to)}`, exportValue: (c) => `${formatClock(c.from)}–${formatClock(c.to)}` },
    { id: 'severity', header: t('colSeverity'), value: (c) => c.severityS, render: (c) => severityText(c.severityS), align: 'right', exportValue: (c) => c.severityS },
  ];
}

export interface ConflictPanelProps {
  lang: Lang;
  /** The corridor's conflicts and all of the day's. */
  onCorridor: readonly Conflict[];
  all: readonly Conflict[];
  loading: boolean;
  onJump: (c: Conflict) => void;
}

/** Memoized: the page renders every second (its clock) and at every live update; the list follows only its own props. */
export const ConflictPanel = memo(function ConflictPanel({ lang, onCorridor, all, loading, onJump }: ConflictPanelProps) {
  const [open, setOpen] = useState(true);
  const [corridorOnly, setCorridorOnly] = useState(true);
  const cols = useMemo(() => columns(lang), [lang]);
  const [train, setTrain] = useState('');
  const rows = conflictsOfTrain(corridorOnly ? onCorridor : all, train);
  const t = (k: Parameters<typeof tdTexts.text>[1], a?: Record<string, string | number>) => tdTexts.text(lang, k, a);
  return (
    <Box component="section" aria-labelledby="td-conflicts-title" data-testid="td-conflicts" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="td-conflicts-body"
          endIcon={open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          title={open ? t('conflictsHide') : t('conflictsShow')}
        >
          <Typography id="td-conflicts-title" component="h2" variant="subtitle2">
            {t('conflicts')}: {rows.length ? t('conflictsCount', { count: rows.length }) : t('conflictsNone')}
          </Typography>
        </Button>
        {/* The toolbar's kind of choice (spacing, orientation); a Switch would bring its own code. */}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={corridorOnly ? 'corridor' : 'day'}
          onChange={(_e, v: string | null) => v && setCorridorOnly(v === 'corridor')}
          aria-label={t('conflictsScope')}
        >
          <ToggleButton value="corridor">{t('conflictsOnCorridor')}</ToggleButton>
          <ToggleButton value="day">{t('conflictsAllDay')}</ToggleButton>
        </ToggleButtonGroup>
        <PlainTextField size="small" sx={{ width: 160 }} label={t('conflictsTrain')} value={train} onChange={(e) => setTrain(e.target.value)} />
      </Box>
      <Collapse in={open} id="td-conflicts-body">
        <PageTable
          id="timeDistance.conflicts"
          label={t('conflicts')}
          columns={cols}
          rows={rows}
          rowKey={(c) => c.id}
          rowProps={(c) => ({ 'data-conflict-id': c.id, 'data-kind': c.kind })}
          loading={loading}
          empty={t('conflictsNone')}
          defaultSort={{ field: 'from', order: 'asc' }}
          virtualized={{ height: 200 }}
          chooser={false}
          rowActionsPosition="start"
          rowActions={(c) => (
            <IconButton size="small" aria-label={t('conflictJump', { trains: c.trainNumbers.join(' / ') })} onClick={() => onJump(c)}>
              <CenterFocusStrongIcon fontSize="small" />
            </IconButton>
          )}
        />
      </Collapse>
    </Box>
  );
});
