import { baseUrl, signIn } from './browser';
import type { BrandCode } from './servers';

/** An admin access token per brand, reused while it has more than 10 s to live. */
const tokens = new Map<BrandCode, { token: string; until: number }>();

async function adminToken(brand: BrandCode): Promise<string> {
  const cached = tokens.get(brand);
  if (cached && cached.until > Date.now()) return cached.token;
  const { authSession } = await signIn(brand, 'admin');
  const lifetime = (authSession.tokenExpiresIn ?? 60) * 1000;
  tokens.set(brand, { token: authSession.token, until: Date.now() + lifetime - 10_000 });
  return authSession.token;
}

/** GraphQL over HTTP against the running test server (for setup and for checking outcomes), as admin. */
export async function gql<T>(query: string, variables: Record<string, unknown> = {}, brand: BrandCode = 'avg'): Promise<T> {
  const res = await fetch(`${baseUrl(brand)}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'de', authorization: `Bearer ${await adminToken(brand)}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
  if (!body.data) throw new Error(`GraphQL answer without data (HTTP ${res.status})`);
  return body.data;
}

export interface StationRow {
  id: string;
  version: number;
  name: string;
  stationCode: string | null;
  tariffZone: string | null;
  gpsLatitudeN: number | null;
  stopAnnouncement: string | null;
}

const STATION_FIELDS = 'id version name stationCode tariffZone gpsLatitudeN stopAnnouncement';

export async function stationsNamed(name: string, brand: BrandCode = 'avg'): Promise<StationRow[]> {
  const data = await gql<{ allStations: StationRow[] }>(
    `query($q: String) { allStations(page: 0, perPage: 50, filter: { q: $q }) { ${STATION_FIELDS} } }`,
    { q: name },
    brand,
  );
  return data.allStations.filter((s) => s.name === name);
}

export async function stationById(id: string, brand: BrandCode = 'avg'): Promise<StationRow | null> {
  const data = await gql<{ Station: StationRow | null }>(`query($id: ID!) { Station(id: $id) { ${STATION_FIELDS} } }`, { id }, brand);
  return data.Station;
}

export async function stationCount(filter: Record<string, unknown> = {}, brand: BrandCode = 'avg'): Promise<number> {
  const data = await gql<{ _allStationsMeta: { count: number } }>(
    'query($filter: StationFilter) { _allStationsMeta(filter: $filter) { count } }',
    { filter },
    brand,
  );
  return data._allStationsMeta.count;
}

/** Create a station through the API (test setup only); returns it. */
export async function createStation(fields: { name: string } & Record<string, unknown>, brand: BrandCode = 'avg'): Promise<StationRow> {
  const args = Object.keys(fields).map((k) => `${k}: $${k}`).join(', ');
  const types: Record<string, string> = { name: 'String', stationCode: 'String', tariffZone: 'String', stopAnnouncement: 'String', gpsLatitudeN: 'Float' };
  const params = Object.keys(fields).map((k) => `$${k}: ${types[k] ?? 'String'}`).join(', ');
  const data = await gql<{ createStation: StationRow }>(
    `mutation(${params}) { createStation(${args}) { ${STATION_FIELDS} } }`,
    fields,
    brand,
  );
  return data.createStation;
}

/** A name no seeded station has, unique per call. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Imports a GTFS zip through the REST route as admin and waits for the job (setup of tests that
 * need versions but not the upload UI). Returns the new version's id.
 */
export async function importTimetable(zip: Buffer, name: string, brand: BrandCode = 'avg'): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'feed.zip');
  const headers = { authorization: `Bearer ${await adminToken(brand)}`, 'accept-language': 'de' };
  const res = await fetch(`${baseUrl(brand)}/api/timetable/imports`, { method: 'POST', headers, body: form });
  if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const job = (await (await fetch(`${baseUrl(brand)}/api/timetable/imports/${id}`, { headers })).json()) as { phase: string; versionId?: string; error?: string };
    if (job.phase === 'done' && job.versionId) return job.versionId;
    if (job.phase === 'failed') throw new Error(`import failed: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not finish within 60 s');
}
