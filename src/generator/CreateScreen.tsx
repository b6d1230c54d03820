import { DialogContent } from '@mui/material';
import { Create, CreateBase, useRedirect, useTranslate } from 'react-admin';
import { AllowedOnly } from './AllowedOnly';
import { useDeclaration } from './context';
import { FormDialog } from './FormDialog';
import { RecordForm } from './RecordForm';
import { useLang } from './useLang';

/** The generated create screen (page, or dialog over the list with decl.form.dialog). */
export function CreateScreen({ dialog = false }: { dialog?: boolean }) {
  const { decl } = useDeclaration();
  const lang = useLang();
  const translate = useTranslate();
  const redirect = useRedirect();
  const title = translate('gen.title.create', { name: decl.label[lang].one });
  if (dialog) {
    return (
      <CreateBase resource={decl.path} redirect="list">
        <AllowedOnly resource={decl.path} action="create">
          <FormDialog title={title} onClose={() => redirect('list', decl.path)}>
            <DialogContent dividers sx={{ p: 0 }}>
              <RecordForm mode="create" />
            </DialogContent>
          </FormDialog>
        </AllowedOnly>
      </CreateBase>
    );
  }
  return (
    <Create resource={decl.path} redirect="list" title={title}>
      <RecordForm mode="create" />
    </Create>
  );
}
