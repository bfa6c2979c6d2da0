// Requests of the search calls (spec 1 §7, spec 3 §7), declared on the API's routes (decision 073).
// POST /search's body is SearchRequestSchema (@cle/contracts/schemas), which the search remote shares.
import { z } from 'zod';
import { int4 } from './fields';

/** The filter groups whose values GET /search/filter-values lists page by page. */
export const FILTER_VALUE_GROUPS = ['jurisdictions', 'creditType', 'practiceArea', 'format'] as const;

/** GET /search/autocomplete */
export const AutocompleteQuerySchema = z.object({
  q: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});

/** GET /search/filter-values */
export const FilterValuesQuerySchema = z.object({
  group: z.enum(FILTER_VALUE_GROUPS),
  q: z.string().trim().max(100).default(''),
  page: int4().min(1, 'must be 1 or more').max(1000).default(1),
  pageSize: z.coerce.number().int().min(1, 'must be 1 or more').max(100, 'must be at most 100').default(20),
});

/** GET /search/product-code: 'code' or 'name|code' entries, semicolon-separated. */
export const ProductCodesQuerySchema = z.object({
  ProductCodes: z.string().min(1, 'is required').max(2000),
});
