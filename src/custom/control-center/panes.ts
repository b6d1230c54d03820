/**
 * Map panes of the control centre, above the tiles (200) and Leaflet's overlay pane (400), below
 * its marker, tooltip and popup panes (600–700): network lines, then stations, then trains.
 */
export const PANES = {
  network: { name: 'cc-network', zIndex: 410 },
  stations: { name: 'cc-stations', zIndex: 420 },
  trains: { name: 'cc-trains', zIndex: 430 },
} as const;

export type PaneSpec = (typeof PANES)[keyof typeof PANES];
