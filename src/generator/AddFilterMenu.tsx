/**
 * "Filter hinzufügen": a menu with one checkable entry per declared filter (checked = its input
 * is shown) and, when any filter is set, "Alle Filter entfernen". The same roles as react-admin's
 * FilterButton. The pointer or focus on the button starts loading the menu's code
 * (FilterChoicesMenu) and the filter inputs' (ListFilterForm, `preload`).
 */
import { Suspense, useId, useRef } from 'react';
import { Button } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useListContext, useTranslate } from 'ra-core';
import { preloadable } from '../ui/preloadable';
import { useLazyMenu } from '../ui/useLazyMenu';
import { hasFilterValue, SEARCH_KEY, type FilterChoice } from './filterChoices';

const choicesMenu = preloadable(() => import('./FilterChoicesMenu').then((m) => m.FilterChoicesMenu));

export interface AddFilterMenuProps {
  choices: readonly FilterChoice[];
  shown: readonly string[];
  /** Starts loading the filter inputs' code. */
  preload: () => void;
}

export function AddFilterMenu({ choices, shown, preload }: AddFilterMenuProps) {
  const translate = useTranslate();
  const { filterValues, showFilter, hideFilter, setFilters } = useListContext();
  const anchor = useRef<HTMLButtonElement>(null);
  const menu = useLazyMenu(() => {
    preload();
    void choicesMenu.preload().catch(() => undefined);
  });
  const menuId = useId();
  const anySet = Object.entries(filterValues).some(([k, v]) => k !== SEARCH_KEY && hasFilterValue(v)) || shown.length > 0;

  const toggle = (source: string) => {
    menu.hide();
    if (shown.includes(source)) hideFilter(source);
    else showFilter(source, undefined);
  };
  // Every filter goes, the search stays.
  const removeAll = () => {
    menu.hide();
    const search = filterValues[SEARCH_KEY];
    setFilters(hasFilterValue(search) ? { [SEARCH_KEY]: search } : {}, {});
  };

  return (
    <>
      <Button
        ref={anchor}
        size="small"
        startIcon={<FilterListIcon />}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        {...menu.buttonProps}
        onClick={menu.show}
      >
        {translate('ra.action.add_filter')}
      </Button>
      {menu.mounted && (
        <Suspense fallback={null}>
          <choicesMenu.Component
            id={menuId}
            anchor={anchor.current}
            open={menu.open}
            choices={choices}
            shown={shown}
            removeAll={anySet ? translate('ra.action.remove_all_filters') : null}
            onToggle={toggle}
            onRemoveAll={removeAll}
            onClose={menu.hide}
          />
        </Suspense>
      )}
    </>
  );
}
