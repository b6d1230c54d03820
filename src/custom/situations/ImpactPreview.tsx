/** "Auswirkung prüfen": the runs of the operating day the chosen lines, stations and sections concern in the period. */
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import type { Lang } from '../../shared/resource/types';
import type { ImpactRun, SituationImpactInput } from '../../shared/situations/api';
import { pageKey, usePageQuery } from '../../providers/query';
import { formatTimeOfDay } from '../../ui/format';
import { QueryError, QueryLoadingBar } from '../../ui/states';
import { PageTable, type TableColumn } from '../../ui/table';
import { fetchImpact } from './api';
import type { SituationForm } from './form';
import { sitTexts } from './messages';
import { SIT_PAGE, useNetworkChoices } from './useReferenceData';
import { fromZonedInput } from './zonedInput';

export function impactInput(form: SituationForm): SituationImpactInput | null {
  const startAt = fromZonedInput(form.startAt);
  if (!startAt) return null;
  const end = form.endAt || form.expectedEndAt;
  return { lineIds: form.lineIds, stationIds: form.stationIds, sectionIds: form.sectionIds, startAt, endAt: end ? fromZonedInput(end) : null };
}

export function ImpactPreview({ form, lang, onTakeRuns }: { form: SituationForm; lang: Lang; onTakeRuns: ((ids: string[]) => void) | null }) {
  const t = (k: Parameters<typeof sitTexts.text>[1], args?: Record<string, number>) => sitTexts.text(lang, k, args);
  const input = impactInput(form);
  const empty = !input || (!input.lineIds.length && !input.stationIds.length && !input.sectionIds.length);
  const query = usePageQuery(pageKey(SIT_PAGE, 'impact', input), () => fetchImpact(input!), { enabled: !empty });
  const network = useNetworkChoices();
  const lines = useMemo(() => new Map(network.lines.map((l) => [l.id, l.lineNumber])), [network.lines]);
  const columns = useMemo<TableColumn<ImpactRun>[]>(() => [
    { id: 'train', header: sitTexts.text(lang, 'impactTrain'), value: (r) => r.trainNumber, hideable: false },
    { id: 'line', header: sitTexts.text(lang, 'impactLine'), value: (r) => lines.get(r.lineId) ?? r.lineId },
    { id: 'departure', header: sitTexts.text(lang, 'impactDeparture'), value: (r) => formatTimeOfDay(r.departure, lang, { seconds: false }) },
    { id: 'stops', header: sitTexts.text(lang, 'impactStops'), value: (r) => r.affectedStops.join(', '), wrap: true, maxWidth: 320 },
  ], [lang, lines]);

  return (
    <Box id="sit-impact" component="section" aria-labelledby="sit-impact-title" sx={{ mt: 1 }} data-testid="impact">
      <Typography id="sit-impact-title" component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {t('impactTitle')}{query.data ? ` · ${t('impactCount', { count: query.data.length })}` : ''}
      </Typography>
      {empty && <Alert severity="info">{t('impactNeedsPlace')}</Alert>}
      {!empty && query.isPending && <QueryLoadingBar />}
      {query.error ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && (
        <>
          <PageTable id="situations.impact" label={t('impactTitle')} columns={columns} rows={query.data} rowKey={(r) => r.runId}
            empty={t('impactNone')} chooser={false} maxHeight={320} />
          {onTakeRuns && query.data.length > 0 && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => onTakeRuns(query.data.map((r) => r.runId))}>{t('impactAddRuns')}</Button>
          )}
        </>
      )}
    </Box>
  );
}
