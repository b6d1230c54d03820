/**
 * User menu (profile, settings, logout). Profile and settings screens are not built yet and
 * logout needs the identity issue's authProvider: until then the entries are disabled with the
 * tooltip "Noch nicht verfügbar".
 */
import { useId, useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuthProvider, useLogout, useTranslate } from 'react-admin';
import { useAppLang } from '../providers/i18n/useAppLang';
import { LazyTooltip } from './LazyTooltip';
import { USER_MENU } from './navigation';

const ICONS = { profile: PersonIcon, settings: SettingsIcon, logout: LogoutIcon };

export function UserMenuButton() {
  const translate = useTranslate();
  const lang = useAppLang();
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('app.user_menu.label');
  const available = (id: string) => id === 'logout' && !!authProvider;

  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
      </LazyTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {USER_MENU.map((entry) => {
          const Icon = ICONS[entry.id];
          const content = (
            <>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={entry.label[lang]} />
            </>
          );
          if (available(entry.id)) {
            return (
              <MenuItem key={entry.id} onClick={() => { setAnchor(null); void logout(); }}>
                {content}
              </MenuItem>
            );
          }
          return (
            <LazyTooltip key={entry.id} title={translate('app.menu.not_available')} placement="left" describeChild>
              <MenuItem
                aria-disabled="true"
                data-disabled="true"
                onClick={(e) => e.preventDefault()}
                sx={{ color: 'text.secondary', cursor: 'not-allowed' }}
              >
                {content}
              </MenuItem>
            </LazyTooltip>
          );
        })}
      </Menu>
    </>
  );
}
