/**
 * Dispatch measures linked to the situation (taken in the circulation list or from the map with
 * this situation chosen): run, kind, who and when, undone ones marked; "Verknüpfung lösen" while
 * the situation may be edited. The link to the circulation list opens it for taking a new one.
 */
import { useMemo } from 'react';
import { Box, Button, Chip, IconButton, Paper, Typography } from '@mui/material';
import LinkOff from '@mui/icons-material/LinkOff';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Lang } from '../../shared/resource/types';
import type { Situation, SituationMeasure } from '../../shared/situations/api';
import { errorMessage } from '../../ui/errorMessage';
import { formatDateTime } from '../../ui/format';
import { PageTable, type TableColumn } from '../../ui/table';
import { detachMeasure } from './api';
import { sitTexts } from './messages';
import { mayEdit } from './stateActions';
import { runFallback, useRunChoices } from './useRunChoices';

export function MeasuresSection({ situation, lang, onChanged }: { situation: Situation; lang: Lang; onChanged: () => void }) {
  const notify = useNotify();
  const editable = mayEdit(situation);
  const runs = useRunChoices(situation.measures.map((m) => m.runId));
  const columns = useMemo<TableColumn<SituationMeasure>[]>(() => {
    const t = (k: Parameters<typeof sitTexts.text>[1]) => sitTexts.text(lang, k);
    return [
      { id: 'run', header: t('measureRun'), value: (m) => runs.get(m.runId)?.trainNumber ?? runFallback(m.runId) },
      { id: 'type', header: t('measureType'), value: (m) => sitTexts.label(lang, 'measure', m.type) },
      { id: 'by', header: t('measureBy'), value: (m) => m.createdBy },
      { id: 'at', header: t('measureAt'), value: (m) => formatDateTime(m.createdAt, lang) },
      {
        id: 'state', header: t('measureState'), value: (m) => t(m.undone ? 'measureUndone' : 'measureActive'),
        // Dark text on white: a coloured label fails contrast in the lighter brand palettes.
        render: (m) => <Chip size="small" variant="outlined" label={t(m.undone ? 'measureUndone' : 'measureActive')} sx={m.undone ? { textDecoration: 'line-through' } : { fontWeight: 600 }} />,
      },
    ];
  }, [lang, runs]);
  const t = (k: Parameters<typeof sitTexts.text>[1]) => sitTexts.text(lang, k);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sit-measures" sx={{ p: 2 }} data-testid="situation-measures">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="sit-measures" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>{t('measures')}</Typography>
        {editable && <Button size="small" component={Link} to={`/circulation?situation=${encodeURIComponent(situation.id)}`}>{t('takeMeasure')}</Button>}
      </Box>
      <PageTable
        id="situations.measures"
        label={t('measures')}
        columns={columns}
        rows={situation.measures}
        rowKey={(m) => m.measureId}
        rowProps={(m) => ({ 'data-measure-type': m.type, 'data-undone': String(m.undone) })}
        empty={t('noMeasures')}
        paging={false}
        chooser={false}
        maxHeight="none"
        rowActionsPosition="start"
        rowActions={editable ? (m) => (
          <IconButton size="small" aria-label={t('measureDetach')} title={t('measureDetach')} onClick={() => void detachMeasure(situation.id, m.measureId).then(() => {
            notify(t('measureDetached'), { type: 'success' });
            onChanged();
          }, (e: unknown) => notify(errorMessage(e) ?? String(e), { type: 'error' }))}>
            <LinkOff fontSize="small" />
          </IconButton>
        ) : undefined}
      />
    </Paper>
  );
}
