import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotify } from 'react-admin';
import type { MeasureSummary } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { useConfirm } from '../../ui/ConfirmProvider';
import { undoMeasure } from './api';
import { formatDateTime } from '../../ui/format';
import { measureLabel } from './runLabels';
import { circTexts } from './messages';

/** The run's measures (not undone), newest first, each with "undo" for MEASURE_ROLES. */
export function MeasureList({ measures, lang, mayDispatch, onChanged }: {
  measures: MeasureSummary[];
  lang: Lang;
  mayDispatch: boolean;
  onChanged: () => void;
}) {
  const { confirm } = useConfirm();
  const notify = useNotify();
  if (!measures.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {circTexts.text(lang, 'noMeasures')}
      </Typography>
    );
  }
  const undo = async (m: MeasureSummary) => {
    const { confirmed } = await confirm({
      title: circTexts.text(lang, 'undoTitle', { measure: measureLabel(m, lang) }),
      description: circTexts.text(lang, 'undoText'),
      confirmText: circTexts.text(lang, 'undo'),
      cancelText: circTexts.text(lang, 'cancel'),
      onConfirm: () => undoMeasure(m.id),
    });
    if (!confirmed) return;
    notify(circTexts.text(lang, 'undoDone'), { type: 'success' });
    onChanged();
  };
  const ordered = [...measures].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <List dense disablePadding>
      {ordered.map((m) => (
        <ListItem
          key={m.id}
          data-measure-id={m.id}
          divider
          secondaryAction={
            mayDispatch ? (
              <Button size="small" startIcon={<UndoIcon />} onClick={() => void undo(m)}>
                {circTexts.text(lang, 'undo')}
              </Button>
            ) : undefined
          }
        >
          <ListItemText
            primary={`${measureLabel(m, lang)}: ${m.reasonName}${m.comment ? ` – ${m.comment}` : ''}`}
            secondary={circTexts.text(lang, 'measureBy', { user: m.createdBy, time: formatDateTime(m.createdAt, lang) })}
          />
        </ListItem>
      ))}
    </List>
  );
}
