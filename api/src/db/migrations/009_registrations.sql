-- Registrations for live programs (spec 3 §4.3, §4.4, §7; docs/decisions/017). A person registers for
-- one live variant; a change cancels that registration and places a new one, so history is kept: a
-- canceled row stays with its canceled_at, and at most one active row exists per person and variant.
-- Like the library, these rows belong to users: no foreign key into the catalogue (a re-seed cannot
-- cascade into them). The live program also sits in the person's library as source 'registered'
-- (library_entries) while the registration is active.
CREATE TABLE registrations (
  id bigserial PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  item_pk text NOT NULL,
  -- the external system key the client names the registration by (spec 3 §3 registration record sk)
  item_sk text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  canceled_at timestamptz,
  CHECK (canceled_at IS NULL OR canceled_at >= registered_at)
);
CREATE UNIQUE INDEX registrations_one_active ON registrations (user_sub, item_pk) WHERE canceled_at IS NULL;
CREATE INDEX registrations_by_user ON registrations (user_sub, registered_at DESC);
