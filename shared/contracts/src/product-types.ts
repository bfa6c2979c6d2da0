// The product variation types of spec 3 §2.1, named once: the shell routes every one of them to
// mfe-product's ProductPage, and mfe-product picks the page kind from the same lists.

export const BOOK_TYPES = [
  'AnswerBookVariation',
  'AnswerBookSingleTitleSubscriptionVariation',
  'CourseHandbookVariation',
  'CourseHandbookSingleTitleSubscriptionVariation',
  'TreatiseVariation',
  'TreatiseSingleTitleSubscriptionVariation',
] as const;

export const MEMBERSHIP_TYPES = [
  'IndividualMembershipVariation',
  'IndividualPlusSubscriptionVariation',
] as const;

export const LIVE_TYPES = [
  'LiveProgramGroupcastVariation',
  'LiveProgramSeminarVariation',
  'LiveProgramWebcastVariation',
  'LiveProgramPbrSeminarVariation',
  'LiveProgramPBRWebcastVariation',
  'LiveProgramOhbVariation',
  'LiveProgramInteractiveWebcastVariation',
] as const;

export const ON_DEMAND_TYPES = [
  'OnDemandInteractiveVariation',
  'OnDemandMp3Variation',
  'OnDemandMp4Variation',
  'OnDemandOhbMp3Variation',
  'OnDemandOhbMp4Variation',
  'OnDemandOhbWebVariation',
  'OnDemandPbrWebVariation',
  'OnDemandWebVariation',
] as const;

export const PODCAST_TYPES = ['PodcastEpisodeVariation'] as const;

/** Every product variation type, in the order of spec 3 §2.1. */
export const PRODUCT_VARIATION_TYPES = [
  ...BOOK_TYPES,
  ...MEMBERSHIP_TYPES,
  ...LIVE_TYPES,
  ...ON_DEMAND_TYPES,
  ...PODCAST_TYPES,
] as const;
export type ProductVariationType = (typeof PRODUCT_VARIATION_TYPES)[number];
