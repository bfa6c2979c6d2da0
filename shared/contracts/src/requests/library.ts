// Requests of My Library (spec 1 §3, §4, §7, §9), declared on the API's routes (decision 073): the
// library query, item and material paths, removals, the warm-up and the upcoming-items search.
import { z } from 'zod';
import {
  DEFAULT_LIBRARY_SORT,
  LIBRARY_FILTER_GROUPS,
  LIBRARY_MAX_PAGE_SIZE,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SORTS,
  LIBRARY_TABS,
  MY_LIBRARY_GROUP,
  MY_LIBRARY_UPCOMING,
} from '../library-schemas';
import type { LibraryFilterKey } from '../library-schemas';

const booleanParam = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .optional()
  .transform((v) => v === 'true');

/** A comma-joined list of one filter group's values; a radio group holds at most one. */
function filterParam(key: LibraryFilterKey) {
  const group = LIBRARY_FILTER_GROUPS.find((g) => g.key === key)!;
  const allowed: readonly string[] = group.values.map((v) => v.name);
  return z
    .string()
    .max(500, 'must be at most 500 characters')
    .optional()
    .transform((raw, ctx) => {
      // '+' in a value arrives as a space when the caller did not encode it (60+min -> '60 min')
      const values = [
        ...new Set(
          (raw ?? '')
            .split(',')
            .map((v) => (key === 'duration' ? v.trim().replace(/ /g, '+') : v.trim()))
            .filter(Boolean),
        ),
      ];
      const unknown = values.find((v) => !allowed.includes(v));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown value '${unknown}' (allowed: ${allowed.join(', ')})`,
        });
        return z.NEVER;
      }
      if (group.type === 'radio' && values.length > 1) {
        ctx.addIssue({ code: 'custom', message: 'takes a single value' });
        return z.NEVER;
      }
      return values;
    });
}

const filterParams = {
  groupSearchableType: z
    .enum(LIBRARY_TABS, { error: `must be one of ${LIBRARY_TABS.join(', ')}` })
    .default('All'),
  creditStatus: filterParam('creditStatus'),
  libraryItemStatus: filterParam('libraryItemStatus'),
  format: filterParam('format'),
  bookFormat: filterParam('bookFormat'),
  duration: filterParam('duration'),
};

const pageParams = {
  sort: z
    .enum(LIBRARY_SORTS, { error: `must be one of ${LIBRARY_SORTS.join(', ')}` })
    .default(DEFAULT_LIBRARY_SORT),
  pageNumber: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'must be at most 100000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(LIBRARY_MAX_PAGE_SIZE, `must be at most ${LIBRARY_MAX_PAGE_SIZE}`)
    .default(LIBRARY_PAGE_SIZE),
  includeAllSegments: booleanParam,
  includeArchived: booleanParam,
};

/** GET /user/library: unknown parameters are refused, so a misspelt filter is not silently ignored. */
export const LibraryQueryParamsSchema = z.strictObject({ ...filterParams, ...pageParams });

/** A library item pk as the catalogue writes it (prg-380000, seg-380000-1, pub-200000, pod-POD001-E01). */
const ITEM_PK = /^[a-z]{3}-[A-Za-z0-9-]{1,60}$/;
const itemPk = z.string().trim().regex(ITEM_PK, 'must be an item pk such as prg-380000');

/** One or several pks, comma-joined (DELETE /user/library/a,b and by-itemPks). */
const itemPkList = (max: number) =>
  z
    .string()
    .max(max * 70, 'is too long')
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(itemPk).min(1, 'must name at least one item').max(max, `must name at most ${max} items`));

export const ItemPkParamsSchema = z.strictObject({ id: itemPk });
export const SegmentParamsSchema = z.strictObject({ id: itemPk, segmentPk: itemPk });
/** A material id is the product code and the material's key (380000-course, POD001-E01-transcript). */
export const MaterialParamsSchema = z.strictObject({
  id: itemPk,
  materialId: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'must be a material id such as 380000-course'),
});
export const ItemPkListParamsSchema = z.strictObject({ id: itemPkList(100) });

/** GET /user/library/by-itemPks (spec 1 §7: the podcast page sends every flag). */
export const ByItemPksQuerySchema = z.strictObject({
  itemPks: itemPkList(100),
  includeAllSegments: booleanParam,
  includeArchived: booleanParam,
  includeFavorites: booleanParam,
  includeNested: booleanParam,
  noCache: booleanParam,
  pageNumber: pageParams.pageNumber,
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(100, 'must be at most 100')
    .optional(),
});

export const RemoveBodySchema = z.strictObject({
  itemPks: z.array(itemPk).max(100, 'must name at most 100 items').optional(),
});

/** GET /user/warmup: clean=true rebuilds the search index (support staff only). */
export const WarmupQuerySchema = z.strictObject({
  clean: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
});

/** GET /search?MyLibrary=Upcoming (S1-API-18): the person's upcoming items, optionally in a date range. */
export const UpcomingQuerySchema = z.strictObject({
  MyLibrary: z.literal(MY_LIBRARY_UPCOMING, { error: `must be '${MY_LIBRARY_UPCOMING}'` }),
  FilterGroupsToReturn: z.literal(MY_LIBRARY_GROUP, { error: `must be '${MY_LIBRARY_GROUP}'` }).optional(),
  /** 'from;to' in YYYY-MM-DD (either side may be empty), optionally after a name and a pipe */
  dateRange: z
    .string()
    .max(80)
    .regex(/^([^|;]{0,40}\|)?(\d{4}-\d{2}-\d{2})?;?(\d{4}-\d{2}-\d{2})?$/, "must be 'YYYY-MM-DD;YYYY-MM-DD'")
    .optional(),
});
