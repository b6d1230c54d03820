/** The day's disruptions, active ones first, each active one with "end now". */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Stop from '@mui/icons-material/Stop';
import { useNotify } from 'react-admin';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../../ui/errorMessage';
import { LineChip } from '../circulation/cells';
import { endDisruption, type DisruptionView } from './api';
import { demoTexts } from './messages';
import { disruptionTime, disruptionWhat, sortDisruptions } from './sections';
import { useReloadDemo } from './useSimulation';

const ACTIVE_BG = '#8A4B00';

export function DisruptionList({ list }: { list: DisruptionView[] }) {
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
  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-list-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="demo-list-title" component="h2" variant="h6" gutterBottom>
          {t('listTitle')}
        </Typography>
        {error ? <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert> : null}
        {list.length === 0 ? (
          <Typography color="text.secondary">{t('noDisruptions')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="demo-list-title" data-testid="demo-disruptions">
            <TableHead>
              <TableRow>
                <TableCell>{t('colKind')}</TableCell>
                <TableCell>{t('colWhat')}</TableCell>
                <TableCell>{t('colTime')}</TableCell>
                <TableCell>{t('colState')}</TableCell>
                <TableCell>{t('colBy')}</TableCell>
                <TableCell>{t('colActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sortDisruptions(list).map((d) => (
                <TableRow key={d.id} data-disruption-id={d.id} data-active={d.active}>
                  <TableCell>{demoTexts.label(lang, 'kind', d.kind)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      {d.lineNumber ? <LineChip row={{ lineNumber: d.lineNumber, lineColor: d.lineColor ?? '', lineTextColor: d.lineTextColor ?? '' }} /> : null}
                      {disruptionWhat(d, lang)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{disruptionTime(d, lang)}</TableCell>
                  <TableCell>
                    {/* Dark amber on white text: readable (WCAG AA), unlike MUI's warning colour. */}
                    <Chip size="small" label={t(d.active ? 'stateActive' : 'stateOver')} sx={d.active ? { bgcolor: ACTIVE_BG, color: '#FFFFFF' } : undefined} />
                  </TableCell>
                  <TableCell>{d.createdBy}</TableCell>
                  <TableCell>
                    {d.active ? (
                      <Button size="small" startIcon={<Stop />} onClick={() => void end(d)} aria-label={t('endNowFor', { what: disruptionWhat(d, lang) })}>
                        {t('endNow')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
