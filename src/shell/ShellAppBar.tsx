import { Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { AppBarLoading } from './AppBarLoading';
import { useAppLang } from '../providers/i18n/useAppLang';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useShell } from './ShellContext';
import { UserMenuButton } from './UserMenuButton';

export function ShellAppBar() {
  const { brand } = useShell();
  const lang = useAppLang();
  return (
    <AppBar color="primary" toolbar={<AppBarLoading />} userMenu={<UserMenuButton />}>
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 600, mr: 2, display: { xs: 'none', sm: 'block' } }}>
        {brand.title[lang]}
      </Typography>
      <TitlePortal variant="subtitle1" />
      <LanguageSwitcher />
    </AppBar>
  );
}
