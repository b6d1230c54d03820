/**
 * User menu (profile, settings, logout), drawn without MUI: a menu button and a menu with the
 * keyboard behaviour of WAI-ARIA's menu button (arrow keys, Home/End, Escape and Tab close it
 * and give the focus back). Profile and settings screens are not built yet: those entries are
 * disabled with the tooltip "Noch nicht verfügbar".
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAuthProvider, useLogout, useTranslate } from 'ra-core';
import { useAppLang } from '../providers/i18n/useAppLang';
import { ShellIcon } from './icons';
import { Tooltip } from './Tooltip';
import { USER_MENU } from './navigation';

const ICONS = { profile: 'person', settings: 'settings', logout: 'logout' } as const;

export function UserMenuButton() {
  const translate = useTranslate();
  const lang = useAppLang();
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const label = translate('app.user_menu.label');
  const available = (id: string) => id === 'logout' && !!authProvider;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const signOut = () => {
    close(false);
    void logout();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <span className="sh-user-menu">
      <Tooltip title={label}>
        <button
          ref={button}
          type="button"
          className="sh-icon-button"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(!open)}
        >
          <ShellIcon name="account" />
        </button>
      </Tooltip>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className="sh-popup-menu" onKeyDown={onKeyDown}>
          {USER_MENU.map((entry) => {
            const content = (
              <>
                <ShellIcon name={ICONS[entry.id]} />
                <span>{entry.label[lang]}</span>
              </>
            );
            if (available(entry.id)) {
              return (
                <li
                  key={entry.id}
                  role="menuitem"
                  tabIndex={-1}
                  className="sh-popup-item"
                  onClick={signOut}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    signOut();
                  }}
                >
                  {content}
                </li>
              );
            }
            return (
              <Tooltip key={entry.id} title={translate('app.menu.not_available')} placement="left" describeChild>
                <li role="menuitem" tabIndex={-1} aria-disabled="true" data-disabled="true" className="sh-popup-item">
                  {content}
                </li>
              </Tooltip>
            );
          })}
        </ul>
      )}
    </span>
  );
}
