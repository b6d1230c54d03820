/**
 * Saved views of the control-centre map (Query.mapViews, Mutation.saveMapView / deleteMapView),
 * per user: keyed by the access token's sub, so each user sees only their own. And the address
 * search's geocoder (Query.geocode; empty without MAP_GEOCODER_URL). Every signed-in role.
 */
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { cleanViewState, VIEW_NAME_MAX, VIEWS_PER_USER_MAX, viewStateProblem, type MapView, type MapViewState } from '../../../src/shared/operations/mapViews';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { Database } from '../../db/types';
import type { SchemaExtension } from '../../graphql/extension';
import { GraphQLJSON } from '../api/json';
import { ccBadInput } from '../contacts/messages';
import { geocode, type GeocodeHit } from './geocode';
import { countViews, deleteView, listViews, upsertView } from './store';

const nn = GraphQLNonNull;

const MapViewType = new GraphQLObjectType<MapView>({
  name: 'MapView',
  fields: {
    id: { type: new nn(GraphQLID) },
    name: { type: new nn(GraphQLString) },
    state: { type: new nn(GraphQLJSON), description: '{ filters: { lineIds, networks, products, warningOnly }, center: { lat, lon } | null, zoom }' },
    updatedAt: { type: new nn(GraphQLString) },
  },
});

const GeocodeHitType = new GraphQLObjectType<GeocodeHit>({
  name: 'GeocodeHit',
  fields: { label: { type: new nn(GraphQLString) }, lat: { type: new nn(GraphQLFloat) }, lon: { type: new nn(GraphQLFloat) } },
});

export function mapViewsSchemaExtension(deps: { db: Database; geocoderUrl: string | null; log?: { warn(obj: unknown, msg?: string): void } }): SchemaExtension {
  const { db } = deps;
  return {
    query: {
      mapViews: {
        type: new nn(new GraphQLList(new nn(MapViewType))),
        description: 'The caller’s saved map views, by name',
        resolve: (_s, _a, ctx: RequestContext) => listViews(db, requireUser(ctx).id),
      },
      geocode: {
        type: new nn(new GraphQLList(new nn(GeocodeHitType))),
        description: 'Addresses from the configured geocoder (MAP_GEOCODER_URL); empty when none is configured',
        args: { q: { type: new nn(GraphQLString) } },
        resolve: async (_s, a: { q: string }, ctx: RequestContext) => {
          requireUser(ctx);
          const q = a.q.trim().slice(0, 200);
          if (!deps.geocoderUrl || q.length < 3) return [];
          try {
            return await geocode(deps.geocoderUrl, q, ctx.lang);
          } catch (e) {
            deps.log?.warn({ err: e }, 'geocoder failed');
            throw ccBadInput(ctx.lang, 'cc.error.geocoder');
          }
        },
      },
    },
    mutation: {
      saveMapView: {
        type: new nn(MapViewType),
        description: 'Saves the view under the name (replaces the caller’s view of the same name)',
        args: { name: { type: new nn(GraphQLString) }, state: { type: new nn(GraphQLJSON) } },
        resolve: async (_s, a: { name: string; state: unknown }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          const name = a.name.trim();
          if (!name || name.length > VIEW_NAME_MAX) throw ccBadInput(ctx.lang, 'cc.error.viewName', { max: VIEW_NAME_MAX });
          const problem = viewStateProblem(a.state);
          if (problem) throw ccBadInput(ctx.lang, 'cc.error.viewState', { problem });
          const existing = await listViews(db, user.id);
          if (!existing.some((v) => v.name === name) && (await countViews(db, user.id)) >= VIEWS_PER_USER_MAX) {
            throw ccBadInput(ctx.lang, 'cc.error.viewState', { problem: `max ${VIEWS_PER_USER_MAX}` });
          }
          return upsertView(db, user.id, name, cleanViewState(a.state as MapViewState));
        },
      },
      deleteMapView: {
        type: new nn(GraphQLBoolean),
        args: { id: { type: new nn(GraphQLID) } },
        resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
          const user = requireUser(ctx);
          if (!(await deleteView(db, user.id, a.id))) throw ccBadInput(ctx.lang, 'cc.error.unknownView');
          return true;
        },
      },
    },
  };
}
