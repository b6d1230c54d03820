/**
 * Fahrzeug / Veicolo: the run's vehicles with their data from the vehicles resource, the occupancy
 * now, and (for users who may send) a link to "Nachricht an Fahrzeug" with the vehicles chosen.
 */
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageText } from '../../../providers/i18n/usePageText';
import vehicleResource from '../../../resources/vehicles/resource';
import { enumLabel } from '../../../shared/resource/enumLabel';
import type { Lang } from '../../../shared/resource/types';
import { QueryError, QueryLoadingBar } from '../../../ui/states';
import type { RunDetail } from '../../circulation/api';
import { OccupancyCell } from '../../circulation/cells';
import { vehicleMessageLink } from '../../vehicle-messages/link';
import { useMaySend } from '../../vehicle-messages/useMaySend';
import type { VehicleData } from './api';
import { popupTexts } from './messages';
import { ScrollRegion } from './ScrollRegion';

/** The label of an enum value of the vehicles resource (type, status) in the language. */
const vehicleChoice = (field: 'vehicleType' | 'status', value: string, lang: Lang) => enumLabel(vehicleResource, field, value, lang);

export function VehicleSection({ run }: { run: RunDetail }) {
  const { t, lang } = usePageText(popupTexts);
  // Vehicles are a declared resource: read through react-admin, in its cache.
  const fleet = useGetList<VehicleData>(vehicleResource.path, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'vehicleNumber', order: 'ASC' } });
  const maySend = useMaySend();
  const byNumber = new Map((fleet.data ?? []).map((v) => [v.vehicleNumber, v]));
  const yesNo = (b: boolean | null) => (b === null ? '–' : t(b ? 'yes' : 'no'));
  return (
    <Box data-testid="popup-vehicle">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3">{t('occupancy')}</Typography>
        <OccupancyCell percent={run.occupancy} lang={lang} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>{t('vehicles')}</Typography>
        {maySend && run.vehicleNumbers.length > 0 && (
          <Button component={Link} to={vehicleMessageLink(run.vehicleNumbers)} size="small" variant="outlined" startIcon={<Send />}>
            {t('sendMessage')}
          </Button>
        )}
      </Box>
      {fleet.isPending && !fleet.error && <QueryLoadingBar />}
      {fleet.error ? <QueryError error={fleet.error} title={t('loadFailed')} onRetry={() => void fleet.refetch()} /> : null}
      {run.vehicleNumbers.length === 0 && <Typography variant="body2" color="text.secondary">{t('noVehicles')}</Typography>}
      {run.vehicleNumbers.length > 0 && (
        <ScrollRegion label={t('vehicles')}>
          <Table size="small" aria-label={t('vehicles')}>
            <TableHead>
              <TableRow>
                {(['vehicleNumber', 'series', 'vehicleType', 'seats', 'standing', 'lowFloor', 'vehicleStatus'] as const).map((k) => (
                  <TableCell key={k}>{t(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {run.vehicleNumbers.map((n) => {
                const v = byNumber.get(n);
                return (
                  <TableRow key={n} data-vehicle={n}>
                    <TableCell sx={{ fontWeight: 600 }}>{n}</TableCell>
                    {v ? (
                      <>
                        <TableCell>{v.series ?? '–'}</TableCell>
                        <TableCell>{vehicleChoice('vehicleType', v.vehicleType, lang)}</TableCell>
                        <TableCell>{v.seats ?? '–'}</TableCell>
                        <TableCell>{v.standingPlaces ?? '–'}</TableCell>
                        <TableCell>{yesNo(v.lowFloor)}</TableCell>
                        <TableCell>{vehicleChoice('status', v.status, lang)}</TableCell>
                      </>
                    ) : (
                      <TableCell colSpan={6}>{fleet.data ? t('unknownVehicle') : ''}</TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}
