/** Saved map views (per user, server-side) and the address search's geocoder. */
import { graphqlRequest } from '../../../providers/live';
import type { GeocodeHit, MapView, MapViewState } from '../../../shared/operations/mapViews';

export async function fetchViews(): Promise<MapView[]> {
  return (await graphqlRequest<{ mapViews: MapView[] }>('query MapViews { mapViews { id name state updatedAt } }')).mapViews;
}

export async function saveView(name: string, state: MapViewState): Promise<MapView> {
  return (await graphqlRequest<{ saveMapView: MapView }>(
    'mutation SaveMapView($name: String!, $state: JSON!) { saveMapView(name: $name, state: $state) { id name state updatedAt } }', { name, state },
  )).saveMapView;
}

export async function deleteView(id: string): Promise<boolean> {
  return (await graphqlRequest<{ deleteMapView: boolean }>('mutation DeleteMapView($id: ID!) { deleteMapView(id: $id) }', { id })).deleteMapView;
}

export type { GeocodeHit };

export async function geocode(q: string): Promise<GeocodeHit[]> {
  return (await graphqlRequest<{ geocode: GeocodeHit[] }>('query Geocode($q: String!) { geocode(q: $q) { label lat lon } }', { q })).geocode;
}
