import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useEditContext, useNotify, useTranslate } from 'react-admin';
import type { ConflictCurrent } from '../providers/data/errors';
import { formatStored } from './format';
import { useLang } from './useLang';

interface ConflictState {
  conflict: ConflictCurrent | null;
  setConflict: (c: ConflictCurrent | null) => void;
}

const ConflictContext = createContext<ConflictState>({ conflict: null, setConflict: () => undefined });

export function ConflictProvider({ children }: { children: ReactNode }) {
  const [conflict, setConflict] = useState<ConflictCurrent | null>(null);
  const value = useMemo(() => ({ conflict, setConflict }), [conflict]);
  return <ConflictContext.Provider value={value}>{children}</ConflictContext.Provider>;
}

export function useConflict(): ConflictState {
  return useContext(ConflictContext);
}

/**
 * Shown in the edit form after a save was refused because someone else saved
 * first. The typed values stay in the form; "Neu laden" replaces them with the
 * current version only when the user asks.
 */
export function ConflictNotice() {
  const { conflict, setConflict } = useConflict();
  const { refetch } = useEditContext();
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  if (!conflict) return null;
  const reload = async () => {
    const result = await refetch();
    setConflict(null);
    const version = (result.data as { version?: number } | undefined)?.version ?? conflict.version ?? '';
    notify('gen.notify.reloaded', { type: 'info', messageArgs: { version } });
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ width: '100%', mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void reload()}>
          {translate('gen.action.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('gen.conflict.title')}</AlertTitle>
      {translate('gen.conflict.message', {
        user: conflict.updatedBy || translate('gen.conflict.unknownUser'),
        date: conflict.updatedAt ? formatStored(conflict.updatedAt, lang) : translate('gen.conflict.unknownDate'),
        version: conflict.version ?? '?',
      })}
    </Alert>
  );
}
