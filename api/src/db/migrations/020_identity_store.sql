-- The identity provider's state (issue 18): oidc-provider's sessions, grants, codes and interactions,
-- its cookie and signing keys, and the sign-in throttle, in the database the API uses, so a restart
-- keeps people signed in and two provider replicas share them. The provider applies this same file
-- at start (it may start before the API), so every statement is idempotent.

-- One row per oidc-provider model instance (model = 'Session', 'Grant', 'AuthorizationCode', ...).
CREATE TABLE IF NOT EXISTS identity_store (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  session_uid text,
  user_code text,
  -- null: no expiry given (oidc-provider always gives one for what it stores)
  expires_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS identity_store_grant_id ON identity_store (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS identity_store_session_uid ON identity_store (session_uid) WHERE session_uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS identity_store_user_code ON identity_store (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS identity_store_expires_at ON identity_store (expires_at);

-- The provider's keys: 'cookies' (the session cookies' signing keys) and 'jwks' (the private RS256 JWKS).
-- The first replica to start writes them; every other one reads the same row.
CREATE TABLE IF NOT EXISTS identity_keys (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins per account ('account:<email>') and per client ('client:<address>'): the back-off.
CREATE TABLE IF NOT EXISTS identity_login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  first_failure_at timestamptz NOT NULL,
  locked_until timestamptz
);
