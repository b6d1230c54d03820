-- Development identity provider (server/identity/): users, sessions, brute-force state, signing keys.
-- A real Keycloak keeps all of this itself; these tables stay empty then.

CREATE TABLE IF NOT EXISTS identity_users (
  id            uuid        PRIMARY KEY,
  username      text        NOT NULL UNIQUE,
  password_hash text        NOT NULL,
  first_name    text        NOT NULL DEFAULT '',
  last_name     text        NOT NULL DEFAULT '',
  email         text,
  roles         text[]      NOT NULL DEFAULT '{}',
  enabled       boolean     NOT NULL DEFAULT true,
  language      text        NOT NULL DEFAULT 'de',
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS identity_sessions (
  id               uuid        PRIMARY KEY,
  user_id          uuid        NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  client_id        text        NOT NULL,
  started_at       timestamptz NOT NULL DEFAULT now(),
  last_refresh_at  timestamptz NOT NULL DEFAULT now(),
  refresh_jti      text        NOT NULL,
  ended_at         timestamptz,
  ended_reason     text
);

CREATE INDEX IF NOT EXISTS identity_sessions_user ON identity_sessions (user_id) WHERE ended_at IS NULL;

CREATE TABLE IF NOT EXISTS identity_brute_force (
  user_id       uuid        PRIMARY KEY REFERENCES identity_users (id) ON DELETE CASCADE,
  failures      integer     NOT NULL DEFAULT 0,
  last_failure  timestamptz,
  last_ip       text,
  locked_until  timestamptz
);

CREATE TABLE IF NOT EXISTS identity_keys (
  kid          text        PRIMARY KEY,
  private_jwk  jsonb       NOT NULL,
  public_jwk   jsonb       NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  retired_at   timestamptz
);
