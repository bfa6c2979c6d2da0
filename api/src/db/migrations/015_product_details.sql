-- Product detail data the catalogue generator does not carry (spec 3 §3; docs/decisions/024):
-- the variant's item class (staff may request a groupcast for some classes, spec 3 §6), the seats a live
-- variant offers (full -> the variant is waitlisted: the panel offers the waitlist e-mail and the API
-- refuses a registration, spec 3 §4.3), and a book product's editor content (content areas 1 to 7 and
-- the position of the book content area, testimonials, the PLUS search and table-of-contents URLs and
-- the table of contents by volume). A catalogue table: rewritten with the seed.
CREATE TABLE product_details (
  product_code text PRIMARY KEY REFERENCES products (code),
  item_class_id int CHECK (item_class_id IS NULL OR item_class_id > 0),
  -- NULL: no limit; registrations beyond it are refused and the variant shows as waitlisted
  seat_limit int CHECK (seat_limit IS NULL OR seat_limit >= 0),
  book_content jsonb
);
