/** Fahrzeug / Veicolo: the run's vehicles with their data from the vehicles resource, and the occupancy now. */
import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import vehicleResource from '../../../resources/vehicles/resource';
import type { Lang } from '../../../shared/resource/types';
import { errorMessage } from '../../../ui/errorMessage';
import type { RunDetail } from '../../circulation/api';
import { OccupancyCell } from '../../circulation/cells';
import { useLoad } from '../../circulation/useLoad';
import { fetchVehicleData } from './api';
import { popText } from './messages';

/** The label of an enum value of the vehicles resource (type, status) in the language. */
export function vehicleChoice(field: 'vehicleType' | 'status', value: string, lang: Lang): string {
  const f = vehicleResource.fields.find((x) => x.name === field);
  const options = f && 'options' in f ? (f.options as { value: string; label: Record<Lang, string> }[]) : [];
  return options.find((o) => o.value === value)?.label[lang] ?? value;
}

export function VehicleSection({ run, lang }: { run: RunDetail; lang: Lang }) {
  const fleet = useLoad(fetchVehicleData, 'fleet');
  const byNumber = new Map((fleet.data ?? []).map((v) => [v.vehicleNumber, v]));
  const yesNo = (b: boolean | null) => (b === null ? '–' : popText(lang, b ? 'yes' : 'no'));
  return (
    <Box data-testid="popup-vehicle">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3">{popText(lang, 'occupancy')}</Typography>
        <OccupancyCell percent={run.occupancy} lang={lang} />
      </Box>
      <Typography variant="subtitle2" component="h3">{popText(lang, 'vehicles')}</Typography>
      {fleet.loading && <LinearProgress />}
      {fleet.error ? <Alert severity="error">{popText(lang, 'loadFailed', { error: errorMessage(fleet.error) ?? '' })}</Alert> : null}
      {run.vehicleNumbers.length === 0 && <Typography variant="body2" color="text.secondary">{popText(lang, 'noVehicles')}</Typography>}
      {run.vehicleNumbers.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={popText(lang, 'vehicles')}>
            <TableHead>
              <TableRow>
                {(['vehicleNumber', 'series', 'vehicleType', 'seats', 'standing', 'lowFloor', 'vehicleStatus'] as const).map((k) => (
                  <TableCell key={k}>{popText(lang, k)}</TableCell>
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
                      <TableCell colSpan={6}>{fleet.data ? popText(lang, 'unknownVehicle') : ''}</TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
