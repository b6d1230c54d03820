import path from 'node:path';
import { loadMapTiles, type MapTilesConfig } from './operations/network/tiles';

/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Directory for local data; PGlite keeps its files in DATA_DIR/pglite ('memory://' = in memory). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  staticDir: string;
  logLevel: string;
  nodeEnv: string;
  /** The URL browsers use for this server (PUBLIC_URL). */
  publicUrl: string;
  /** Where tokens come from and what the API accepts (docs/identity-contract.md). */
  oidc: OidcConfig;
  /** Which ways in the login page offers. */
  login: { password: boolean; sso: boolean };
  /** The development identity provider (server/identity/). */
  devIdp: DevIdpConfig;
  /** IANA time zone of the operator: the operating day runs from the start hour to the start hour there (OPERATOR_TZ). */
  operatorTz: string;
  /** Local hour (0–12) at which an operating day starts and the previous one ends (OPERATING_DAY_START_HOUR, default 3). */
  operatingDayStartHour: number;
  /** The live engine's simulator drives the trains (SIMULATOR); off: a real vehicle-location feed does. */
  simulator: boolean;
  /** Tile layers of the control-centre map (MAP_BASE_TILES, MAP_SIGNALS_TILES, MAP_MAXSPEED_TILES; null = off). */
  map: MapTilesConfig;
  /** GraphQL schema introspection and "Did you mean …" suggestions (GRAPHQL_INTROSPECTION; off in production). */
  graphqlIntrospection: boolean;
  /** Nominatim-compatible search URL for the map's address search (MAP_GEOCODER_URL); null = stations only. */
  mapGeocoderUrl?: string | null;
  /** Minimum turnaround in seconds where a station track declares none (MIN_TURNAROUND_S, default 180); read by the conflict engine. */
  minTurnaroundS: number;
  /** SMTP server of the situation report's e-mail (SMTP_URL, e.g. smtp://host:587); null = outbox only. */
  smtpUrl?: string | null;
  /** SMS gateway that takes a JSON POST per message (SMS_GATEWAY_URL); null = SMS recorded as not sent. */
  smsGatewayUrl?: string | null;
  /** Sender of that e-mail (SMTP_FROM). */
  smtpFrom?: string;
  /** Departure boards (/abfahrten/:station, GET /api/departures/…) open without sign-in (DEPARTURES_PUBLIC, default off). */
  departuresPublic?: boolean;
  /** The open GTFS-Realtime feeds (docs/passenger-information/gtfs-rt.md). */
  gtfsRt: GtfsRtConfig;
  /** Passenger information: a delay measure of at least this many minutes makes an automatic customer message (PAX_AUTO_DELAY_MIN, default 5). */
  paxAutoDelayMin?: number;
  /** Connections: the server holds endangered connections within the rule's automatic maximum (CONNECTION_AUTO_HOLD, default on). */
  connectionAutoHold?: boolean;
  /** DisruptionCause code given as the reason of automatic holds (CONNECTION_HOLD_REASON, default ANSCHLUSS). */
  connectionHoldReason?: string;
}

export interface GtfsRtConfig {
  /** GTFS_RT_PUBLIC=on: no token needed (default off). */
  public: boolean;
  /** GTFS_RT_TOKENS: comma-separated access keys, sent as ?token= or Authorization: Bearer. */
  tokens: string[];
  /** GTFS_RT_CACHE_MS: how long one built feed is shared (default 1000; 0 = built per request, for measuring). */
  cacheMs: number;
  /** GTFS_RT_HORIZON_MIN: planned runs enter the trip updates this many minutes before departure (default 120). */
  horizonS: number;
}

export interface OidcConfig {
  /** Keycloak base URL without /realms (OIDC_URL). */
  url: string;
  realm: string;
  clientId: string;
  audience: string;
  idpHint: string;
  /** `${url}/realms/${realm}`: the `iss` of every token. */
  issuer: string;
}

