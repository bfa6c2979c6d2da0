-- Faculty follows, request-a-quote forms and their submissions, and the credit-info content the seed
-- writes (rule changes, credit callouts). Follows and submissions belong to users: the seed never
-- touches them. Forms, rule changes and callouts are catalogue content, rewritten by the seed.
-- See docs/decisions/021-faculty-forms-credit-info.md.

-- A member follows a faculty member (spec 2 §4: isUserFollowingThis). Following twice is one row.
CREATE TABLE faculty_follows (
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  faculty_id int NOT NULL,
  followed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, faculty_id)
);

-- A form the CMS offers (the request-a-quote modal): its steps, fields and configured messages.
CREATE TABLE forms (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  definition jsonb NOT NULL
);

-- One accepted submission: validated against its form first, written in one statement.
CREATE TABLE form_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form_id text NOT NULL,
  -- the submitter when signed in; a quote request may come from a visitor
  user_sub text,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_submissions_by_form ON form_submissions (form_id, created_at);

-- Spec 2 §3 Rule change; rule_change_type 1 is COVID orders, 2 other rule changes.
CREATE TABLE rule_changes (
  id int PRIMARY KEY,
  region_sk int NOT NULL,
  rule_change_type int NOT NULL CHECK (rule_change_type > 0),
  heading text NOT NULL,
  body text NOT NULL,
  effective_date date NOT NULL,
  currently_active boolean NOT NULL
);

-- Short credit call-outs shown on credit-info pages (GET /credit-info/creditcallouts).
CREATE TABLE credit_callouts (
  id int PRIMARY KEY,
  region_sk int,
  heading text NOT NULL,
  body text NOT NULL,
  link_href text NOT NULL,
  link_text text NOT NULL,
  sort_order int NOT NULL
);
