/**
 * The station menu's popover: each corridor station shown or hidden, drawn bold or not. Its own
 * chunk (MUI's Popover, Modal, table and checkboxes), fetched when the pointer or the focus
 * reaches the menu's button (StationMenu.tsx, issue 15).
 */
import { Box, Checkbox, Popover, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { CorridorStation } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { tdTexts } from './messages';

export interface StationMenuPopoverProps {
  lang: Lang;
  open: boolean;
  anchor: HTMLElement | null;
  stations: readonly CorridorStation[];
  hidden: ReadonlySet<string>;
  bold: ReadonlySet<string>;
  onHidden: (next: ReadonlySet<string>) => void;
  onBold: (next: ReadonlySet<string>) => void;
  onClose: () => void;
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

export function StationMenuPopover({ lang, open, anchor, stations, hidden, bold, onHidden, onBold, onClose }: StationMenuPopoverProps) {
  const t = (k: Parameters<typeof tdTexts.text>[1]) => tdTexts.text(lang, k);
  return (
    <Popover open={open} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
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
  );
}
