// Payloads shaped like the seeded API's answers, for component tests.
import type { ProductPayload, Variation } from '../api/product-payload';

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

export function payload(
  v: Variation = variation(),
  rel: Partial<ProductPayload['catalogRelations']> = {},
): ProductPayload {
  return {
    variation: v,
    catalogRelations: {
      masterProgram: null,
      segments: [],
      faculty: [
        {
          individualId: '700001',
          externalId: '700001',
          displayName: 'Maria Hoffman',
          firstName: 'Maria',
          lastName: 'Hoffman',
          affiliation: 'American Arbitration Association',
          title: 'Adjunct Professor',
          biography: 'Maria Hoffman advises clients on corporate governance.',
          url: '/faculty/maria-hoffman',
          role: 'Chairperson',
        },
      ],
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
