import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import type { MessageView } from './api';
import { DeliveryTable } from './DeliveryTable';
import { vmTexts } from './messages';

/** Each vehicle's delivery of one message, in a dialog; the message is the live one of the history, so its states move on. */
export function DeliveryDialog({ message, onClose }: { message: MessageView | null; onClose: () => void }) {
  const { t } = usePageText(vmTexts);
  return (
    <Dialog open={message !== null} onClose={onClose} maxWidth="lg" aria-labelledby="vm-deliveries-title">
      {message && (
        <>
          <DialogTitle id="vm-deliveries-title">{t('deliveriesOf', { id: message.id })}</DialogTitle>
          <DialogContent>
            <DeliveryTable message={message} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
