-- When each page's data last changed, for the sitemap's lastmod (issue 36): the CMS pages and the
-- catalogue rows pages are made from had no timestamp. Rows present when this runs get the migration's
-- time (the earliest moment that can be vouched for); a row inserted later gets its insert time (the seed
-- rewrites the catalogue when its version changes, so a new seed is a new lastmod); a row updated later
-- gets the update's time, but only when a value really changed.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

ALTER TABLE cms_pages ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE faculty ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE podcast_series ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TRIGGER cms_pages_updated_at BEFORE UPDATE ON cms_pages
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER products_updated_at BEFORE UPDATE ON products
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER faculty_updated_at BEFORE UPDATE ON faculty
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER podcast_series_updated_at BEFORE UPDATE ON podcast_series
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION touch_updated_at();
