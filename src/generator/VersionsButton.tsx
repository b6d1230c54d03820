import { useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDeclaration } from './context';
import { VersionsDialog } from './VersionsDialog';

/** "Versionen": opens the version list of the record (only for decl.history). */
export function VersionsButton() {
  const { decl } = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!decl.history || !record) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('gen.action.versions')}
      </Button>
      {open && <VersionsDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
