// The deploy store's tables (decision 063; 065 and 074 added to them), created or brought up to date at
// every start: each statement is idempotent, on PGlite and PostgreSQL alike.
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS deploy_history (
  seq BIGSERIAL PRIMARY KEY,
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  pointer JSONB NOT NULL,
  previous BIGINT REFERENCES deploy_history(seq),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS deploy_current (
  remote TEXT PRIMARY KEY,
  seq BIGINT NOT NULL REFERENCES deploy_history(seq)
);
CREATE TABLE IF NOT EXISTS deploy_audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  who TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('deploy', 'rollback', 'rollout')),
  remote TEXT NOT NULL,
  from_release TEXT,
  to_release TEXT,
  percent INT,
  why TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS deploy_rollout (
  remote TEXT PRIMARY KEY,
  seq BIGINT NOT NULL REFERENCES deploy_history(seq),
  percent INT NOT NULL CHECK (percent BETWEEN 1 AND 99)
);
-- decision 065: staff-only rollouts, QA candidates, the audience in the audit log, the session key
ALTER TABLE deploy_rollout ADD COLUMN IF NOT EXISTS audience TEXT NOT NULL DEFAULT 'percent';
ALTER TABLE deploy_rollout ALTER COLUMN percent DROP NOT NULL;
ALTER TABLE deploy_audit ADD COLUMN IF NOT EXISTS audience TEXT;
UPDATE deploy_audit SET audience = CASE action WHEN 'deploy' THEN 'everyone' ELSE 'percent' END
  WHERE audience IS NULL AND action IN ('deploy', 'rollout');
ALTER TABLE deploy_audit DROP CONSTRAINT IF EXISTS deploy_audit_action_check;
ALTER TABLE deploy_audit ADD CONSTRAINT deploy_audit_action_check
  CHECK (action IN ('deploy', 'rollback', 'rollout', 'candidate', 'override', 'override-reset'));
CREATE TABLE IF NOT EXISTS deploy_secret (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);`;
