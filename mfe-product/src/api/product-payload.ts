// Payloads of the product API (GET /product/{code}, GET /content-row/feed, GET /content-row/faculty-feed,
// GET /search/product-code), typed as the remote reads them, with light shape checks for apiRequest.
import type { PayloadSchema } from '@cle/contracts/api-client';
import type { SearchItem } from '@cle/contracts/schemas';

export interface Variation {
  code: string;
  pk: string;
  displayName: string;
  url: string;
  /** the inheritance chain; the last item is the concrete type */
  contentType: string[];
  searchableType: string;
  format: string;
  /** in-person, online or groupcast */
  type: string | null;
  description: string;
  segmentDescription: string | null;
  overviewMode: number;
  price: number;
  retail: boolean;
  eventStartDate: string | null;
  eventEndDate: string | null;
  timeZoneIdentifier: string | null;
  location: string | null;
  publicationDate: string | null;
  parentProductCode: string | null;
  externalSystemKey: string;
  segmentNumber: number | null;
  runTimeSeconds: number | null;
  onDemandType: number;
  onDemandMediaType: number | null;
  creditHours: number | null;
  bookFormat: string | null;
  pages: number | null;
  isStockItem: boolean;
  imageUrl: string | null;
  podcastSeriesCode: string | null;
  realEpisodeNumber: number | null;
  hasVideo: boolean;
  playerUrl: string | null;
  providerUrls: { provider: string; url: string }[];
  // Optional overview content (spec 3 §3); shown only when present and long enough.
  whyYouShouldAttend?: string;
  whatYouWillLearn?: string;
  whoShouldAttend?: string;
  specialFeatures?: string;
  programAnnouncements?: string;
  sortedTableOfContentListJsonString?: string;
  notifyUrl?: string;
  isExpired?: boolean;
  waitlist?: boolean;
}

export interface Segment extends Variation {
  speakers: { displayName: string; url: string }[];
}

export interface FacultyMember {
  individualId: string;
  externalId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  affiliation: string;
  title: string;
  biography: string;
  url: string;
  role?: string;
}

export interface CreditJurisdiction {
  regionSk: number;
  code: string;
  name: string;
  status: string;
  notApproved: boolean;
  credits: { creditType: string; amount: number }[];
}

/** The alternative / cross-link card (spec 3 §3). */
export interface ProductCard {
  productCode: string;
  url: string;
  title: string;
  format: string;
  searchableType: string;
  datesFormatted: string;
  eventStartDate: string | null;
  eventEndDate: string | null;
  publicationDate: string | null;
  imageUrl: string | null;
  price: number;
  creditDetailsFormatted: { keyword: string; text: string }[];
}

export interface CatalogRelations {
  masterProgram: Variation | null;
  segments: Segment[];
  faculty: FacultyMember[];
  practiceAreas: { id: number; name: string; url: string }[];
  creditJurisdictions: CreditJurisdiction[];
  programVariants: Variation[];
  liveProgramCrosslink: ProductCard | null;
  ondemandProgramCrosslink: ProductCard | null;
  alternative: ProductCard | null;
  relatedProgramVariant: ProductCard | null;
  relatedItems: ProductCard[];
  series: { code: string; displayName: string; url: string } | null;
}

export interface ProductPayload {
  variation: Variation;
  catalogRelations: CatalogRelations;
}

export interface FeedPayload {
  searchResultSummary: { noOfHits: number };
  searchResults: { searchResultsItems: SearchItem[] };
  facetResults: { facetGroups: { groupTypeId: string; facets: { value: string; count: number }[] }[] };
}

export interface FacultyFeedPayload {
  facultyMembers: FacultyMember[];
}

/** A card from GET /search/product-code. */
export interface CodeCard {
  productCode: string;
  url: string;
  title: string;
  imageUrl: string | null;
  datesFormatted: string;
  creditDetailsFormatted: { keyword: string; text: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A schema for apiRequest built from a shape check: the payload is used only when the check passes. */
function shape<T>(check: (data: Record<string, unknown>) => boolean): PayloadSchema<T> {
  return {
    safeParse(data: unknown) {
      return isObject(data) && check(data)
        ? { success: true, data: data as T }
        : { success: false, error: new Error('unexpected payload') };
    },
  };
}

export const ProductPayloadSchema = shape<ProductPayload>(
  (d) =>
    isObject(d.variation) &&
    typeof d.variation.code === 'string' &&
    Array.isArray(d.variation.contentType) &&
    isObject(d.catalogRelations) &&
    Array.isArray(d.catalogRelations.segments) &&
    Array.isArray(d.catalogRelations.faculty) &&
    Array.isArray(d.catalogRelations.creditJurisdictions),
);

export const FeedPayloadSchema = shape<FeedPayload>(
  (d) =>
    isObject(d.searchResults) &&
    Array.isArray(d.searchResults.searchResultsItems) &&
    isObject(d.facetResults) &&
    Array.isArray(d.facetResults.facetGroups),
);

export const FacultyFeedPayloadSchema = shape<FacultyFeedPayload>((d) => Array.isArray(d.facultyMembers));

export const CodeCardsSchema: PayloadSchema<CodeCard[]> = {
  safeParse(data: unknown) {
    return Array.isArray(data) && data.every((c) => isObject(c) && typeof c.productCode === 'string')
      ? { success: true, data: data as CodeCard[] }
      : { success: false, error: new Error('unexpected payload') };
  },
};

export interface SiteLabels {
  customerServicePhone?: string;
  customerServiceEmail?: string;
  cartUrl?: string;
  libraryPage?: string;
  searchPage?: string;
  plusMembershipInfoPage?: string;
}

export const SiteLabelsSchema = shape<{ labels: SiteLabels }>((d) => isObject(d.labels));
