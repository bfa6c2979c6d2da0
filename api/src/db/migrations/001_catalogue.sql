-- Catalogue, taxonomy, credit rules, CMS pages and site parts.
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE practice_areas (id int PRIMARY KEY, name text NOT NULL, slug text NOT NULL UNIQUE, description text NOT NULL);
CREATE TABLE industries (id int PRIMARY KEY, name text NOT NULL, slug text NOT NULL UNIQUE, description text NOT NULL);
CREATE TABLE audiences (id int PRIMARY KEY, name text NOT NULL, slug text NOT NULL UNIQUE, description text NOT NULL);

CREATE TABLE credit_types (sk int PRIMARY KEY, code text NOT NULL UNIQUE, description text NOT NULL);

CREATE TABLE jurisdictions (
  region_sk int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  state_name text NOT NULL,
  long_description text NOT NULL,
  credit_class_sk int NOT NULL,
  credit_class text NOT NULL,
  has_mandatory_cle boolean NOT NULL,
  period_years int,
  total_hours numeric(5,2),
  reporting text NOT NULL,
  is_license_number_required boolean NOT NULL,
  license_number_name text,
  compliance_groups jsonb NOT NULL DEFAULT '[]',
  requirements jsonb NOT NULL DEFAULT '[]',
  notes text NOT NULL DEFAULT '',
  sort_order int NOT NULL
);

CREATE TABLE faculty (
  id int PRIMARY KEY,
  individual_id text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  display_name text NOT NULL,
  affiliation text NOT NULL,
  title text NOT NULL,
  biography text NOT NULL,
  slug text NOT NULL UNIQUE,
  visibility_status int NOT NULL
);

CREATE TABLE podcast_series (
  code text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  display_name text NOT NULL,
  description text NOT NULL,
  hosts jsonb NOT NULL,
  co_hosts jsonb NOT NULL,
  service_links jsonb NOT NULL
);
CREATE TABLE podcast_seasons (
  code text PRIMARY KEY,
  series_code text NOT NULL REFERENCES podcast_series(code),
  name text NOT NULL,
  sort_order int NOT NULL
);

CREATE TABLE products (
  code text PRIMARY KEY,
  pk text NOT NULL UNIQUE,
  title text NOT NULL,
  url text NOT NULL UNIQUE,
  searchable_type text NOT NULL,
  content_type text NOT NULL,
  format text NOT NULL,
  description text NOT NULL,
  practice_area_ids int[] NOT NULL DEFAULT '{}',
  industry_ids int[] NOT NULL DEFAULT '{}',
  audience_ids int[] NOT NULL DEFAULT '{}',
  faculty_ids int[] NOT NULL DEFAULT '{}',
  price numeric(10,2) NOT NULL,
  event_start timestamptz,
  event_end timestamptz,
  time_zone text,
  location text,
  publication_date date,
  parent_code text,
  segment_number int,
  run_time_seconds int,
  series_code text,
  season_code text,
  episode_number int,
  image_url text,
  is_stock_item boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}',
  search_doc tsvector
);
CREATE INDEX products_search_doc ON products USING gin (search_doc);
CREATE INDEX products_parent ON products (parent_code);
CREATE INDEX products_series ON products (series_code, season_code, episode_number);
CREATE INDEX products_type ON products (searchable_type);

CREATE TABLE product_credits (
  product_code text NOT NULL REFERENCES products(code),
  region_sk int NOT NULL REFERENCES jurisdictions(region_sk),
  credit_type_sk int NOT NULL REFERENCES credit_types(sk),
  amount numeric(5,2) NOT NULL,
  status text NOT NULL,
  PRIMARY KEY (product_code, region_sk, credit_type_sk)
);
CREATE INDEX product_credits_region ON product_credits (region_sk, credit_type_sk);

CREATE TABLE cms_pages (
  id text PRIMARY KEY,
  friendly_url text NOT NULL UNIQUE,
  content_type text[] NOT NULL,
  name text NOT NULL,
  parent_id text,
  sort_order int NOT NULL DEFAULT 0,
  visible boolean NOT NULL DEFAULT true,
  metadata jsonb NOT NULL DEFAULT '{}',
  properties jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE site_parts (name text PRIMARY KEY, data jsonb NOT NULL);
CREATE TABLE banners (id text PRIMARY KEY, active boolean NOT NULL, sort_order int NOT NULL, data jsonb NOT NULL);
CREATE TABLE feature_flags (name text PRIMARY KEY, enabled boolean NOT NULL);
