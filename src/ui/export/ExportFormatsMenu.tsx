/** The formats menu of ExportMenu (CSV, XLSX); its code loads when the button is about to be used. */
import { ListItemText, Menu, MenuItem } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { EXPORT_FORMATS, type ExportFormat } from '../../shared/export/types';
import { exportTexts } from './messages';

export interface ExportFormatsMenuProps {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  onPick: (format: ExportFormat) => void;
  onClose: () => void;
}

export function ExportFormatsMenu({ id, anchor, open, onPick, onClose }: ExportFormatsMenuProps) {
  const { t } = usePageText(exportTexts);
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': t('menuLabel'), dense: true } }}>
      {EXPORT_FORMATS.map((format) => (
        <MenuItem key={format} data-format={format} onClick={() => onPick(format)}>
          <ListItemText>{t(format)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
