-- What a person owns and keeps: library entries and progress. These rows belong to users: the seed
-- never truncates or rewrites them, and nothing here references catalogue tables by foreign key, so
-- refreshing the catalogue cannot cascade into them (an entry whose product is gone is simply not shown).
CREATE TABLE library_entries (
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  item_pk text NOT NULL,
  -- the library tab the item belongs to, fixed when it is added
  item_type text NOT NULL CHECK (item_type IN ('program', 'segment', 'publication', 'podcast')),
  -- how it came into the library: bought, registered for (live), or saved by the person
  source text NOT NULL CHECK (source IN ('purchased', 'registered', 'saved')),
  is_favorite boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  access_expires_at timestamptz,
  credit_requested_at timestamptz,
  added_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- a saved-only entry is always a favourite; purchased or registered ones may be archived instead of removed
  CHECK (source <> 'saved' OR is_favorite),
  PRIMARY KEY (user_sub, item_pk)
);
CREATE INDEX library_entries_by_user_added ON library_entries (user_sub, added_at DESC, item_pk);

-- Playback and CLE progress per watched thing (a segment, a program, an episode), per person.
CREATE TABLE library_progress (
  user_sub text NOT NULL REFERENCES users (sub) ON DELETE CASCADE,
  item_pk text NOT NULL,
  playback_progress_pct numeric(5,2) NOT NULL DEFAULT 0 CHECK (playback_progress_pct BETWEEN 0 AND 100),
  cle_progress_pct numeric(5,2) NOT NULL DEFAULT 0 CHECK (cle_progress_pct BETWEEN 0 AND 100),
  last_watched_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, item_pk)
);

-- GET /user/endsession: access tokens issued before this moment no longer open the person's library.
ALTER TABLE users ADD COLUMN session_ended_at timestamptz;

-- Bumped by every change to a person's library or progress, whoever makes it: an API process keeps a
-- person's library in memory only for as long as this number has not moved (one tiny query per read).
ALTER TABLE users ADD COLUMN library_version bigint NOT NULL DEFAULT 0;
CREATE FUNCTION bump_library_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET library_version = library_version + 1 WHERE sub = OLD.user_sub;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_sub IS DISTINCT FROM OLD.user_sub) THEN
    UPDATE users SET library_version = library_version + 1 WHERE sub = NEW.user_sub;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER library_entries_version AFTER INSERT OR UPDATE OR DELETE ON library_entries
  FOR EACH ROW EXECUTE FUNCTION bump_library_version();
CREATE TRIGGER library_progress_version AFTER INSERT OR UPDATE OR DELETE ON library_progress
  FOR EACH ROW EXECUTE FUNCTION bump_library_version();
