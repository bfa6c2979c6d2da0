// Row types of the catalogue tables (migrations/001_catalogue.sql), in one place: the seed writes
// them, the routes read them. `…Row` is a row as the seed writes it; `…Record` is the same row as a
// query reads it back, where the drivers differ from what was written (NUMERIC comes back as a
// string, timestamptz as a Date).

export interface TaxonomyRow {
  id: number;
  name: string;
  slug: string;
  description: string;
}
export interface CreditTypeRow {
  sk: number;
  code: string;
  description: string;
}
export interface Requirement {
  heading: string;
  creditTypeSk: number;
  required: number;
  explanatoryText: string;
}
export interface JurisdictionRow {
  region_sk: number;
  code: string;
  slug: string;
  name: string;
  state_name: string;
  long_description: string;
  credit_class_sk: number;
  credit_class: string;
  has_mandatory_cle: boolean;
  period_years: number | null;
  total_hours: number | null;
  reporting: string;
  is_license_number_required: boolean;
  license_number_name: string | null;
  compliance_groups: { sk: number; longDescription: string }[];
  requirements: Requirement[];
  notes: string;
  sort_order: number;
}
export interface FacultyRow {
  id: number;
  individual_id: string;
  first_name: string;
  last_name: string;
  display_name: string;
  affiliation: string;
  title: string;
  biography: string;
  slug: string;
  visibility_status: number;
}
export interface ProductRow {
  code: string;
  pk: string;
  title: string;
  url: string;
  searchable_type: string;
  content_type: string;
  format: string;
  description: string;
  practice_area_ids: number[];
  industry_ids: number[];
  audience_ids: number[];
  faculty_ids: number[];
  price: number;
  event_start: string | null;
  event_end: string | null;
  time_zone: string | null;
  location: string | null;
  publication_date: string | null;
  parent_code: string | null;
  segment_number: number | null;
  run_time_seconds: number | null;
  series_code: string | null;
  season_code: string | null;
  episode_number: number | null;
  image_url: string | null;
  is_stock_item: boolean;
  data: Record<string, unknown>;
}
export interface ProductCreditRow {
  product_code: string;
  region_sk: number;
  credit_type_sk: number;
  amount: number;
  status: string;
}
export interface PodcastSeriesRow {
  code: string;
  slug: string;
  display_name: string;
  description: string;
  hosts: { individualId: string; displayName: string; biography: string }[];
  co_hosts: { individualId: string; displayName: string; biography: string }[];
  service_links: { serviceName: string; serviceLink: string; icon: string }[];
}
export interface PodcastSeasonRow {
  code: string;
  series_code: string;
  name: string;
  sort_order: number;
}

/** A products row as `SELECT *` reads it. */
export type ProductRecord = Omit<ProductRow, 'price' | 'event_start' | 'event_end' | 'publication_date'> & {
  price: string;
  event_start: Date | null;
  event_end: Date | null;
  publication_date: string | Date | null;
};

/** A faculty row as the product routes select it (public columns only). */
export type FacultyRecord = Omit<FacultyRow, 'visibility_status'>;

/** A jurisdictions row as `SELECT *` reads it. */
export type JurisdictionRecord = Omit<JurisdictionRow, 'total_hours'> & { total_hours: string | null };
