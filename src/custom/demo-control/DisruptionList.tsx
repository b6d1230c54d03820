/** The day's disruptions, active ones first, each active one with "end now". */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import Stop from '@mui/icons-material/Stop';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { PageTable, type TableColumn } from '../../ui/table';
import { LineChip } from '../circulation/LineChip';
import { endDisruption, type DisruptionView } from './api';
import { demoTexts } from './messages';
import { disruptionTime, disruptionWhat, sortDisruptions } from './sections';
import { useReloadDemo } from './useSimulation';

const ACTIVE_BG = '#8A4B00';

export function DisruptionList({ list, day }: { list: DisruptionView[]; day: string }) {
  const { t, lang } = usePageText(demoTexts);
  const notify = useNotify();
  const reload = useReloadDemo();
  const [error, setError] = useState<string | null>(null);
  const end = async (d: DisruptionView) => {
    setError(null);
    try {
      await endDisruption(d.id);
      notify(t('ended', { what: disruptionWhat(d, lang) }), { type: 'success' });
      void reload();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const rows = useMemo(() => sortDisruptions(list), [list]);
  const columns = useMemo<TableColumn<DisruptionView>[]>(() => [
    { id: 'kind', header: t('colKind'), value: (d) => demoTexts.label(lang, 'kind', d.kind) },
    {
      id: 'what', header: t('colWhat'), value: (d) => disruptionWhat(d, lang), hideable: false, wrap: true, minWidth: 200,
      render: (d) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {d.lineNumber ? <LineChip row={{ lineNumber: d.lineNumber, lineColor: d.lineColor ?? '', lineTextColor: d.lineTextColor ?? '' }} /> : null}
          {disruptionWhat(d, lang)}
        </Box>
      ),
    },
    { id: 'time', header: t('colTime'), value: (d) => disruptionTime(d, lang) },
    {
      id: 'state', header: t('colState'), value: (d) => t(d.active ? 'stateActive' : 'stateOver'),
      // Dark amber on white text: readable (WCAG AA), unlike MUI's warning colour.
      render: (d) => <Chip size="small" label={t(d.active ? 'stateActive' : 'stateOver')} sx={d.active ? { bgcolor: ACTIVE_BG, color: '#FFFFFF' } : undefined} />,
    },
    { id: 'by', header: t('colBy'), value: (d) => d.createdBy },
  ], [t, lang]);
  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-list-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="demo-list-title" component="h2" variant="h6" gutterBottom>
          {t('listTitle')}
        </Typography>
        {error ? <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert> : null}
        <Box data-testid="demo-disruptions">
          <PageTable
            id="demoControl.disruptions" label={t('listTitle')} columns={columns} rows={rows} rowKey={(d) => d.id}
            rowProps={(d) => ({ 'data-disruption-id': d.id, 'data-active': d.active })} empty={t('noDisruptions')}
            rowActionsHeader={t('colActions')}
            rowActions={(d) => d.active ? (
              <Button size="small" startIcon={<Stop />} onClick={() => void end(d)} aria-label={t('endNowFor', { what: disruptionWhat(d, lang) })}>
                {t('endNow')}
              </Button>
            ) : null}
            export={{ fileName: `stoerungen-${day}` }} maxHeight="none"
          />
        </Box>
      </CardContent>
    </Card>
  );
}
