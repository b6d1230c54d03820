/**
 * Umlaufliste (/circulation, issue 4 point 7): the runs of an operating day with the fifteen
 * columns of specification point 2, filters, sorting, paging, export (CSV/XLSX), live updates and
 * the row actions view, edit, cancel, delay, reroute and assign.
 */
import { memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../providers/query';
import { ShellTitle } from '../../shell/ShellTitle';
import { preloadable } from '../../ui/preloadable';
import { QueryError } from '../../ui/states';
import type { OpenAction } from './ActionDialogs';
import type { RunPage } from './api';
import { fetchOperatingDay } from './api';
import { CirculationTable } from './CirculationTable';
import { CirculationToolbar } from './CirculationToolbar';
import { paramsToSearch, parseParams, type ListParams } from './listParams';
import type { LineOption } from './options';
import { circTexts } from './messages';
import type { Lang } from '../../shared/resource/types';
import type { RunRow } from '../../shared/operations/types';
import { RowActions, type RowAction } from './RowActions';
import { UpdatedIndicator } from './UpdatedIndicator';
import { useDayLines } from './useDayLines';
import { useMayDispatch } from './useMayDispatch';
import { useRunsPage } from './useRunsPage';

/**
 * The row actions' dialogs, with the vehicles and disruption causes they offer, load when the
 * pointer or the focus reaches a row's action buttons, not with the list.
 */
const actionDialogs = preloadable(() => import('./ActionDialogs').then((m) => m.ActionDialogs));
const preloadDialogs = () => void actionDialogs.preload().catch(() => undefined);

export default function CirculationPage() {
  const { t, lang } = usePageText(circTexts);
  const mayDispatch = useMayDispatch();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseParams(search), [search]);
  const setParams = useCallback((next: ListParams) => setSearch(paramsToSearch(next)), [setSearch]);

  // Default: the engine's current operating day ("today" of the live day).
  const serverDay = usePageQuery(pageKey('circulation', 'operatingDay'), fetchOperatingDay, { enabled: !params.day });
  const day = params.day ?? serverDay.data ?? null;

  const page = useRunsPage(params, day, lang);
  // The list follows its data at low priority: page queries render as transitions
  // (usePageQuery), and an urgent render of the page (a dialog opened, a filter changed) stops at
  // the memoized content below, whose rows then render in slices (issue 15).
  const data = useDeferredValue(page.data);
  const { lines } = useDayLines(day);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const onAction = useCallback((action: RowAction, row: RunRow) => setOpen({ action, row }), []);
  // Opened from a situation (its "Maßnahme in der Umlaufliste"): its measures go to it by default.
  const [situationId] = useState(() => search.get('situation'));
  const error = page.error ?? serverDay.error;
  const { refetch: refetchDay } = serverDay;
  const { refetch } = page;
  const onRetry = useCallback(() => (serverDay.error ? void refetchDay() : refetch()), [serverDay.error, refetchDay, refetch]);

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('title')} />
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>
      <CirculationContent
        data={data}
        loading={page.loading}
        error={error}
        onRetry={onRetry}
        params={params}
        onParams={setParams}
        day={day}
        lines={lines}
        lang={lang}
        mayDispatch={mayDispatch}
        onAction={onAction}
      />
      {open && (
        <Suspense fallback={null}>
          <actionDialogs.Component open={open} lang={lang} mayDispatch={mayDispatch} onClose={() => setOpen(null)} onChanged={page.refetch} situationId={situationId} />
        </Suspense>
      )}
    </Box>
  );
}

interface ContentProps {
  data: RunPage | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  params: ListParams;
  onParams: (next: ListParams) => void;
  day: string | null;
  lines: LineOption[];
  lang: Lang;
  mayDispatch: boolean;
  onAction: (action: RowAction, row: RunRow) => void;
}

/** The toolbar, the error and the table: rendered again only when one of its props changes. */
const CirculationContent = memo(function CirculationContent({ data, loading, error, onRetry, params, onParams, day, lines, lang, mayDispatch, onAction }: ContentProps) {
  const updatedAt = data ? Date.parse(data.updatedAt) : NaN;
  return (
    <>
      <CirculationToolbar params={params} day={day} lines={lines} lang={lang} onParams={onParams}>
        <UpdatedIndicator updatedAt={Number.isNaN(updatedAt) ? null : updatedAt} lang={lang} />
      </CirculationToolbar>
      {error ? <QueryError error={error} title={circTexts.text(lang, 'loadFailedTitle')} onRetry={onRetry} /> : null}
      <CirculationTable
        rows={data?.rows ?? NO_RUNS}
        total={data?.total ?? 0}
        loading={loading}
        params={params}
        onParams={onParams}
        day={day}
        actions={(row) => <RowActions row={row} lang={lang} mayDispatch={mayDispatch} onAction={onAction} onPreload={preloadDialogs} />}
      />
    </>
  );
});

const NO_RUNS: readonly RunRow[] = [];
