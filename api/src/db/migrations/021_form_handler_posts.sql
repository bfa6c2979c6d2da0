-- Spec 2 §7: the quote form also posts its data to the step's submit URL (no-cors, url-encoded): the
-- marketing system's form handler. This site's handler keeps what it received, apart from the
-- validated submission in form_submissions, so the hand-off can be read and replayed.
CREATE TABLE form_handler_posts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form_id text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_handler_posts_by_form ON form_handler_posts (form_id, created_at);
