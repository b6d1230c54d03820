/**
 * The context menu on a train (only for users who may take measures: the page passes no
 * onContextMenu otherwise) and the circulation list's measure dialog it opens, with the clicked
 * stop preselected and the page's preview. "Message to the vehicle" opens the vehicle-message
 * page with the run's vehicles chosen.
 */
import { useState } from 'react';
import { Alert, ListItemIcon, ListItemText, Menu, MenuItem, Snackbar } from '@mui/material';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import BlockIcon from '@mui/icons-material/Block';
import MailIcon from '@mui/icons-material/Mail';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TrainIcon from '@mui/icons-material/Train';
import UTurnLeftIcon from '@mui/icons-material/UTurnLeft';
import { useNavigate } from 'react-router-dom';
import type { Corridor, DiagramPath } from '../../shared/operations/timeDistance';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { QueryLoadingBar } from '../../ui/states';
import { ActionDialogs, type OpenAction } from '../circulation/ActionDialogs';
import type { MeasurePreset, MeasurePreviewHook } from '../circulation/dialogTypes';
import { useRunDetail } from '../circulation/useRunDetail';
import { vehicleMessageLink } from '../vehicle-messages/link';
import { dialogOf, menuActions, stopOfPoint, type DiagramAction } from './measureMenu';
import { tdTexts, type TdText } from './messages';

export interface MenuRequest {
  runId: string;
  pointIndex: number;
  clientX: number;
  clientY: number;
}

const ITEMS: Record<DiagramAction, { label: TdText; Icon: typeof ScheduleIcon }> = {
  delay: { label: 'actDelay', Icon: ScheduleIcon },
  cancelWhole: { label: 'actCancelWhole', Icon: BlockIcon },
  cancelFrom: { label: 'actCancelFrom', Icon: BlockIcon },
  shortTurn: { label: 'actShortTurn', Icon: UTurnLeftIcon },
  reroute: { label: 'actReroute', Icon: AltRouteIcon },
  assign: { label: 'actAssign', Icon: TrainIcon },
  message: { label: 'actMessage', Icon: MailIcon },
};

export interface TrainMenuProps {
  lang: Lang;
  request: MenuRequest;
  path: DiagramPath;
  corridor: Corridor;
  preview: MeasurePreviewHook;
  onClose: () => void;
  onChanged: () => void;
}

export function TrainMenu({ lang, request, path, corridor, preview, onClose, onChanged }: TrainMenuProps) {
  const detail = useRunDetail(request.runId);
  const navigate = useNavigate();
  const [open, setOpen] = useState<(OpenAction & { preset: MeasurePreset }) | null>(null);
  const run = detail.run;
  const stop = run ? stopOfPoint(path, request.pointIndex, corridor.stations, run.stops) : null;
  const actions = run ? menuActions(stop, run.phase === 'finished') : [];
  const label = (a: DiagramAction) => {
    const text = tdTexts.text(lang, ITEMS[a].label);
    return stop && (a === 'cancelFrom' || a === 'shortTurn') ? `${text} (${stop.name})` : text;
  };

  const pick = (a: DiagramAction) => {
    if (!run) return;
    if (a === 'message') {
      onClose();
      navigate(vehicleMessageLink(run.vehicleNumbers));
      return;
    }
    const { action, preset } = dialogOf(a, stop);
    setOpen({ action, row: run, preset });
  };

  if (open) {
    return (
      <ActionDialogs
        open={open}
        lang={lang}
        mayDispatch
        preview={preview}
        preset={open.preset}
        onClose={onClose}
        onChanged={onChanged}
      />
    );
  }
  return (
    <>
      <Menu
        open
        onClose={onClose}
        anchorReference="anchorPosition"
        anchorPosition={{ top: request.clientY, left: request.clientX }}
        slotProps={{ list: { 'aria-label': tdTexts.text(lang, 'contextMenu', { train: path.trainNumber }), dense: true } }}
      >
        {!run && !detail.error && (
          <MenuItem disabled sx={{ minWidth: 220 }}>
            <QueryLoadingBar />
          </MenuItem>
        )}
        {actions.map((a) => {
          const { Icon } = ITEMS[a];
          return (
            <MenuItem key={a} onClick={() => pick(a)} disabled={a === 'message' && !run?.vehicleNumbers.length}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label(a)} />
            </MenuItem>
          );
        })}
      </Menu>
      <Snackbar open={!!detail.error} autoHideDuration={6000} onClose={onClose}>
        <Alert severity="error">{tdTexts.text(lang, 'runLoadFailed', { error: errorMessage(detail.error) ?? '' })}</Alert>
      </Snackbar>
    </>
  );
}
