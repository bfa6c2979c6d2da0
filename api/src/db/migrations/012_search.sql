-- Search typo tolerance (decision 023): pg_trgm finds the catalogue word nearest to one the catalogue
-- does not contain ('antitrsut' -> 'antitrust'). The vocabulary is the catalogue's own words (titles,
-- descriptions, practice areas, faculty, jurisdictions, credit types, podcast series) with how many
-- documents use each; the seed refreshes it (api/src/search/search-words.ts), and this migration fills
-- it for a database seeded before it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE search_words (word text PRIMARY KEY, ndoc int NOT NULL);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
INSERT INTO search_words (word, ndoc)
SELECT word, ndoc FROM ts_stat($$
  SELECT to_tsvector('simple', title || ' ' || description) FROM products
  UNION ALL SELECT to_tsvector('simple', name) FROM practice_areas
  UNION ALL SELECT to_tsvector('simple', name) FROM jurisdictions
  UNION ALL SELECT to_tsvector('simple', description) FROM credit_types
  UNION ALL SELECT to_tsvector('simple', display_name) FROM faculty
  UNION ALL SELECT to_tsvector('simple', display_name) FROM podcast_series
$$)
WHERE length(word) >= 3 AND word ~ '^[a-z][a-z''-]*$';
