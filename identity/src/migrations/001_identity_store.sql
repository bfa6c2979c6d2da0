-- The identity provider's state: oidc-provider's sessions, grants, codes and interactions, and its
-- cookie and signing keys, so a restart keeps people signed in and replicas share them (issue 18).
-- Identity owns these tables (decision 082). Until then the API's migration 020 made them, so on a
-- database that has them every statement here is idempotent. 020's identity_login_failures, retired
-- by 054, is not made here.

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
