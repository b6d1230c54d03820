/**
 * Screens that are not generated from a declaration and serve menu entries. Home is
 * react-admin's dashboard at '/'. A page registers here with its menu entry, its route, the chunk
 * that holds it (loaded when the route is first opened) and, optionally, the roles that may open it.
 */
import type { ComponentType } from 'react';
import { keepLoad, type KeptLoad } from '../ui/keptLoad';
import type { Role } from '../shared/resource/types';
import type { CustomPageRoute } from './menuModel';

export interface CustomPage extends CustomPageRoute {
  /**
   * The page component, as a lazily loaded module's default export (none: the dashboard). Kept:
   * the boot code starts it for a page opened directly, and the route renders it at once when it
   * is there (src/ui/keptLoad.ts).
   */
  load?: KeptLoad<{ default: ComponentType }>;
  /** Roles that may open the page; default every signed-in user. */
  roles?: readonly Role[];
  /** The page routes below its path itself (`/lagebericht/:id`): the route matches `${path}/*`. */
  nested?: boolean;
  /**
   * The page reads through react-admin's data provider as it opens (useGetList): opened directly,
   * the boot code fetches the provider's code with the page's (src/shell/prefetchRoute.ts), not
   * after the page's first render, one round trip later (issue 15).
   */
  readsData?: boolean;
}

export const CUSTOM_PAGES: readonly CustomPage[] = [
  { entryId: 'home', path: '/' },
  { entryId: 'circulation', path: '/circulation', load: keepLoad(() => import('../custom/circulation/CirculationPage')) },
  { entryId: 'fahrplanimport', path: '/fahrplanimport', load: keepLoad(() => import('../custom/timetable/TimetableImportPage')) },
  { entryId: 'leitstelle', path: '/control-center', load: keepLoad(() => import('../custom/control-center/ControlCenterPage')) },
  { entryId: 'vehicle_message', path: '/vehicle_message', readsData: true, load: keepLoad(() => import('../custom/vehicle-messages/VehicleMessagesPage')) },
  { entryId: 'live', path: '/live', readsData: true, load: keepLoad(() => import('../custom/live/LivePage')) },
  { entryId: 'connectingTripManager', path: '/connectingTripManager', load: keepLoad(() => import('../custom/connections/ConnectionManagerPage')) },
  { entryId: 'bildfahrplan', path: '/bildfahrplan', load: keepLoad(() => import('../custom/time-distance/TimeDistancePage')) },
  // The shift handover belongs to the situation report: it serves the menu entry 'Lagebericht' too,
  // listed before the report's own page so that the entry keeps linking to /lagebericht.
  { entryId: 'lagebericht', path: '/lagebericht/uebergabe', load: keepLoad(() => import('../custom/situations/handover/HandoverPage')) },
  { entryId: 'lagebericht', path: '/lagebericht', nested: true, readsData: true, load: keepLoad(() => import('../custom/situations/SituationsPage')) },
  { entryId: 'lageberichtAdmin', path: '/lageberichtAdmin', roles: ['admin'], readsData: true, load: keepLoad(() => import('../custom/situations/SituationAdminPage')) },
  { entryId: 'demo', path: '/demo', roles: ['admin'], load: keepLoad(() => import('../custom/demo-control/DemoControlPage')) },
  { entryId: 'lagebericht_postausgang', path: '/lagebericht_postausgang', roles: ['admin'], load: keepLoad(() => import('../custom/situations/notifications/OutboxPage')) },
];

/**
 * The pages a user with these roles may open (menu entries and routes); `hiddenIds` (a brand's
 * hidden entries) drops those pages too, so that their route is not served either.
 */
export function customPagesFor(roles: readonly string[], hiddenIds: readonly string[] = []): CustomPage[] {
  return CUSTOM_PAGES.filter((p) => (!p.roles || p.roles.some((r) => roles.includes(r))) && !hiddenIds.includes(p.entryId));
}

/** Menu entries of pages these roles may not open: not offered at all (like a brand's hidden entries). */
export function withheldEntryIds(roles: readonly string[]): string[] {
  const open = new Set(customPagesFor(roles).map((p) => p.entryId));
  return CUSTOM_PAGES.filter((p) => !open.has(p.entryId)).map((p) => p.entryId);
}
