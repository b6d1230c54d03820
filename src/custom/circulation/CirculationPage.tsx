/**
 * Umlaufliste (/circulation, issue 4 point 7): the runs of an operating day with the fifteen
 * columns of specification point 2, filters, sorting, paging, export (CSV/XLSX), live updates and
 * the row actions view, edit, cancel, delay, reroute and assign.
 */
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../providers/query';
import { ShellTitle } from '../../shell/ShellTitle';
import { preloadable } from '../../ui/preloadable';
import { QueryError } from '../../ui/states';
import type { OpenAction } from './ActionDialogs';
import { fetchOperatingDay } from './api';
import { CirculationTable } from './CirculationTable';
import { CirculationToolbar } from './CirculationToolbar';
import { paramsToSearch, parseParams, type ListParams } from './listParams';
import { circTexts } from './messages';
import { RowActions } from './RowActions';
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
  const { lines } = useDayLines(day);
  const [open, setOpen] = useState<OpenAction | null>(null);
  // Opened from a situation (its "Maßnahme in der Umlaufliste"): its measures go to it by default.
  const [situationId] = useState(() => search.get('situation'));
  const error = page.error ?? serverDay.error;
  const updatedAt = page.data ? Date.parse(page.data.updatedAt) : NaN;

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('title')} />
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>
      <CirculationToolbar params={params} day={day} lines={lines} lang={lang} onParams={setParams}>
        <UpdatedIndicator updatedAt={Number.isNaN(updatedAt) ? null : updatedAt} lang={lang} />
      </CirculationToolbar>
      {error ? (
        <QueryError
          error={error}
          title={t('loadFailedTitle')}
          onRetry={() => (serverDay.error ? void serverDay.refetch() : page.refetch())}
        />
      ) : null}
      <CirculationTable
        rows={page.data?.rows ?? []}
        total={page.data?.total ?? 0}
        loading={page.loading}
        params={params}
        onParams={setParams}
        day={day}
        actions={(row) => (
          <RowActions row={row} lang={lang} mayDispatch={mayDispatch} onAction={(action, r) => setOpen({ action, row: r })} onPreload={preloadDialogs} />
        )}
      />
      {open && (
        <Suspense fallback={null}>
          <actionDialogs.Component open={open} lang={lang} mayDispatch={mayDispatch} onClose={() => setOpen(null)} onChanged={page.refetch} situationId={situationId} />
        </Suspense>
      )}
    </Box>
  );
}
