/**
 * Umlaufliste (/circulation, issue 4 point 7): the runs of an operating day with the fifteen
 * columns of specification point 2, filters, sorting, paging, CSV export, live updates and the
 * row actions view, edit, cancel, delay, reroute and assign.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useAppLang } from '../../providers/i18n/useAppLang';
import { ShellTitle } from '../../shell/ShellTitle';
import { errorMessage } from '../../ui/errorMessage';
import { ActionDialogs, type OpenAction } from './ActionDialogs';
import { fetchOperatingDay } from './api';
import { CirculationTable } from './CirculationTable';
import { CirculationToolbar } from './CirculationToolbar';
import { ExportButton } from './ExportButton';
import { paramsToSearch, parseParams, type ListParams } from './listParams';
import { circText } from './messages';
import { RowActions } from './RowActions';
import { UpdatedIndicator } from './UpdatedIndicator';
import { useDayLines } from './useDayLines';
import { useLoad } from './useLoad';
import { useMayDispatch } from './useMayDispatch';
import { useRunsLive } from './useRunsLive';
import { useRunsPage } from './useRunsPage';

export default function CirculationPage() {
  const lang = useAppLang();
  const mayDispatch = useMayDispatch();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseParams(search), [search]);
  const setParams = useCallback((next: ListParams) => setSearch(paramsToSearch(next)), [setSearch]);

  // Default: the engine's current operating day ("today" of the live day).
  const serverDay = useLoad(fetchOperatingDay, '', !params.day);
  const day = params.day ?? serverDay.data;

  const page = useRunsPage(params, day, lang);
  useRunsLive(day, params, page);
  const { lines } = useDayLines(day);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const error = page.error ?? serverDay.error;

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={circText(lang, 'title')} />
      <Typography component="h1" variant="h5">
        {circText(lang, 'title')}
      </Typography>
      <CirculationToolbar params={params} day={day} lines={lines} lang={lang} onParams={setParams}>
        <UpdatedIndicator updatedAt={page.updatedAt} lang={lang} />
        <ExportButton params={params} day={day} lang={lang} />
      </CirculationToolbar>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => (serverDay.error ? serverDay.reload() : page.refetch())}>
              {circText(lang, 'retry')}
            </Button>
          }
          sx={{ mb: 1 }}
        >
          {circText(lang, 'loadFailed', { error: errorMessage(error) ?? '' })}
        </Alert>
      ) : null}
      <CirculationTable
        rows={page.rows}
        total={page.total}
        loading={page.loading}
        params={params}
        onParams={setParams}
        lang={lang}
        actions={(row) => <RowActions row={row} lang={lang} mayDispatch={mayDispatch} onAction={(action, r) => setOpen({ action, row: r })} />}
      />
      <ActionDialogs open={open} lang={lang} mayDispatch={mayDispatch} onClose={() => setOpen(null)} onChanged={page.refetch} />
    </Box>
  );
}
