-- People who sign in (keyed by the identity provider's `sub`), organisations and their roster members.
CREATE TABLE organisations (
  sk int PRIMARY KEY CHECK (sk > 0),
  name text NOT NULL
);

CREATE TABLE users (
  sub text PRIMARY KEY,
  -- mirrors of the identity provider's claims (IndividualSK, OrganizationSK; NULL = no organisation)
  individual_sk int NOT NULL CHECK (individual_sk > 0),
  organization_sk int CHECK (organization_sk > 0),
  email text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  -- the contract-status lookup: individual member, plus/premium member, or retail
  membership text NOT NULL DEFAULT 'Retail' CHECK (membership IN ('IM', 'PM', 'Retail')),
  is_employee boolean NOT NULL DEFAULT false,
  is_lms_admin boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT '{}',
  content_opt_out text[] NOT NULL DEFAULT '{}',
  personas text[] NOT NULL DEFAULT '{}',
  -- further editable profile fields (phone, jobTitle, company)
  profile jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX users_individual_sk ON users (individual_sk);

CREATE TABLE organisation_members (
  organization_sk int NOT NULL REFERENCES organisations (sk) ON DELETE CASCADE,
  individual_sk int NOT NULL CHECK (individual_sk > 0),
  display_name text NOT NULL,
  primary_email text NOT NULL,
  PRIMARY KEY (organization_sk, individual_sk)
);
CREATE INDEX organisation_members_by_name ON organisation_members (organization_sk, display_name, individual_sk);
