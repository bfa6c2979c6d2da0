// GET /product/{code} with every spec 3 §3 entity field required (S3-DATA-01/03/05/13/14): the API's
// route tests parse with it. Apart from product-schemas.ts, whose client chunk is on every product
// page's first load and parses only what the pages read.
import * as z from 'zod/mini';
import { CatalogRelationEntityFields, VariationEntityFields } from './product-entity-schemas';
import { CatalogRelationsSchema, ProductPayloadSchema, VariationSchema } from './product-schemas';

export const ProductEntityPayloadSchema = z.extend(ProductPayloadSchema, {
  variation: z.extend(VariationSchema, VariationEntityFields),
  catalogRelations: z.extend(CatalogRelationsSchema, CatalogRelationEntityFields),
});
