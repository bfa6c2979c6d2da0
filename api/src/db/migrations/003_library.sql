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
