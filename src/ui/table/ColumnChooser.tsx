/**
 * The column chooser: a button opening a menu with one checkbox per hideable column, plus show
 * all, hide all and the defaults. Open state is the table's, so that the empty-columns state's
 * "Spalten verwalten" button can open it too. The menu's code (with MUI's Checkbox) loads when
 * the pointer or the focus reaches the button, or at the first opening, not with the screen.
 */
import { Suspense, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { usePageText } from '../../providers/i18n/usePageText';
import { preloadable } from '../preloadable';
import type { ChooserColumn } from './ColumnChooserMenu';
import { tableTexts } from './messages';

const chooserMenu = preloadable(() => import('./ColumnChooserMenu').then((m) => m.ColumnChooserMenu));

export interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  hidden: readonly string[] | undefined;
  onChange: (hidden: string[]) => void;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  anchor: RefObject<HTMLButtonElement | null>;
  /** The button's id (another control may open the chooser by clicking it). */
  id?: string;
}

export function ColumnChooser({ columns, hidden, onChange, open, onOpen, onClose, anchor, id }: ColumnChooserProps) {
  const { t } = usePageText(tableTexts);
  const menuId = useId();
  // Mounted from the first opening on, so that closing plays the menu's transition.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const preload = () => void chooserMenu.preload().catch(() => undefined);
  // Escape closes the menu, also while its code is still on the way (the focus is then still on
  // the button, so the menu, once there, does not open after the user has dismissed it).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) onClose();
  };
  return (
    <>
      <Button
        ref={anchor}
        id={id}
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onKeyDown={onKeyDown}
        onClick={onOpen}
      >
        {t('columns')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <chooserMenu.Component
            id={menuId}
            anchor={anchor.current}
            columns={columns}
            hidden={hidden}
            onChange={onChange}
            open={open}
            onClose={onClose}
          />
        </Suspense>
      )}
    </>
  );
}
