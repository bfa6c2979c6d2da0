// GET /user/library payload (spec 1 §3 library response, library/search item), checked with zod/mini.
import * as z from 'zod/mini';
import { orDefault, orUndefined } from '@cle/contracts/payload-helpers';

export const LibrarySegmentSchema = z.object({
  pk: z.string(),
  title: z.string(),
  url: orDefault(z.string(), ''),
  playbackProgressPct: orDefault(z.number(), 0),
  cleProgressPct: orDefault(z.number(), 0),
  topicNumber: orUndefined(z.number()),
  price: orUndefined(z.number()),
  isPurchased: orDefault(z.boolean(), false),
  isParentProgramPurchased: orDefault(z.boolean(), false),
  watchUrl: orUndefined(z.string()),
});

export const LibraryItemSchema = z.object({
  pk: z.string(),
  title: z.string(),
  url: z.string(),
  searchableType: z.string(),
  productCode: orUndefined(z.string()),
  formatDisplay: orUndefined(z.string()),
  snippet: orUndefined(z.string()),
  datesFormatted: orUndefined(z.string()),
  creditDetailsFormatted: orDefault(z.array(z.string()), []),
  price: orUndefined(z.number()),
  isPurchased: orDefault(z.boolean(), false),
  isParentProgramPurchased: orDefault(z.boolean(), false),
  isArchived: orDefault(z.boolean(), false),
  isFavorite: orDefault(z.boolean(), false),
  watchUrl: orUndefined(z.string()),
  accessExpirationDate: orUndefined(z.string()),
  segments: orDefault(z.array(LibrarySegmentSchema), []),
  totalSegments: orDefault(z.number(), 0),
  parentProductLink: orUndefined(z.string()),
  parentProductLinkText: orUndefined(z.string()),
});

const CounterSchema = z.object({ groupSearchableType: z.string(), count: z.number() });

export const LibrarySummarySchema = z.object({
  count: z.number(),
  totalCollectionSize: z.number(),
  currentPage: z.number(),
  filtersApplied: orDefault(z.record(z.string(), z.unknown()), {}),
  headerGroupSearchableTypeCounters: orDefault(z.array(CounterSchema), []),
  filterResultSummary: orDefault(
    z.array(
      z.object({
        name: z.string(),
        filters: z.array(z.object({ name: z.string(), count: z.number(), checked: z.boolean() })),
      }),
    ),
    [],
  ),
});

export const LibraryResponseSchema = z.object({
  items: z.array(LibraryItemSchema),
  summary: LibrarySummarySchema,
});
export const LibrarySegmentsSchema = z.array(LibrarySegmentSchema);
export const LibraryMaterialsSchema = z.array(
  z.object({ title: z.string(), url: z.string(), type: orUndefined(z.string()) }),
);

export type LibrarySegment = z.output<typeof LibrarySegmentSchema>;
export type LibraryItem = z.output<typeof LibraryItemSchema>;
export type LibrarySummary = z.output<typeof LibrarySummarySchema>;
export type LibraryResponse = z.output<typeof LibraryResponseSchema>;
export type LibraryMaterial = z.output<typeof LibraryMaterialsSchema>[number];
