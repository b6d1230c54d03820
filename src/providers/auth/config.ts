/**
 * GET /api/config (public, docs/identity-contract.md): where the identity provider is and
 * which ways in are switched on; also the control-centre map's tile layers (docs/control-center.md).
 */

export interface AuthConfig {
  /** Keycloak base URL, without /realms. */
  url: string;
  realm: string;
  clientId: string;
  idpHint: string | null;
  passwordLogin: boolean;
  sso: boolean;
  devProvider: boolean;
  /** Shared parent domain of the SESSION cookie (optional; host-only when missing). */
  cookieDomain: string | null;
}

/** One tile layer of the control-centre map: a Leaflet URL template and its attribution. */
export interface MapTileLayer {
  url: string;
  attribution: string;
}

/** The map's tile layers; null = switched off by the operator. */
export interface MapTiles {
  base: MapTileLayer | null;
  signals: MapTileLayer | null;
  maxspeed: MapTileLayer | null;
}

export interface ClientConfig {
  auth: AuthConfig;
  userPayloadPath: string;
  /** Always set by parseClientConfig (all layers off when the server sends none). */
  map?: MapTiles;
  /** IANA zone of the operator (OPERATOR_TZ); null when the server sends none. */
  operatorTz?: string | null;
  /** The map's address search asks a geocoder besides the operator's stations (MAP_GEOCODER_URL). */
  geocoder?: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function tileLayer(v: unknown): MapTileLayer | null {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const url = str(o.url);
  return url ? { url, attribution: typeof o.attribution === 'string' ? o.attribution : '' } : null;
}

/** The map part of /api/config; anything missing or malformed is a layer switched off. */
export function parseMapTiles(v: unknown): MapTiles {
  const m = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  return { base: tileLayer(m.base), signals: tileLayer(m.signals), maxspeed: tileLayer(m.maxspeed) };
}

/** Validates the answer of /api/config; throws ConfigError when it is unusable. */
export function parseClientConfig(body: unknown): ClientConfig {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const a = (b.auth && typeof b.auth === 'object' ? b.auth : null) as Record<string, unknown> | null;
  if (!a) throw new ConfigError('config without auth');
  const url = str(a.url);
  const realm = str(a.realm);
  const clientId = str(a.clientId);
  if (!url || !realm || !clientId) throw new ConfigError('config: auth.url, auth.realm and auth.clientId are required');
  return {
    auth: {
      url: url.replace(/\/+$/, ''),
      realm,
      clientId,
      idpHint: str(a.idpHint),
      passwordLogin: a.passwordLogin !== false,
      sso: a.sso !== false,
      devProvider: a.devProvider === true,
      cookieDomain: str(a.cookieDomain),
    },
    userPayloadPath: str(b.userPayloadPath) ?? '/api/userpayload',
    map: parseMapTiles(b.map),
    operatorTz: str(b.operatorTz),
    geocoder: b.geocoder === true,
  };
}

export async function fetchClientConfig(fetchFn: typeof fetch = fetch): Promise<ClientConfig> {
  let response: Response;
  try {
    response = await fetchFn('/api/config', { headers: { Accept: 'application/json' } });
  } catch (e) {
    throw new ConfigError(`network: ${(e as Error).message}`);
  }
  if (!response.ok) throw new ConfigError(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('invalid JSON');
  }
  return parseClientConfig(body);
}

/** The realm's OpenID Connect endpoint, e.g. endpoint(cfg, 'token'). */
export function oidcEndpoint(auth: Pick<AuthConfig, 'url' | 'realm'>, name: 'token' | 'logout' | 'auth' | 'userinfo'): string {
  return `${auth.url}/realms/${encodeURIComponent(auth.realm)}/protocol/openid-connect/${name}`;
}
