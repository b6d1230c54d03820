import { Alert, Box, Button } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { NotFoundPage } from './NotFoundPage';
import { useShell } from './ShellContext';

/**
 * <Admin catchAll>: while the resource screens are still loading, an address may belong to one
 * of them, so show the loading state; afterwards the not-found page.
 */
export function CatchAllPage() {
  const { resourcesStatus } = useShell();
  if (resourcesStatus === 'ready') return <NotFoundPage />;
  return <ResourcesPending />;
}

/**
 * <Admin ready>: react-admin shows this while it has no resources yet (its default is a
 * "Welcome to React-admin" page). Ours shows loading, or the failure with a reload button.
 */
export function ResourcesPending() {
  const { resourcesStatus } = useShell();
  const translate = useTranslate();
  if (resourcesStatus !== 'failed') return <Loading />;
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('app.error.reload')}
          </Button>
        }
      >
        {translate('app.error.network')}
      </Alert>
    </Box>
  );
}