export interface DevIdpConfig {
  enabled: boolean;
  /** Access token lifetime, seconds. */
  accessTtl: number;
  /** Session idle timeout, seconds. */
  ssoIdle: number;
  /** Session maximum lifetime, seconds. */
  ssoMax: number;
  /** Failed logins before a temporary lockout (brute-force detection). */
  maxFailures: number;
  /** Token/login requests per minute and IP (0 = no limit). */
  rateLimit: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const dataDir = env.DATA_DIR ?? './data';
  const nodeEnv = env.NODE_ENV ?? 'development';
  const publicUrl = trimSlash(env.PUBLIC_URL || `http://localhost:${port}`);
  const devIdpEnabled = onOff('DEV_IDP', env.DEV_IDP, nodeEnv !== 'production');
  const oidcUrl = trimSlash(env.OIDC_URL || publicUrl);
  const realm = env.OIDC_REALM || 'leitstelle';
  const clientId = env.OIDC_CLIENT_ID || 'leitstelle-web';
  return {
    // PORT: TCP port the HTTP/WebSocket server listens on (default 8080).
    port,
    // HOST: interface to bind (default 0.0.0.0 = all interfaces).
    host: env.HOST ?? '0.0.0.0',
    // DATA_DIR: local data directory, PGlite database under DATA_DIR/pglite (default ./data).
    dataDir: dataDir === 'memory://' ? dataDir : path.resolve(dataDir),
    // DATABASE_URL: postgres://... to use a PostgreSQL server (pg Pool) instead of the embedded PGlite.
    databaseUrl: env.DATABASE_URL || undefined,
    // STATIC_DIR: the built SPA (output of `npm run build`, default ./dist).
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    // LOG_LEVEL: pino level (fatal, error, warn, info, debug, trace, silent; default info).
    logLevel: env.LOG_LEVEL ?? 'info',
    // NODE_ENV: 'production' turns off pretty details in error responses (default development).
    nodeEnv,
    // PUBLIC_URL: the URL browsers use for this server (default http://localhost:PORT).
    publicUrl,
    oidc: {
      // OIDC_URL: identity provider base URL without /realms (default PUBLIC_URL, i.e. the development provider).
      url: oidcUrl,
      // OIDC_REALM: realm name (default leitstelle).
      realm,
      // OIDC_CLIENT_ID: public client of the single-page app (default leitstelle-web).
      clientId,
      // OIDC_AUDIENCE: an access token's aud must contain it (default OIDC_CLIENT_ID).
      audience: env.OIDC_AUDIENCE || clientId,
      // OIDC_IDP_HINT: kc_idp_hint of the single-sign-on button (default sagEntra).
      idpHint: env.OIDC_IDP_HINT ?? 'sagEntra',
      issuer: `${oidcUrl}/realms/${realm}`,
    },
    // LOGIN_PASSWORD / LOGIN_SSO: offer the password form / the single-sign-on button (default on).
    login: { password: onOff('LOGIN_PASSWORD', env.LOGIN_PASSWORD, true), sso: onOff('LOGIN_SSO', env.LOGIN_SSO, true) },
    devIdp: {
      // DEV_IDP: the development identity provider (default on, off when NODE_ENV=production).
      enabled: devIdpEnabled,
      // DEV_IDP_ACCESS_TTL / DEV_IDP_SSO_IDLE / DEV_IDP_SSO_MAX: lifetimes in seconds (Keycloak's defaults).
      accessTtl: positive('DEV_IDP_ACCESS_TTL', env.DEV_IDP_ACCESS_TTL, 300),
      ssoIdle: positive('DEV_IDP_SSO_IDLE', env.DEV_IDP_SSO_IDLE, 1800),
      ssoMax: positive('DEV_IDP_SSO_MAX', env.DEV_IDP_SSO_MAX, 36000),
      // DEV_IDP_MAX_FAILURES: failed logins before a temporary lockout (default 5).
      maxFailures: positive('DEV_IDP_MAX_FAILURES', env.DEV_IDP_MAX_FAILURES, 5),
      // DEV_IDP_RATE_LIMIT: token/login requests per minute and IP (default 120, 0 = no limit).
      rateLimit: count('DEV_IDP_RATE_LIMIT', env.DEV_IDP_RATE_LIMIT, 120),
    },
    // OPERATOR_TZ: the operator's time zone for the operating day and timetable times (default Europe/Berlin).
    operatorTz: timeZone('OPERATOR_TZ', env.OPERATOR_TZ, 'Europe/Berlin'),
    // OPERATING_DAY_START_HOUR: local hour the operating day starts at, 0–12 (default 3: the day runs 03:00–03:00).
    operatingDayStartHour: startHour('OPERATING_DAY_START_HOUR', env.OPERATING_DAY_START_HOUR, 3),
    // SIMULATOR: simulated train movements (default on, off when NODE_ENV=production).
    simulator: onOff('SIMULATOR', env.SIMULATOR, nodeEnv !== 'production'),
    // MAP_*_TILES / MAP_*_ATTRIBUTION: the map's tile URL templates (empty = layer off) and credits.
    map: loadMapTiles(env),
    // GRAPHQL_INTROSPECTION: schema introspection and field suggestions in error texts (default on, off when
    // NODE_ENV=production: they describe the whole schema; the app writes its documents without them).
    graphqlIntrospection: onOff('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION, nodeEnv !== 'production'),
    // MAP_GEOCODER_URL: address search beyond the operator's stations (unset = stations only).
    mapGeocoderUrl: geocoderUrl(env.MAP_GEOCODER_URL),
    // MIN_TURNAROUND_S: minimum time between a train's arrival and its vehicle's next departure, where the
    // station track (Gleismapping) declares none (default 180 s; at most 7200 like a track's own value).
    minTurnaroundS: turnaround(env.MIN_TURNAROUND_S),
    // SMTP_URL: e-mail of notification chains and scheduled exports (smtp:// or smtps://, user and password
    // in the URL); unset = the outbox keeps what would have been sent (docs/situation-report/notifications.md).
    smtpUrl: serviceUrl('SMTP_URL', env.SMTP_URL, /^smtps?:\/\/[^\s]+$/, 'smtp://mail.example.org:587'),
    // SMS_GATEWAY_URL: SMS of notification chains, one JSON POST per message; unset = SMS not sent (recorded).
    // SMTP_FROM: sender address of that e-mail (default leitstelle@ the host of PUBLIC_URL).
    smtpFrom: env.SMTP_FROM?.trim() || `leitstelle@${new URL(publicUrl).hostname}`,
    // DEPARTURES_PUBLIC: the station departure boards and their API open without sign-in, for wall screens
    // (default off: a bearer token of any role; docs/passenger-information/departure-board.md).
    departuresPublic: onOff('DEPARTURES_PUBLIC', env.DEPARTURES_PUBLIC, false),
    smsGatewayUrl: serviceUrl('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, /^https?:\/\/[^\s]+$/, 'https://sms.example.org/send'),
    gtfsRt: {
      public: onOff('GTFS_RT_PUBLIC', env.GTFS_RT_PUBLIC, false),
      tokens: (env.GTFS_RT_TOKENS ?? '').split(',').map((t) => t.trim()).filter((t) => t.length > 0),
      cacheMs: count('GTFS_RT_CACHE_MS', env.GTFS_RT_CACHE_MS, 1000),
      horizonS: count('GTFS_RT_HORIZON_MIN', env.GTFS_RT_HORIZON_MIN, 120) * 60,
    },
    // PAX_AUTO_DELAY_MIN: minutes of delay from which a delay measure makes an automatic customer message (default 5).
    paxAutoDelayMin: count('PAX_AUTO_DELAY_MIN', env.PAX_AUTO_DELAY_MIN, 5),
    // CONNECTION_AUTO_HOLD: automatic holds of endangered connections (docs/connections.md; default on).
    connectionAutoHold: onOff('CONNECTION_AUTO_HOLD', env.CONNECTION_AUTO_HOLD, true),
    // CONNECTION_HOLD_REASON: the disruption cause (its code) automatic holds give as reason (default ANSCHLUSS).
    connectionHoldReason: env.CONNECTION_HOLD_REASON?.trim() || 'ANSCHLUSS',
  };
}

function geocoderUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`MAP_GEOCODER_URL must be an http(s) URL such as https://nominatim.example.org/search (got "${url}")`);
  return url;
}

