/** The formats menu of PeriodExportButton, naming the period; its code loads when the button is about to be used. */
import { ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import { SITUATION_EXPORT_FORMATS, type SituationExportFormat } from '../../../shared/situations/exportApi';
import { formatDateTime } from '../../../ui/format';
import { situationExportTexts } from './messages';

export interface PeriodExportMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  range: { from: string; to: string } | null;
  onPick: (format: SituationExportFormat) => void;
  onClose: () => void;
}

export function PeriodExportMenu({ id, anchor, open, range, onPick, onClose }: PeriodExportMenuProps) {
  const { t, lang } = usePageText(situationExportTexts);
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': t('periodMenu'), dense: true } }}>
      {range && (
        <ListSubheader sx={{ lineHeight: 2 }}>
          {t('periodRange', { from: formatDateTime(range.from, lang), to: formatDateTime(range.to, lang) })}
        </ListSubheader>
      )}
      {SITUATION_EXPORT_FORMATS.map((format) => (
        <MenuItem key={format} data-format={format} onClick={() => onPick(format)}>
          <ListItemText>{t(`format.${format}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
