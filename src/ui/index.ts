/** Shared behaviours for screens (used by the generator and custom pages). */
export { formatDuration } from './format';
export { useConfirm, ConfirmProvider, type UseConfirm } from './ConfirmProvider';
export { createConfirmStore, zIndexForLevel, type ConfirmOptions, type ConfirmResult, type ConfirmStore } from './confirmStore';
export { CONFIRM_MIN_WIDTH } from './confirmStore';
export { ToastNotifications } from './ToastNotifications';
export { TOAST_LIMIT, TOAST_AUTO_HIDE_MS, TOAST_ANCHOR } from './toastQueue';
// Not the date pickers (./DatePickers, ./datePickerConfig): a screen that uses them imports them
// directly. Exported here, they made every importer of this barrel (the station list) load
// @mui/x-date-pickers and date-fns, about 49 KB gzip (issue 15).
export {
  GRID_DENSITY,
  DATA_TABLE_SIZE,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_ROW_CLICK,
  DISABLE_ROW_SELECTION_ON_CLICK,
  dataTableDefaults,
  listDefaults,
  paginationDefaults,
  allColumnsHidden,
} from './dataGridDefaults';
export { EmptyColumnsState, type EmptyColumnsStateProps } from './EmptyColumnsState';
export { errorMessage } from './errorMessage';
export { LAYERS } from '../brands/layers';
