import { SaveButton, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useDeclaration } from './context';
import { defaultValues } from './declarationUtils';

/** "Speichern und neu": saves, then empties the form (declared defaults) for the next record. */
export function SaveAndNewButton() {
  const { decl } = useDeclaration();
  const { reset, setFocus } = useFormContext();
  const notify = useNotify();
  const translate = useTranslate();
  const first = decl.form?.sections?.[0]?.fields[0] ?? decl.fields.find((f) => !f.hiddenInForm && !f.readOnly)?.name;
  return (
    <SaveButton
      type="button"
      variant="outlined"
      label={translate('gen.action.saveAndNew')}
      mutationOptions={{
        onSuccess: () => {
          reset(defaultValues(decl));
          notify('gen.notify.createdNext', { type: 'info' });
          if (first) setTimeout(() => setFocus(first), 0);
        },
      }}
    />
  );
}
