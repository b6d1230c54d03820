/**
 * The control centre's server parts beyond the map (docs/control-center.md, "Sidebar, popup and
 * views"): sidebar tab counts, contacts of a run, saved map views and the address search.
 */
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { SchemaExtension } from '../graphql/extension';
import { runTabsSchemaExtension } from './api/tabs';
import { contactsSchemaExtension } from './contacts';
import type { LiveEngine } from './live/engine';
import { mapViewsSchemaExtension } from './views';

export function controlCenterExtensions(deps: { db: Database; engine: LiveEngine; config: Config; log?: { warn(obj: unknown, msg?: string): void } }): SchemaExtension[] {
  return [
    runTabsSchemaExtension(deps.engine),
    contactsSchemaExtension({ db: deps.db, engine: deps.engine }),
    mapViewsSchemaExtension({ db: deps.db, geocoderUrl: deps.config.mapGeocoderUrl ?? null, log: deps.log }),
  ];
}
