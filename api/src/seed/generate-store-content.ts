// The store's own CMS content and the product it sells on its own: the individual membership that the
// cart upsell offers (spec 3 §3 Upsell block, §4.8), published as the site part `cartUpsell`. Kept apart
// from the catalogue generator so the store's seed changes stay in one small file.
import type { ProductRow } from '../db/rows';

/** The individual membership product (a yearly membership; IM users never see its upsell). */
export const MEMBERSHIP_CODE = '900001';
export const MEMBERSHIP_PRICE = 795;
/** What the upsell asks for it the first year (the block's catalogVariant discountedPrice). */
export const MEMBERSHIP_UPSELL_PRICE = 595;

export function storeProducts(): ProductRow[] {
  return [
    {
      code: MEMBERSHIP_CODE,
      pk: `mem-${MEMBERSHIP_CODE}`,
      title: 'PLI Individual Membership',
      url: '/membership/individual',
      searchable_type: 'membership',
      content_type: 'IndividualMembershipVariation',
      format: 'Membership',
      description:
        'A year of unlimited access to PLI programs on demand and live webcasts, with member prices on publications.',
      practice_area_ids: [],
      industry_ids: [],
      audience_ids: [],
      faculty_ids: [],
      price: MEMBERSHIP_PRICE,
      event_start: null,
      event_end: null,
      time_zone: null,
      location: null,
      publication_date: '2026-11-01',
      parent_code: null,
      segment_number: null,
      run_time_seconds: null,
      series_code: null,
      season_code: null,
      episode_number: null,
      image_url: '/images/programs/1.webp',
      is_stock_item: false,
      data: { formatKey: 'membership', isIndividualMembership: true, term: 'year' },
    },
  ];
}

/** The cart upsell block as the CMS publishes it (GET /site-parts?names=cartUpsell). */
export function cartUpsellPart() {
  return {
    contentLink: { id: 'cart-upsell-individual-membership' },
    titleLine1: 'Make this the first of many programs',
    titleLine2: 'Become a PLI member',
    titleLine2Color: 'teal-200',
    image: { url: '/images/programs/1.webp', name: 'Attorneys at a PLI program' },
    copy: 'Members watch every PLI program on demand and attend live webcasts at no extra cost, all year.',
    footerText: 'Your first year is {price}. Cancel any time before renewal.',
    catalogVariant: [{ code: MEMBERSHIP_CODE, discountedPrice: MEMBERSHIP_UPSELL_PRICE }],
    frequencyOfPresentation: 'once-per-session',
  };
}
