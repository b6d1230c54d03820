/** The small station menu: each corridor station can be hidden or drawn bold (view settings, not stored). */
import { useState } from 'react';
import { Box, Button, Checkbox, Popover, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import type { CorridorStation } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { tdTexts } from './messages';

export interface StationMenuProps {
  lang: Lang;
  stations: readonly CorridorStation[];
  hidden: ReadonlySet<string>;
  bold: ReadonlySet<string>;
  onHidden: (next: ReadonlySet<string>) => void;
  onBold: (next: ReadonlySet<string>) => void;
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

export function StationMenu({ lang, stations, hidden, bold, onHidden, onBold }: StationMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = (k: Parameters<typeof tdTexts.text>[1]) => tdTexts.text(lang, k);
  return (
    <>
      <Button
        size="small"
        startIcon={<PlaceIcon />}
        title={t('stationsHint')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        disabled={!stations.length}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('stations')}
        {hidden.size > 0 ? ` (${hidden.size} ${t('stationHidden')})` : ''}
      </Button>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ maxHeight: 420, overflowY: 'auto' }} role="dialog" aria-label={t('stationsHint')}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('stations')}</TableCell>
                <TableCell align="center">{t('stationShow')}</TableCell>
                <TableCell align="center">{t('stationBold')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stations.map((s) => (
                <TableRow key={s.key}>
                  <TableCell sx={{ fontWeight: bold.has(s.key) ? 700 : undefined }}>{s.name}</TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={!hidden.has(s.key)}
                      onChange={(e) => onHidden(toggled(hidden, s.key, !e.target.checked))}
                      slotProps={{ input: { 'aria-label': `${s.name}: ${t('stationShow')}` } }}
                    />
                  </TableCell>
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={bold.has(s.key)}
                      onChange={(e) => onBold(toggled(bold, s.key, e.target.checked))}
                      slotProps={{ input: { 'aria-label': `${s.name}: ${t('stationBold')}` } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Popover>
    </>
  );
}
