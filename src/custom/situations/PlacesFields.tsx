/**
 * Where the situation acts: affected lines, stations, track sections and runs, chosen from lists
 * or (stations) on a small map, and "Auswirkung prüfen": the runs of the operating day the choice
 * concerns (Query.situationImpact), which can be taken over as affected runs.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { QueryLoading } from '../../ui/states';
import { IdAutocomplete } from './IdAutocomplete';
import { ImpactPreview } from './ImpactPreview';
import { sitTexts, type SitText } from './messages';
import { RunPicker } from './RunPicker';
import type { FormProps } from './SituationForm';
import { useNetworkChoices, useSections } from './useReferenceData';

// Leaflet is the largest part of the page: loaded with the map section, not with the list.
const PlacesMap = lazy(() => import('./PlacesMap'));

export function PlacesFields({ form, onForm, readOnly, lang, serverErrors }: FormProps) {
  const t = (k: SitText) => sitTexts.text(lang, k);
  const network = useNetworkChoices();
  const sections = useSections(lang);
  const [impact, setImpact] = useState(false);
  const lineOptions = useMemo(() => network.lines.map((l) => ({ value: l.id, label: l.name ? `${l.lineNumber} – ${l.name}` : l.lineNumber })), [network.lines]);
  const stationOptions = useMemo(() => network.stations.map((s) => ({ value: s.stationId, label: s.name })), [network.stations]);
  const toggleStation = (id: string) =>
    onForm({ ...form, stationIds: form.stationIds.includes(id) ? form.stationIds.filter((s) => s !== id) : [...form.stationIds, id] });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sit-where" sx={{ p: 2 }}>
      <Typography id="sit-where" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('sectionWhere')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2}>
          <IdAutocomplete id="sit-lines" label={t('fLines')} options={lineOptions} value={form.lineIds} readOnly={readOnly} noOptions={t('noOptions')}
            error={serverErrors.lineIds} onChange={(ids) => onForm({ ...form, lineIds: ids })} />
          <IdAutocomplete id="sit-stations" label={t('fStations')} options={stationOptions} value={form.stationIds} readOnly={readOnly} noOptions={t('noOptions')}
            helperText={readOnly ? undefined : t('mapHelp')} error={serverErrors.stationIds} onChange={(ids) => onForm({ ...form, stationIds: ids })} />
          <IdAutocomplete id="sit-sections" label={t('fSections')} options={sections.options} value={form.sectionIds} readOnly={readOnly} noOptions={t('noOptions')}
            error={serverErrors.sectionIds} onChange={(ids) => onForm({ ...form, sectionIds: ids })} />
          <RunPicker value={form.runIds} onChange={(ids) => onForm({ ...form, runIds: ids })} readOnly={readOnly} lang={lang} error={serverErrors.runIds} />
        </Stack>
        <Box>
          <Suspense fallback={<QueryLoading />}>
            <PlacesMap
              stations={network.stations}
              paths={network.paths}
              chosen={form.stationIds}
              chosenLines={form.lineIds}
              onToggle={readOnly ? null : toggleStation}
              lang={lang}
            />
          </Suspense>
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => setImpact(true)} aria-expanded={impact} aria-controls="sit-impact">{t('impact')}</Button>
        {impact && (
          <ImpactPreview
            form={form}
            lang={lang}
            onTakeRuns={readOnly ? null : (ids) => onForm({ ...form, runIds: [...new Set([...form.runIds, ...ids])] })}
          />
        )}
      </Box>
    </Paper>
  );
}
