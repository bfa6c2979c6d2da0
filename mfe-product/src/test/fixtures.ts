// Payloads shaped like the seeded API's answers, for component tests.
import type { ProductVariationType } from '@cle/contracts/product-types';
import type { FacultyMember, ProductPayload, Variation } from '../lib/product-payload';

export function variation(over: Partial<Variation> = {}): Variation {
  return {
    code: '380021',
    pk: 'prg-380021',
    displayName: 'Fundamentals of Ethics & Professional Responsibility 2027',
    url: '/programs/fundamentals-of-ethics-2027',
    contentType: ['ProductData', 'VariationContent', 'LiveProgramWebcastVariation'],
    searchableType: 'liveprogram',
    format: 'Live Webcast',
    type: 'online',
    description: 'Seven leading practitioners examine ESG disclosure and the latest developments.',
    segmentDescription: null,
    overviewMode: 0,
    price: 1695,
    retail: true,
    eventStartDate: '2027-03-27T13:00:00.000Z',
    eventEndDate: '2027-03-27T14:30:00.000Z',
    timeZoneIdentifier: 'America/New_York',
    location: 'Online',
    publicationDate: null,
    parentProductCode: null,
    externalSystemKey: 'prg-380021',
    segmentNumber: null,
    runTimeSeconds: 5400,
    onDemandType: 0,
    onDemandMediaType: null,
    creditHours: 1.5,
    bookFormat: null,
    pages: null,
    isStockItem: false,
    imageUrl: '/images/programs/4.webp',
    podcastSeriesCode: null,
    realEpisodeNumber: null,
    hasVideo: false,
    playerUrl: null,
    providerUrls: [],
    ...over,
  };
}

/** The program's in-person seminar: a second, free way to attend beside the webcast of `variation()`. */
export function liveSeminar(over: Partial<Variation> = {}): Variation {
  return variation({
    code: '380022',
    pk: 'prg-380022',
    externalSystemKey: 'prg-380022',
    url: '/programs/fundamentals-of-ethics-2027-2',
    format: 'Live Seminar',
    type: 'in-person',
    location: 'New York, NY',
    retail: false,
    price: 0,
    eventStartDate: '2027-04-10T13:00:00.000Z',
    eventEndDate: '2027-04-10T20:00:00.000Z',
    ...over,
  });
}

/** The content type list the API gives a variation of this type (its page kind is the last entry). */
const contentTypeOf = (type: ProductVariationType) => ['ProductData', 'VariationContent', type];

/** An on-demand program of this type: no event dates. */
export function onDemandVariation(type: ProductVariationType, over: Partial<Variation> = {}): Variation {
  return variation({ contentType: contentTypeOf(type), eventStartDate: null, eventEndDate: null, ...over });
}

/** A publication of this type: searchable as a book, no event dates. */
export function bookVariation(type: ProductVariationType, over: Partial<Variation> = {}): Variation {
  return onDemandVariation(type, { searchableType: 'book', ...over });
}

/** The seeded hardcover Course Handbook of the book page tests. */
export function courseHandbook(over: Partial<Variation> = {}): Variation {
  return bookVariation('CourseHandbookVariation', {
    code: '202574',
    displayName: 'Fundamentals of Real Estate 2026 (Course Handbook)',
    format: 'Course Handbook',
    publicationDate: '2026-07-31T00:00:00.000Z',
    bookFormat: 'hardcover',
    price: 195,
    ...over,
  });
}

/** A free podcast episode (no event dates). */
export function podcastEpisode(over: Partial<Variation> = {}): Variation {
  return onDemandVariation('PodcastEpisodeVariation', {
    searchableType: 'podcastepisode',
    price: 0,
    ...over,
  });
}

