-- Rate-limit counts the API replicas share (decision 055): one row per client (or account) and kind
-- of request, counted by one upsert; rows whose window has run out are swept by every replica.
-- UNLOGGED: one write per API request without a WAL record; a server crash empties the table (every
-- count starts again), which costs nothing but a fresh window.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_counts_window_start ON rate_limit_counts (window_start);
