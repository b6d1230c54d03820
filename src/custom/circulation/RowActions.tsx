/**
 * A row's actions: "view" and "show in the Bildfahrplan" for everyone (reading runs is open to every
 * role; the second only in brands with the diagram); edit, cancel, delay,
 * reroute, assign and platform change in a menu, offered only to MEASURE_ROLES.
 *
 * Plain buttons (src/ui/table/RowIconButton), and the menu's code loads and mounts only when the
 * "more" button is approached: a live update renders every changed row again (issue 15).
 */
import { Suspense, useRef } from 'react';
import type { RunRow } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { preloadable } from '../../ui/preloadable';
import { RowIconButton, RowIconLink } from '../../ui/table/RowIconButton';
import { ROW_ICONS } from '../../ui/table/rowIcons';
import { useLazyMenu } from '../../ui/useLazyMenu';
import { diagramLink, useDiagramAvailable } from '../time-distance/link';
import { circTexts } from './messages';

export type RowAction = 'view' | 'edit' | 'cancel' | 'delay' | 'reroute' | 'assign' | 'platform';

const rowActionMenu = preloadable(() => import('./RowActionMenu').then((m) => m.RowActionMenu));

export interface RowActionsProps {
  row: RunRow;
  lang: Lang;
  mayDispatch: boolean;
  onAction: (action: RowAction, row: RunRow) => void;
  /** The pointer or the focus reached a button: the dialogs' code may load now. */
  onPreload?: () => void;
}

export function RowActions({ row, lang, mayDispatch, onAction, onPreload }: RowActionsProps) {
  const diagram = useDiagramAvailable();
  const moreRef = useRef<HTMLButtonElement>(null);
  const menu = useLazyMenu(() => {
    onPreload?.();
    void rowActionMenu.preload().catch(() => undefined);
  });
  const menuId = `run-actions-${row.id}`;
  return (
    <>
      <RowIconButton
        icon={ROW_ICONS.visibility}
        aria-label={circTexts.text(lang, 'actViewFor', { train: row.trainNumber })}
        title={circTexts.text(lang, 'actView')}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        onClick={() => onAction('view', row)}
      />
      {diagram && (
        <RowIconLink
          icon={ROW_ICONS.timeline}
          to={diagramLink(row.id)}
          aria-label={circTexts.text(lang, 'actDiagramFor', { train: row.trainNumber })}
          title={circTexts.text(lang, 'actDiagram')}
        />
      )}
      {mayDispatch && (
        <>
          <RowIconButton
            ref={moreRef}
            icon={ROW_ICONS.moreVert}
            aria-label={circTexts.text(lang, 'actMore', { train: row.trainNumber })}
            aria-haspopup="menu"
            aria-controls={menu.open ? menuId : undefined}
            aria-expanded={menu.open ? 'true' : undefined}
            {...menu.buttonProps}
            onClick={menu.show}
          />
          {menu.mounted && (
            <Suspense fallback={null}>
              <rowActionMenu.Component
                id={menuId}
                anchor={moreRef.current}
                open={menu.open}
                row={row}
                lang={lang}
                onClose={menu.hide}
                onPick={(action) => {
                  menu.hide();
                  onAction(action, row);
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}
