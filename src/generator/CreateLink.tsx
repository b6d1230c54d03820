/**
 * The list's "Neu" link to the create form (a dialog over the list or a page), for users who may
 * create. react-admin's CreateButton without its tooltip and responsive icon button.
 */
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { useCanAccess, useCreatePath, useResourceContext, useResourceDefinition, useTranslate } from 'ra-core';

/** May the user create a record of the list's resource? */
export function useMayCreate(): boolean {
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return !!hasCreate && canAccess === true;
}

export function CreateLink({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!resource) return null;
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} size="small" variant={variant} startIcon={<AddIcon />}>
      {translate('ra.action.create')}
    </Button>
  );
}
