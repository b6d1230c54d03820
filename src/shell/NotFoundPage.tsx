/** catchAll page of <Admin>: the address does not exist (de/it). */
import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ShellTitle } from './ShellTitle';

export function NotFoundPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <ShellTitle title="app.not_found.title" />
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.text', { path: pathname })}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.not_found.back_home')}
      </Button>
    </Box>
  );
}
