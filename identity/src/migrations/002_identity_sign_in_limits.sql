-- Sign-in throttling and request limits (issue 37, decision 054), shared by every provider replica.
-- Formerly the API's migration 028 (decision 082): idempotent for a database that has these tables.

-- scope 'pair': attempts by one client (address) on one account, and its lock;
-- scope 'account': wrong passwords on one account from every client (the ceiling that slows);
-- scope 'client': wrong passwords from one client on every account, and its lock.
-- Each row is counted by one INSERT ... ON CONFLICT DO UPDATE, so parallel attempts are all counted.
CREATE TABLE IF NOT EXISTS identity_sign_in_counts (
  scope text NOT NULL CHECK (scope IN ('pair', 'account', 'client')),
  account text NOT NULL,
  client text NOT NULL,
  hits integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  -- when an attempt was last let through to the password check
  admitted_at timestamptz,
  locked_until timestamptz,
  PRIMARY KEY (scope, account, client)
);

-- Requests per client per window on /auth, /token and the sign-in form.
CREATE TABLE IF NOT EXISTS identity_request_counts (
  bucket text NOT NULL,
  client text NOT NULL,
  hits integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, client)
);
