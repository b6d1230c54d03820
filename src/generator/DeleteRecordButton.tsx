import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useDelete, useNotify, useRecordContext, useRedirect, useTranslate, useCanAccess } from 'react-admin';
import { useConfirm } from '../ui';
import { useDeclaration } from './context';
import { useLang } from './useLang';

/**
 * Delete with the app's confirmation dialog: decl.deleteConfirm in the current
 * language, "Trotzdem löschen" / "Abbrechen". The dialog shows progress while the
 * delete runs and stays open with the error when it fails; on success: notice
 * and back to the list.
 */
export function DeleteRecordButton() {
  const { decl } = useDeclaration();
  const record = useRecordContext();
  const lang = useLang();
  const translate = useTranslate();
  const { confirm } = useConfirm();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne] = useDelete();
  const { canAccess } = useCanAccess({ resource: decl.path, action: 'delete', record });
  if (!record || !canAccess) return null;

  const onClick = async () => {
    const { confirmed } = await confirm({
      title: translate('gen.delete.title', { name: decl.label[lang].one }),
      description: decl.deleteConfirm?.[lang] ?? translate('gen.delete.text'),
      confirmText: translate('gen.delete.confirm'),
      cancelText: translate('gen.delete.cancel'),
      onConfirm: () =>
        deleteOne(
          decl.path,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
    });
    if (confirmed) {
      notify('gen.notify.deleted', { type: 'info' });
      redirect('list', decl.path);
    }
  };

  return (
    <Button color="error" startIcon={<DeleteIcon />} onClick={() => void onClick()}>
      {translate('ra.action.delete')}
    </Button>
  );
}
