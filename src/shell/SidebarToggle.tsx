/**
 * Opens and closes the sidebar (react-admin's SidebarToggleButton, with a lazy tooltip and its
 * own aria-label; react-admin's version takes both from MUI's Tooltip).
 */
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useSidebarState, useTranslate } from 'react-admin';
import { LazyTooltip } from './LazyTooltip';

export function SidebarToggle({ className }: { className?: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <LazyTooltip title={label} enterDelay={500}>
      <IconButton color="inherit" className={className} aria-label={label} onClick={() => setOpen(!open)}>
        <MenuIcon
          sx={(theme) => ({
            transition: theme.transitions.create(['transform'], {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
          })}
        />
      </IconButton>
    </LazyTooltip>
  );
}
