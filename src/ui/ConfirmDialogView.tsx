import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONFIRM_MIN_WIDTH, type ConfirmDialogState, type ConfirmStore } from './confirmStore';
import { errorMessage } from './errorMessage';

export function ConfirmDialogView({ dialog, store }: { dialog: ConfirmDialogState; store: ConfirmStore }) {
  const translate = useTranslate();
  const titleId = `${dialog.id}-title`;
  const descriptionId = `${dialog.id}-description`;
  const failure = dialog.error !== undefined
    ? translate(errorMessage(dialog.error) ?? 'app.confirm.failed', { _: errorMessage(dialog.error) ?? translate('app.confirm.failed') })
    : null;
  return (
    <Dialog
      open
      onClose={() => store.cancel(dialog.id)}
      aria-labelledby={titleId}
      aria-describedby={dialog.description ? descriptionId : undefined}
      sx={{ zIndex: dialog.zIndex }}
      data-level={dialog.level}
    >
      <DialogTitle id={titleId}>{dialog.title}</DialogTitle>
      <DialogContent sx={{ minWidth: `min(${CONFIRM_MIN_WIDTH}px, calc(100vw - 64px))` }}>
        {dialog.description && <DialogContentText id={descriptionId} sx={{ whiteSpace: 'pre-line' }}>{dialog.description}</DialogContentText>}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => store.cancel(dialog.id)} disabled={dialog.loading}>
          {dialog.cancelText ?? translate('app.confirm.cancel')}
        </Button>
        <Button
          onClick={() => void store.confirm(dialog.id)}
          loading={dialog.loading}
          loadingPosition="start"
          disabled={dialog.loading}
          variant="contained"
          color="error"
          autoFocus
        >
          {dialog.confirmText ?? translate('app.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
