// The product payloads as this remote reads them. One definition, shared with the API's route tests:
// @cle/contracts/product-schemas (types inferred from the zod/mini schemas).
export type {
  CodeCard,
  CreditJurisdiction,
  FacultyMember,
  ProductCard,
  ProductPayload,
  Segment,
  Variation,
} from '@cle/contracts/product-schemas';
