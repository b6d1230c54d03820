/** List toolbar: "Konto anlegen" (development realm only). */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDeclaration } from '../../generator/context';
import { usePageText } from '../../providers/i18n/usePageText';
import { CreateIdentityDialog } from './CreateIdentityDialog';
import { userTexts } from './messages';
import { useIdentities } from './useIdentities';

export function CreateIdentityButton() {
  const { decl } = useDeclaration();
  const { t } = usePageText(userTexts);
  const { dev } = useIdentities();
  const [open, setOpen] = useState(false);
  if (!dev) return null;
  return (
    <>
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {t('createIdentity')}
      </Button>
      {open && <CreateIdentityDialog open onClose={() => setOpen(false)} decl={decl} />}
    </>
  );
}
