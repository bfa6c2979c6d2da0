-- The credit tracker's own user rows (docs/decisions/018-credit-tracker.md), beside 008's credit records:
-- the member's tracker options (birth date: New York's compliance period ends in the birth month) and the
-- practice areas the member follows. User rows: the seed adds them once and never truncates them.

CREATE TABLE user_credit_options (
  user_sub text PRIMARY KEY REFERENCES users (sub) ON DELETE CASCADE,
  birth_date date,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_practice_area_follows (
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  -- catalogue practice area id, by value (the catalogue is rewritten by the seed)
  practice_area_id int NOT NULL,
  followed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, practice_area_id)
);
