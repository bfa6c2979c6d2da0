-- Maintenance calls (the search-index rebuild) counted site-wide in a fixed window, one row per operation:
-- every replica shares the count, and one upsert takes a run atomically (decision 052).
CREATE TABLE maintenance_runs (
  operation text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  runs int NOT NULL
);
