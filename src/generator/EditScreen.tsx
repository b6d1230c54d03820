import { DialogContent } from '@mui/material';
import { Edit, EditBase, HttpError, ShowButton, TopToolbar, useEditContext, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { conflictOf } from '../providers/data/errors';
import { ConflictProvider, useConflict } from './conflict';
import { AllowedOnly } from './AllowedOnly';
import { useDeclaration } from './context';
import { recordTitle } from '../shared/resource/representation';
import { FormDialog } from './FormDialog';
import { RecordForm } from './RecordForm';
import { useLang } from './useLang';

/** Save errors: a version conflict opens the conflict notice (form kept as typed). */
function useSaveErrorHandler() {
  const { setConflict } = useConflict();
  const notify = useNotify();
  return (error: unknown) => {
    const conflict = conflictOf(error);
    if (conflict) {
      setConflict(conflict);
      notify('gen.conflict.title', { type: 'warning' });
      return;
    }
    const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | null)?.errors : undefined;
    if (errors && Object.keys(errors).length) return; // shown on the fields
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
  };
}

function useEditTitle(): string {
  const { decl } = useDeclaration();
  const lang = useLang();
  const translate = useTranslate();
  const { record } = useEditContext();
  return translate('gen.title.edit', {
    name: decl.label[lang].one,
    title: recordTitle(decl, record),
  });
}

function DialogEditBody() {
  const { decl } = useDeclaration();
  const redirect = useRedirect();
  const title = useEditTitle();
  return (
    <FormDialog title={title} onClose={() => redirect('list', decl.path)}>
      <DialogContent dividers sx={{ p: 0 }}>
        <RecordForm mode="update" />
      </DialogContent>
    </FormDialog>
  );
}

function PageTitle() {
  return <>{useEditTitle()}</>;
}

function EditInner({ dialog }: { dialog: boolean }) {
  const { decl } = useDeclaration();
  const onError = useSaveErrorHandler();
  const { id } = useParams<{ id: string }>();
  if (dialog) {
    return (
      <EditBase resource={decl.path} id={id} mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list">
        <AllowedOnly resource={decl.path} action="edit">
          <DialogEditBody />
        </AllowedOnly>
      </EditBase>
    );
  }
  return (
    <Edit
      resource={decl.path}
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
      title={<PageTitle />}
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
    >
      <RecordForm mode="update" />
    </Edit>
  );
}

/** The generated edit screen (page, or dialog over the list with decl.form.dialog). */
export function EditScreen({ dialog = false }: { dialog?: boolean }) {
  return (
    <ConflictProvider>
      <EditInner dialog={dialog} />
    </ConflictProvider>
  );
}
