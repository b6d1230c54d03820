/**
 * A row's actions: "view" and "show in the Bildfahrplan" for everyone (reading runs is open to every
 * role; the second only in brands with the diagram); edit, cancel, delay,
 * reroute, assign and platform change in a menu, offered only to MEASURE_ROLES.
 */
import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import ScheduleIcon from '@mui/icons-material/Schedule';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import TrainIcon from '@mui/icons-material/Train';
import TimelineIcon from '@mui/icons-material/Timeline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Link } from 'react-router-dom';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { diagramLink, useDiagramAvailable } from '../time-distance/link';
import { circTexts, type CircText } from './messages';

export type RowAction = 'view' | 'edit' | 'cancel' | 'delay' | 'reroute' | 'assign' | 'platform';

const MENU_ACTIONS: { action: Exclude<RowAction, 'view'>; label: CircText; Icon: typeof EditIcon }[] = [
  { action: 'edit', label: 'actEdit', Icon: EditIcon },
  { action: 'cancel', label: 'actCancel', Icon: BlockIcon },
  { action: 'delay', label: 'actDelay', Icon: ScheduleIcon },
  { action: 'reroute', label: 'actReroute', Icon: AltRouteIcon },
  { action: 'assign', label: 'actAssign', Icon: TrainIcon },
  { action: 'platform', label: 'actPlatform', Icon: SwapHorizIcon },
];

export interface RowActionsProps {
  row: RunRow;
  lang: Lang;
  mayDispatch: boolean;
  onAction: (action: RowAction, row: RunRow) => void;
  /** The pointer or the focus reached a button: the dialogs' code may load now. */
  onPreload?: () => void;
}

export function RowActions({ row, lang, mayDispatch, onAction, onPreload }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `run-actions-${row.id}`;
  const diagram = useDiagramAvailable();
  const pick = (action: RowAction) => {
    setAnchor(null);
    onAction(action, row);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={circTexts.text(lang, 'actViewFor', { train: row.trainNumber })}
        title={circTexts.text(lang, 'actView')}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        onClick={() => onAction('view', row)}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
      {diagram && (
        <IconButton
          size="small"
          component={Link}
          to={diagramLink(row.id)}
          aria-label={circTexts.text(lang, 'actDiagramFor', { train: row.trainNumber })}
          title={circTexts.text(lang, 'actDiagram')}
        >
          <TimelineIcon fontSize="small" />
        </IconButton>
      )}
      {mayDispatch && (
        <>
          <IconButton
            size="small"
            aria-label={circTexts.text(lang, 'actMore', { train: row.trainNumber })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onPointerEnter={onPreload}
            onFocus={onPreload}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {MENU_ACTIONS.map(({ action, label, Icon }) => (
              <MenuItem key={action} dense onClick={() => pick(action)} disabled={action !== 'edit' && row.phase === 'finished'}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={circTexts.text(lang, label)} />
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
