-- A podcast episode's editor content (spec 3 §2.1, §3; docs/decisions/026): content areas 1 to 4, the
-- push area and its position, the pre- and post-overview areas and the bottom-of-page content. A
-- catalogue table: rewritten with the seed.
ALTER TABLE product_details ADD COLUMN podcast_content jsonb;
