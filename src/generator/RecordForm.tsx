import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ConflictNotice } from './conflict';
import { useDeclaration } from './context';
import { defaultValues } from './declarationUtils';
import { DeleteRecordButton } from './DeleteRecordButton';
import { useExtension } from './extensions';
import { FormSections } from './FormSections';
import { SaveAndNewButton } from './SaveAndNewButton';
import { formValidator } from './validation';
import { VersionsButton } from './VersionsButton';

function FormToolbar({ mode, extra }: { mode: 'create' | 'update'; extra?: ReactNode }) {
  const { decl } = useDeclaration();
  const ext = useExtension(decl);
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      {mode === 'create' && decl.form?.saveAndCreateAnother && <SaveAndNewButton />}
      {mode === 'update' && <VersionsButton />}
      {mode === 'update' && ext.editActions?.map((Action, i) => <Action key={i} />)}
      {extra}
      <Box sx={{ flex: 1 }} />
      {mode === 'update' && <DeleteRecordButton />}
    </Toolbar>
  );
}

/**
 * The create/edit form: declared sections, client-side validation with the
 * server's validateRecord, and the toolbar (save, save and new, versions, delete).
 */
export function RecordForm({ mode, toolbarExtra }: { mode: 'create' | 'update'; toolbarExtra?: ReactNode }) {
  const { decl } = useDeclaration();
  // Both must keep their identity across renders: react-admin resets the form when
  // defaultValues change (a new object per render would wipe what the user typed).
  const validate = useMemo(() => formValidator(decl, mode), [decl, mode]);
  const defaults = useMemo(() => (mode === 'create' ? defaultValues(decl) : undefined), [decl, mode]);
  return (
    <SimpleForm
      validate={validate}
      defaultValues={defaults}
      toolbar={<FormToolbar mode={mode} extra={toolbarExtra} />}
      warnWhenUnsavedChanges={false}
      // The app validates (validateRecord, messages in the interface language); the browser's
      // own constraint bubbles (type="email", required, min/max) would be English in an
      // Italian UI and hide those messages.
      noValidate
    >
      {mode === 'update' && <ConflictNotice />}
      <FormSections />
    </SimpleForm>
  );
}
