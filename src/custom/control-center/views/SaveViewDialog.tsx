/**
 * The dialog that names the current map state as a view (ViewSelect's "save"). Its own chunk: it
 * loads at the first interaction with the page, not with the control centre (issue 15).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { VIEW_NAME_MAX } from '../../../shared/operations/mapViews';
import { usePageText } from '../../../providers/i18n/usePageText';
import { PlainTextField } from '../../../ui/inputs';
import { errorMessage } from '../../../ui/errorMessage';
import { ccTexts } from '../messages';

export interface SaveViewDialogProps {
  open: boolean;
  name: string;
  error: unknown;
  onName: (name: string) => void;
  onSave: () => void;
  onClose: () => void;
}

export function SaveViewDialog({ open, name, error, onName, onSave, onClose }: SaveViewDialogProps) {
  const { t } = usePageText(ccTexts);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cc-save-view-title">
      <DialogTitle id="cc-save-view-title">{t('saveViewTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('saveViewHelp')}</DialogContentText>
        <PlainTextField
          autoFocus fullWidth size="small" required label={t('viewName')} value={name} onChange={(e) => onName(e.target.value)}
          error={!!error} helperText={error ? errorMessage(error) : undefined} slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
          onKeyDown={(e) => { if (e.key === 'Enter' && name.trim()) onSave(); }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!name.trim()} onClick={onSave}>{t('save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
