/** Opens and closes the sidebar (react-admin's SidebarToggleButton, drawn without MUI). */
import { useTranslate } from 'ra-core';
import { ShellIcon } from './icons';
import { Tooltip } from './Tooltip';
import { useSidebarOpen } from './useSidebar';

export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarOpen();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Tooltip title={label} enterDelay={500}>
      <button type="button" className="sh-icon-button sh-menu-toggle" data-open={open} aria-label={label} onClick={() => setOpen(!open)}>
        <ShellIcon name="menu" />
      </button>
    </Tooltip>
  );
}
