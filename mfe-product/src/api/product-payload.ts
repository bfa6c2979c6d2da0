// The product payloads as this remote reads them. One definition, shared with the API's route tests:
// @cle/contracts/product-schemas (types inferred from the zod/mini schemas).
export type {
  CatalogRelations,
  CodeCard,
  CreditJurisdiction,
  FacultyFeedPayload,
  FacultyMember,
  FeedPayload,
  ProductCard,
  ProductPayload,
  Segment,
  Variation,
} from '@cle/contracts/product-schemas';
