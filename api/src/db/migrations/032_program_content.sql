-- A program's editor content (spec 3 §3, §5): its overview sections (why you should attend, what you
-- will learn, who should attend, special features), the sections editors flagged empty (S3-PDP-66: the
-- page hides them whatever their text) and its testimonials. A catalogue table: rewritten with the seed.
ALTER TABLE product_details ADD COLUMN program_content jsonb;
