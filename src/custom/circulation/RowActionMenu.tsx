/**
 * A row's menu of dispatch measures (edit, cancel, delay, reroute, assign, platform change). MUI's
 * Menu, loaded and mounted only when a row's "more" button is approached (./RowActions): a closed
 * Menu per row would still render Popover and Modal in every row at every live update.
 */
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import ScheduleIcon from '@mui/icons-material/Schedule';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import TrainIcon from '@mui/icons-material/Train';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { circTexts, type CircText } from './messages';
import type { RowAction } from './RowActions';

const MENU_ACTIONS: { action: Exclude<RowAction, 'view'>; label: CircText; Icon: typeof EditIcon }[] = [
  { action: 'edit', label: 'actEdit', Icon: EditIcon },
  { action: 'cancel', label: 'actCancel', Icon: BlockIcon },
  { action: 'delay', label: 'actDelay', Icon: ScheduleIcon },
  { action: 'reroute', label: 'actReroute', Icon: AltRouteIcon },
  { action: 'assign', label: 'actAssign', Icon: TrainIcon },
  { action: 'platform', label: 'actPlatform', Icon: SwapHorizIcon },
];

export interface RowActionMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  row: RunRow;
  lang: Lang;
  onPick: (action: RowAction) => void;
  onClose: () => void;
}

export function RowActionMenu({ id, anchor, open, row, lang, onPick, onClose }: RowActionMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {MENU_ACTIONS.map(({ action, label, Icon }) => (
        <MenuItem key={action} dense onClick={() => onPick(action)} disabled={action !== 'edit' && row.phase === 'finished'}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={circTexts.text(lang, label)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
