/** The run's stops with planned and expected arrival/departure, platform and state (shared table). */
import { useMemo } from 'react';
import { Box, Chip } from '@mui/material';
import type { RunStop } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock, formatDelay } from '../../ui/format';
import { PageTable, ROW_MUTED, type TableColumn } from '../../ui/table';
import { DELAY_COLORS } from './delayClass';
import { circTexts } from './messages';
import { delayClass } from './delayClass';

/** Expected time, and its deviation from the plan when there is one ("14:36 +4 min"). */
function Expected({ planned, expected }: { planned: number | null; expected: number | null }) {
  if (expected === null) return null;
  const diff = planned === null ? 0 : expected - planned;
  const cls = delayClass(diff);
  return (
    <Box component="span" data-value={expected} sx={{ whiteSpace: 'nowrap' }}>
      {formatClock(expected)}
      {planned !== null && Math.abs(diff) >= 60 && (
        <Box component="span" sx={{ ml: 0.75, color: DELAY_COLORS[cls], fontWeight: 600 }}>
          {formatDelay(diff)}
        </Box>
      )}
    </Box>
  );
}

/** Passed stops are greyed (every cell). */

/** Markers of a stop where boarding or alighting is not (or only on request) possible (GTFS pickup/drop-off). */
function accessMarkers(s: RunStop): ('noPickup' | 'noDropOff' | 'pickupOnRequest' | 'dropOffOnRequest')[] {
  const markers: ('noPickup' | 'noDropOff' | 'pickupOnRequest' | 'dropOffOnRequest')[] = [];
  if (s.pickup === 'none') markers.push('noPickup');
  if (s.pickup === 'onRequest') markers.push('pickupOnRequest');
  if (s.dropOff === 'none') markers.push('noDropOff');
  if (s.dropOff === 'onRequest') markers.push('dropOffOnRequest');
  return markers;
}

const stopState = (s: RunStop) => (s.skipped ? 'stopSkipped' : s.passed ? 'stopPassed' : 'stopAhead');

function stopColumns(lang: Lang): TableColumn<RunStop>[] {
  const t = (key: Parameters<typeof circTexts.text>[1]) => circTexts.text(lang, key);
  const columns: TableColumn<RunStop>[] = [
    {
      id: 'name',
      header: t('stop'),
      // The export and the sort see the markers too ("Halt 3 (kein Einstieg)").
      value: (s) => [s.name, ...accessMarkers(s).map((m) => `(${t(m)})`)].join(' '),
      render: (s) => (
        <>
          <Box component="span" sx={{ textDecoration: s.skipped ? 'line-through' : undefined }}>{s.name}</Box>
          {accessMarkers(s).map((m) => (
            <Chip key={m} data-access={m} label={t(m)} size="small" variant="outlined" sx={{ ml: 1, height: 20, fontSize: '0.75rem' }} />
          ))}
        </>
      ),
    },
    {
      id: 'platform',
      header: t('platform'),
      // After a platform change: "3 (statt 2)".
      value: (s) => (s.plannedPlatform && s.platform && s.plannedPlatform !== s.platform
        ? circTexts.text(lang, 'platformChanged', { platform: s.platform, planned: s.plannedPlatform })
        : s.platform ?? null),
    },
    { id: 'plannedArrival', header: t('arrPlanned'), value: (s) => formatClock(s.plannedArrival) },
    {
      id: 'expectedArrival',
      header: t('arrExpected'),
      value: (s) => formatClock(s.expectedArrival),
      render: (s) => <Expected planned={s.plannedArrival} expected={s.expectedArrival} />,
    },
    { id: 'plannedDeparture', header: t('depPlanned'), value: (s) => formatClock(s.plannedDeparture) },
    {
      id: 'expectedDeparture',
      header: t('depExpected'),
      value: (s) => formatClock(s.expectedDeparture),
      render: (s) => <Expected planned={s.plannedDeparture} expected={s.expectedDeparture} />,
    },
    { id: 'state', header: t('stopState'), value: (s) => t(stopState(s)) },
  ];
  // The stops keep the run's order.
  return columns.map((c) => ({ ...c, sortable: false }));
}

export function StopsTable({ stops, lang }: { stops: RunStop[]; lang: Lang }) {
  const ordered = useMemo(() => [...stops].sort((a, b) => a.seq - b.seq), [stops]);
  const columns = useMemo(() => stopColumns(lang), [lang]);
  return (
    <PageTable
      id="circulation.stops"
      label={circTexts.text(lang, 'stops')}
      columns={columns}
      rows={ordered}
      rowKey={(s) => `${s.seq}-${s.stopId}`}
      rowProps={(s) => ({ 'data-stop-id': s.stopId, 'data-passed': s.passed, 'data-skipped': s.skipped })}
      rowStyle={(s) => (s.passed ? ROW_MUTED : undefined)}
      paging={false}
      chooser={false}
      empty={null}
      maxHeight="none"
    />
  );
}