/** The faculty member the fixture payloads list (as a faculty feed gives it: no role). */
export function facultyMember(over: Partial<FacultyMember> = {}): FacultyMember {
  return {
    individualId: '700001',
    externalId: '700001',
    displayName: 'Maria Hoffman',
    firstName: 'Maria',
    lastName: 'Hoffman',
    affiliation: 'American Arbitration Association',
    title: 'Adjunct Professor',
    biography: 'Maria Hoffman advises clients on corporate governance.',
    url: '/faculty/maria-hoffman',
    ...over,
  };
}

/** A variant as the payload's catalogRelations.variants lists it. */
export function variantSummary(v: Variation): ProductPayload['catalogRelations']['variants'][number] {
  const { code, pk, displayName, url, price, bookFormat, isStockItem } = v;
  return { code, pk, displayName, url, price, bookFormat, isStockItem };
}

export function payload(
  v: Variation = variation(),
  rel: Partial<ProductPayload['catalogRelations']> = {},
): ProductPayload {
  return {
    variation: v,
    catalogRelations: {
      variants: [variantSummary(v)],
      masterProgram: null,
      segments: [],
      faculty: [facultyMember({ role: 'Chairperson' })],
      practiceAreas: [{ id: 9, name: 'Ethics & Professional Responsibility', url: '/practice-areas/ethics' }],
      creditJurisdictions: [
        {
          regionSk: 100,
          code: 'AL',
          name: 'Alabama',
          status: 'Approved',
          notApproved: false,
          credits: [{ creditType: 'General', amount: 1.5 }],
        },
      ],
      programVariants: [v],
      liveProgramCrosslink: null,
      ondemandProgramCrosslink: null,
      alternative: null,
      relatedProgramVariant: null,
      relatedItems: [],
      series: null,
      ...rel,
    },
  };
}

/** Segment `n` of `program`, on demand on the web: its code, pk and URL follow the program's. */
export function segmentOf(program: Variation, n: number, over: Partial<Variation> = {}): Variation {
  return onDemandVariation('OnDemandWebVariation', {
    code: `${program.code}-${n}`,
    pk: `seg-${program.code}-${n}`,
    url: `${program.url}/${n}`,
    searchableType: 'ondemandsegment',
    onDemandType: 1,
    segmentNumber: n,
    ...over,
  });
}

/** The player page's on-demand program 100, "Tax Update", and its segment `n` as the payload lists it. */
export const playerProgram = () =>
  variation({
    code: '100',
    pk: 'prg-100',
    displayName: 'Tax Update',
    searchableType: 'ondemandprogram',
    eventStartDate: null,
    eventEndDate: null,
  });
export const playerSegment = (n: number) => ({
  ...variation({
    code: `100-${n}`,
    pk: `seg-100-${n}`,
    displayName: `Part ${n}`,
    parentProductCode: '100',
    segmentNumber: n,
  }),
  speakers: [],
});

/** Slide `n` of the home carousel block: a live webcast, program 38000n, in `theme`. */
export const carouselSlide = (n: number, theme = 'full') => ({
  heading: 'Live Webcast',
  displayName: `Program ${n}`,
  copy: `About program ${n}.`,
  sellingPoints: [`Up to ${n} credit hours`],
  code: `38000${n}`,
  link: { href: `/programs/p-${n}`, text: 'Learn more' },
  theme,
  itemVariant: 'teal',
});

/** The person's registration for `v` as GET /user/registrations answers it (registered 1 Nov 2026). */
export const registrationRecord = (v: Variation, over: object = {}) => ({
  pk: v.pk,
  sk: v.externalSystemKey,
  launchUrl: v.type === 'online' ? `http://localhost/player?code=${v.code}` : null,
  code: v.code,
  title: v.displayName,
  url: v.url,
  type: v.type,
  format: v.format,
  location: v.location,
  eventStartDate: v.eventStartDate!,
  eventEndDate: v.eventEndDate,
  timeZoneIdentifier: v.timeZoneIdentifier,
  registeredAt: '2026-11-01T10:00:00.000Z',
  isCancelable: true,
  ...over,
});
