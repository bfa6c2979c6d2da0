-- Where a person is in a recording (the resume point) and how long it is, as the player last reported
-- (PUT /user/library/{pk}[/segments/{segmentPk}]/progress). The percentages beside them only grow: going
-- back in a recording moves the resume point, not what was already watched. NULL: progress that came
-- from elsewhere (attendance, the seed) without a position.
ALTER TABLE library_progress
  ADD COLUMN position_seconds numeric(10,2) CHECK (position_seconds >= 0),
  ADD COLUMN duration_seconds numeric(10,2) CHECK (duration_seconds > 0),
  ADD CONSTRAINT library_progress_position_within CHECK (position_seconds <= duration_seconds);