function serviceUrl(name: string, value: string | undefined, shape: RegExp, example: string): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!shape.test(url)) throw new Error(`${name} must be a URL such as ${example} (got "${url.replace(/\/\/[^@/]*@/, '//***@')}")`);
  return url;
}

function timeZone(name: string, value: string | undefined, fallback: string): string {
  const tz = value || fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw new Error(`${name} must be an IANA time zone such as Europe/Berlin (got "${tz}")`);
  }
  return tz;
}

/** An hour from 0 to 12: a later start would put most of the service day's trips into the day before. */
function startHour(name: string, value: string | undefined, fallback: number): number {
  const n = count(name, value, fallback);
  if (n > 12) throw new Error(`${name} must be an hour from 0 to 12 (got "${value}")`);
  return n;
}

function turnaround(value: string | undefined): number {
  const n = count('MIN_TURNAROUND_S', value, 180);
  if (n > 7200) throw new Error(`MIN_TURNAROUND_S must be seconds from 0 to 7200 (got "${value}")`);
  return n;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(on|true|1|yes)$/i.test(value)) return true;
  if (/^(off|false|0|no)$/i.test(value)) return false;
  throw new Error(`${name} must be on or off (got "${value}")`);
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0 (got "${value}")`);
  return n;
}

/** A positive whole number (lifetimes, thresholds). */
function positive(name: string, value: string | undefined, fallback: number): number {
  const n = count(name, value, fallback);
  if (n === 0) throw new Error(`${name} must be greater than 0`);
  return n;
}
