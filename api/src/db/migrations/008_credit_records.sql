-- A member's CLE records: licenses (one per credit class + jurisdiction), the compliance period they
-- chose where the rule lets them, and certificates with their credits by type. These rows belong to
-- users: the seed never truncates them, and they reference catalogue tables only by value (a region or
-- credit type that disappears from the catalogue leaves the record, it is just not counted).
-- Shared by the credit tracker (licenses, requirements, progress) and the certificates page (external
-- and carryover credit, files); see docs/decisions/016-credit-records.md.

CREATE TABLE user_licenses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  credit_class_sk int NOT NULL,
  credit_region_sk int NOT NULL,
  state_license_number text CHECK (char_length(state_license_number) <= 50),
  -- text in the spec's entity; digits 1900..current year, checked by the route
  year_admitted text CHECK (year_admitted ~ '^[0-9]{4}$'),
  compliance_group_sk int,
  is_transitional_or_newly_admitted boolean NOT NULL DEFAULT false,
  -- special status (e.g. retired, inactive) as the tracker's switch-status transition last set it
  special_status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- the license key is the class SK plus the region SK
  UNIQUE (user_sub, credit_class_sk, credit_region_sk)
);

-- The certificate preference on the licenses page (a numeric option key).
CREATE TABLE user_certificate_preferences (
  user_sub text PRIMARY KEY REFERENCES users (sub) ON DELETE CASCADE,
  preference_key int NOT NULL
);

-- A compliance period the member set or confirmed for one license (the tracker's edit modal).
CREATE TABLE user_compliance_periods (
  license_id bigint NOT NULL REFERENCES user_licenses (id) ON DELETE CASCADE,
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end > period_start),
  PRIMARY KEY (license_id, period_start)
);

-- A completed program (PLI or external) or a carryover credit, for one jurisdiction.
CREATE TABLE credit_certificates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  credit_region_sk int NOT NULL,
  program_name text NOT NULL CHECK (char_length(program_name) BETWEEN 3 AND 300),
  -- the provider: 'PLI' for PLI programs, free text for external ones
  certificate_source text NOT NULL,
  date_completed date NOT NULL,
  format text NOT NULL CHECK (format IN ('Live', 'Live-webcast', 'On-Demand')),
  is_external boolean NOT NULL,
  is_carryover boolean NOT NULL DEFAULT false,
  transition_level text,
  is_request_pending boolean NOT NULL DEFAULT false,
  request_date timestamptz,
  is_faculty boolean NOT NULL DEFAULT false,
  -- the PLI product the certificate is for (NULL for external and carryover credit)
  product_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_carryover OR is_external)
);
CREATE INDEX credit_certificates_by_user ON credit_certificates (user_sub, credit_region_sk, date_completed DESC);

-- Credits a certificate carries, by credit type (two decimals, at most 5 characters: 99.99).
CREATE TABLE credit_certificate_credits (
  certificate_id bigint NOT NULL REFERENCES credit_certificates (id) ON DELETE CASCADE,
  credit_type_sk int NOT NULL,
  credits numeric(4,2) NOT NULL CHECK (credits > 0),
  PRIMARY KEY (certificate_id, credit_type_sk)
);
