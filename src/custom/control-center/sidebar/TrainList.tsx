/** The compact list of a tab's trains: train number, line chip, delay, next station; checkboxes in multiple selection. */
import { Box, Checkbox, List, ListItem, ListItemButton, Typography } from '@mui/material';
import type { Lang } from '../../../shared/resource/types';
import { DelayText, LineChip, StatusChip } from '../../circulation/cells';
import type { TabRun } from './api';
import { sbText } from './messages';
import type { Selection } from './selection';

export function TrainList({ rows, lang, multi, selection, onToggle, onOpen, label }: {
  rows: readonly TabRun[];
  lang: Lang;
  multi: boolean;
  selection: Selection;
  onToggle: (id: string) => void;
  onOpen: (row: TabRun) => void;
  label: string;
}) {
  return (
    <List dense disablePadding aria-label={label} data-testid="sidebar-list" sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
      {rows.map((r) => {
        const checkboxId = `sb-select-${r.id}`;
        return (
          <ListItem key={r.id} disablePadding data-run-id={r.id} divider>
            {multi && (
              <Checkbox
                size="small"
                checked={selection.includes(r.id)}
                onChange={() => onToggle(r.id)}
                slotProps={{ input: { id: checkboxId, 'aria-label': sbText(lang, 'select', { train: r.trainNumber }) } }}
                sx={{ ml: 0.5 }}
              />
            )}
            <ListItemButton onClick={() => onOpen(r)} aria-label={sbText(lang, 'show', { train: r.trainNumber })} sx={{ py: 0.5, px: 1, gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <LineChip row={r} />
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>{r.trainNumber}</Typography>
                  <Box sx={{ flexGrow: 1 }} />
                  <DelayText delayS={r.delayS} lang={lang} />
                </Box>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {r.nextStation ? sbText(lang, 'next', { station: r.nextStation }) : r.location || r.destination}
                </Typography>
                {['cancelled', 'diverted', 'outOfService'].includes(r.status) && <Box><StatusChip status={r.status} lang={lang} /></Box>}
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
