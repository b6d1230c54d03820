/**
 * Stacking layers of specification point 9. These are app-level layers for
 * floating windows and the map; MUI's own layers (appBar 1100, drawer 1200,
 * modal 1300, snackbar 1400, tooltip 1500) stay as they are, so dialogs,
 * menus and toasts always lie above windows and maps.
 */
export const LAYERS = {
  /** Floating windows (e.g. train detail popups). */
  window: 70,
  /** The window the user works in, above its siblings. */
  windowActive: 71,
  /** Backdrop behind map overlays. */
  mapBackdrop: 48,
  /** Map controls (zoom, layers). */
  mapControl: 50,
  /** Map markers. */
  mapMarker: 2,
  /** List docked at the bottom of the map. */
  bottomList: 3,
  /** Sidebar over the map. */
  sidebar: 3,
} as const;

export type LayerName = keyof typeof LAYERS;

/** Base layer of dialogs (MUI modal) and the step between stacked confirmation dialogs. */
export const DIALOG_BASE_LAYER = 1300;
export const DIALOG_LAYER_STEP = 10;
