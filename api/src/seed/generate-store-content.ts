// The store's CMS content: the cart upsell block (spec 3 §3 Upsell block, §4.8), published as the site
// part `cartUpsell` and read by the cart panel with GET /site-parts?names=cartUpsell. Kept apart from
// the other CMS content so the store's seed changes stay in one small file.

/**
 * What the upsell sells: the store's individual membership (a store-only item of the commerce seed,
 * api/src/seed/generate-commerce.ts) at its store price, so the button's price is what the cart charges.
 */
const UPSELL_MEMBERSHIP = { code: 'MEM-IM-1Y', price: 2495 } as const;

export function cartUpsellPart() {
  return {
    contentLink: { id: 'cart-upsell-individual-membership' },
    titleLine1: 'Make this the first of many programs',
    titleLine2: 'Become a PLI Privileged Member',
    titleLine2Color: 'teal-200',
    image: { url: '/images/programs/1.webp', name: 'Attorneys at a PLI program' },
    copy: 'Members watch PLI programs on demand and attend live webcasts at no extra cost, all year, and save on publications.',
    footerText: 'Membership is {price} a year. Cancel any time before renewal.',
    catalogVariant: [{ code: UPSELL_MEMBERSHIP.code, discountedPrice: UPSELL_MEMBERSHIP.price }],
    frequencyOfPresentation: 'once-per-session',
  };
}
