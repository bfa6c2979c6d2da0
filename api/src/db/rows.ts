// Row types, one per table, in one place: the seed writes them, the stores read them. `…Row` is a row
// as it is written; `…Record` is the same row as a query reads it back, where the drivers differ from
// what was written (NUMERIC comes back as a string, timestamptz as a Date). A query that reads some
// columns reads a `Pick` of its table's row.

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

type Membership = 'IM' | 'PM' | 'Retail';

/** users (migration 002): the people who sign in, keyed by the identity provider's `sub`. */
export interface UserRow {
  sub: string;
  individual_sk: number;
  organization_sk: number | null;
  email: string;
  given_name: string;
  family_name: string;
  membership: Membership;
  is_employee: boolean;
  is_lms_admin: boolean;
  roles: string[];
  content_opt_out: string[];
  personas: string[];
  profile: { phone?: string | null; jobTitle?: string | null; company?: string | null };
}
/** organisations (migration 002) */
export interface OrganisationRow {
  sk: number;
  name: string;
}
/** organisation_members (migration 002): an organisation's roster. */
export interface OrganisationMemberRow {
  organization_sk: number;
  individual_sk: number;
  display_name: string;
  primary_email: string;
}

/** user_licenses (migration 008); `id` is a bigint, read as text. */
export interface UserLicenseRow {
  id: string;
  user_sub: string;
  credit_class_sk: number;
  credit_region_sk: number;
  state_license_number: string | null;
  year_admitted: string | null;
  compliance_group_sk: number | null;
  is_transitional_or_newly_admitted: boolean;
  special_status: string | null;
}
/** user_compliance_periods (migration 008); dates read as a Date on PostgreSQL, text on PGlite. */
export interface UserCompliancePeriodRow {
  license_id: string;
  period_start: string | Date;
  period_end: string | Date;
}
/** certificate_files (migrations 010, 031): an uploaded certificate file; its bytes are in the blob store. */
export interface CertificateFileRow {
  blob_name: string;
  user_sub: string;
  content_sha256: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  certificate_id: string | null;
  created_at: Date | string;
  attachment_sk: string;
}
/** cms_pages (migration 001): the CMS page tree. */
export interface CmsPageRow {
  id: string;
  friendly_url: string;
  content_type: string[];
  name: string;
  parent_id: string | null;
  sort_order: number;
  visible: boolean;
  metadata: Record<string, unknown>;
  properties: Record<string, unknown>;
}
/** rule_changes (migration 014); effective_date read as YYYY-MM-DD text. */
export interface RuleChangeRow {
  id: number;
  region_sk: number;
  rule_change_type: number;
  heading: string;
  body: string;
  effective_date: string;
  currently_active: boolean;
}
/** credit_callouts (migration 014) */
export interface CreditCalloutRow {
  id: number;
  region_sk: number | null;
  heading: string;
  body: string;
  link_href: string;
  link_text: string;
  sort_order: number;
}
/** registrations (migration 009): a person's registration for a live program variant. */
export interface RegistrationRow {
  id: string;
  user_sub: string;
  item_pk: string;
  item_sk: string;
  registered_at: Date | string;
  canceled_at: Date | string | null;
}
/** library_entries (migration 003): an item in a person's library; times as ISO text. */
export interface LibraryEntryRow {
  user_sub: string;
  item_pk: string;
  item_type: 'program' | 'segment' | 'publication' | 'podcast';
  source: 'purchased' | 'registered' | 'saved';
  is_favorite: boolean;
  archived: boolean;
  access_expires_at: string | null;
  credit_requested_at: string | null;
  added_at: string;
  updated_at: string;
}
/** library_progress (migration 006): playback and CLE progress per watched thing, per person. */
export interface LibraryProgressRow {
  user_sub: string;
  item_pk: string;
  playback_progress_pct: number;
  cle_progress_pct: number;
  last_watched_at: string | null;
  updated_at: string;
}
