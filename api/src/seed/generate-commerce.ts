// The store's seed (spec 3 §3, §5): store facts for sellable codes (stock on hand, maximum quantity,
// USA/Canada-only shipping, upkeep, pre-orders, memberships and subscriptions), the address lookups,
// promo codes, and saved addresses for the seeded retail member. Deterministic: facts are drawn from a
// hash of each product code, so the catalogue's own random sequence is untouched.
import { SEED_EPOCH } from './catalogue-shape';
import { JURISDICTIONS } from './vocabulary';

/** Bumped when anything below changes: the seed then rewrites the store catalogue and lookups. */
export const COMMERCE_SEED_VERSION = '2026-11-22.1-store';

const DAY = 86_400_000;

/** Largest quantity + 1 per kind of item (the cart accepts 1 to max - 1, spec 3 §5). */
const MAX_QUANTITY = { stock: 25, digital: 10, subscription: 2 } as const;

export interface StoreItemRow {
  code: string;
  display_name: string | null;
  url: string | null;
  display_type: string | null;
  price: number | null;
  on_hand: number | null;
  max_quantity: number;
  domestic_only: boolean;
  is_upkeep_item: boolean;
  release_date: string | null;
  subscription: 'im' | 'ips' | 'sts' | null;
}

/** Memberships and subscriptions the store sells that are not catalogue products. */
const STORE_ONLY_ITEMS: StoreItemRow[] = [
  {
    code: 'MEM-IM-1Y',
    display_name: 'PLI Privileged Membership, Individual (1 year)',
    url: '/membership',
    display_type: 'Membership',
    price: 2495,
    on_hand: null,
    max_quantity: MAX_QUANTITY.subscription,
    domestic_only: false,
    is_upkeep_item: false,
    release_date: null,
    subscription: 'im',
  },
  {
    code: 'PLUS-IPS-1Y',
    display_name: 'PLI PLUS Individual Subscription (1 year)',
    url: '/membership',
    display_type: 'Subscription',
    price: 1195,
    on_hand: null,
    max_quantity: MAX_QUANTITY.subscription,
    domestic_only: false,
    is_upkeep_item: false,
    release_date: null,
    subscription: 'ips',
  },
  {
    code: 'STS-TREATISE-1Y',
    display_name: 'Treatise Library Standard Subscription (1 year)',
    url: '/membership',
    display_type: 'Subscription',
    price: 995,
    on_hand: null,
    max_quantity: MAX_QUANTITY.subscription,
    domestic_only: false,
    is_upkeep_item: false,
    release_date: null,
    subscription: 'sts',
  },
];

/** FNV-1a of a code: a stable number per product, independent of the catalogue's PRNG. */
function hashOf(code: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) h = Math.imul(h ^ code.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

interface CatalogueProduct {
  code: string;
  is_stock_item: boolean;
  data: Record<string, unknown>;
}

/**
 * Print publications are the stock items: units on hand (one in ten out of stock: backorder), binders
 * (loose-leaf with upkeep supplements) ship only inside USA/Canada and carry the upkeep service, one in
 * twenty is a pre-order of a new edition.
 */
export function generateStoreItems(products: readonly CatalogueProduct[]): StoreItemRow[] {
  const items = products
    .filter((p) => p.is_stock_item)
    .map((p): StoreItemRow => {
      const h = hashOf(p.code);
      const binder = p.data.bookFormat === 'binder';
      return {
        code: p.code,
        display_name: null,
        url: null,
        display_type: null,
        price: null,
        on_hand: h % 10 === 0 ? 0 : 5 + (h % 196),
        max_quantity: MAX_QUANTITY.stock,
        domestic_only: binder,
        is_upkeep_item: binder,
        release_date: (h >>> 8) % 20 === 0 ? isoDate(SEED_EPOCH + (60 + ((h >>> 4) % 120)) * DAY) : null,
        subscription: null,
      };
    });
  return [...items, ...STORE_ONLY_ITEMS];
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const ADDRESS_CATEGORIES = [
  { sk: 1, short_description: 'Home', sort_order: 1 },
  { sk: 2, short_description: 'Business', sort_order: 2 },
  { sk: 3, short_description: 'Other', sort_order: 3 },
];

// ISO 3166-1 alpha-3; the domestic countries first, then by name.
const COUNTRIES: [string, string][] = [
  ['USA', 'United States'],
  ['CAN', 'Canada'],
  ['ARG', 'Argentina'],
  ['AUS', 'Australia'],
  ['AUT', 'Austria'],
  ['BEL', 'Belgium'],
  ['BMU', 'Bermuda'],
  ['BRA', 'Brazil'],
  ['CYM', 'Cayman Islands'],
  ['CHL', 'Chile'],
  ['CHN', 'China'],
  ['COL', 'Colombia'],
  ['CZE', 'Czechia'],
  ['DNK', 'Denmark'],
  ['EGY', 'Egypt'],
  ['FIN', 'Finland'],
  ['FRA', 'France'],
  ['DEU', 'Germany'],
  ['GRC', 'Greece'],
  ['HKG', 'Hong Kong'],
  ['HUN', 'Hungary'],
  ['ISL', 'Iceland'],
  ['IND', 'India'],
  ['IDN', 'Indonesia'],
  ['IRL', 'Ireland'],
  ['ISR', 'Israel'],
  ['ITA', 'Italy'],
  ['JAM', 'Jamaica'],
  ['JPN', 'Japan'],
  ['KEN', 'Kenya'],
  ['KOR', 'Korea, Republic of'],
  ['LUX', 'Luxembourg'],
  ['MYS', 'Malaysia'],
  ['MEX', 'Mexico'],
  ['NLD', 'Netherlands'],
  ['NZL', 'New Zealand'],
  ['NGA', 'Nigeria'],
  ['NOR', 'Norway'],
  ['PAK', 'Pakistan'],
  ['PAN', 'Panama'],
  ['PER', 'Peru'],
  ['PHL', 'Philippines'],
  ['POL', 'Poland'],
  ['PRT', 'Portugal'],
  ['PRI', 'Puerto Rico'],
  ['ROU', 'Romania'],
  ['SAU', 'Saudi Arabia'],
  ['SGP', 'Singapore'],
  ['ZAF', 'South Africa'],
  ['ESP', 'Spain'],
  ['SWE', 'Sweden'],
  ['CHE', 'Switzerland'],
  ['TWN', 'Taiwan'],
  ['THA', 'Thailand'],
  ['TUR', 'Türkiye'],
  ['UKR', 'Ukraine'],
  ['ARE', 'United Arab Emirates'],
  ['GBR', 'United Kingdom'],
  ['URY', 'Uruguay'],
  ['VNM', 'Viet Nam'],
];
export const ADDRESS_COUNTRIES = COUNTRIES.map(([pk, country_name], i) => ({
  pk,
  country_name,
  sort_order: i,
}));

// The address form's US states and territories: the seed's jurisdictions (states, DC, territories).
const US_STATES = JURISDICTIONS;
const CA_PROVINCES: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];
export const ADDRESS_STATES = [
  ...US_STATES.map(([state_code, state_name], i) => ({
    pk: i + 1,
    state_name,
    state_code,
    country_id: 'USA',
  })),
  ...CA_PROVINCES.map(([state_code, state_name], i) => ({
    pk: 101 + i,
    state_name,
    state_code,
    country_id: 'CAN',
  })),
];

export interface PromoCodeRow {
  code: string;
  description: string;
  percent_off: number | null;
  amount_off: number | null;
  starts_at: string | null;
  expires_at: string | null;
  single_use: boolean;
}

/** Valid, expired, not yet started and single-use codes (typed as 'SAVE 20PCT' etc.). */
export const PROMO_CODES: PromoCodeRow[] = [
  {
    code: 'SAVE20PCT',
    description: '20% off',
    percent_off: 20,
    amount_off: null,
    starts_at: null,
    expires_at: '2099-12-31T23:59:59Z',
    single_use: false,
  },
  {
    code: 'TAKE50OFF',
    description: '$50 off',
    percent_off: null,
    amount_off: 50,
    starts_at: null,
    expires_at: null,
    single_use: false,
  },
  {
    code: 'WELCOME10',
    description: '10% off, once per person',
    percent_off: 10,
    amount_off: null,
    starts_at: null,
    expires_at: null,
    single_use: true,
  },
  {
    code: 'SUMMER024',
    description: '25% off (ended)',
    percent_off: 25,
    amount_off: null,
    starts_at: '2024-06-01T00:00:00Z',
    expires_at: '2024-08-31T23:59:59Z',
    single_use: false,
  },
  {
    code: 'NEWYEAR27',
    description: '15% off from 2099',
    percent_off: 15,
    amount_off: null,
    starts_at: '2099-01-01T00:00:00Z',
    expires_at: null,
    single_use: false,
  },
];

/** Saved addresses of the seeded people (retail: a business default and a home address). */
export const SEEDED_ADDRESSES = [
  {
    user_sub: 'u-retail',
    address_category_sk: 2,
    attention: 'Riley Retail',
    company: 'Whitman & Crane LLP',
    address1: '1177 Avenue of the Americas',
    address2: 'Floor 12',
    city: 'New York',
    state: 'NY',
    zip: '10036',
    plus4: '2714',
    country: 'USA',
    is_primary_billing: true,
    is_primary_shipping: true,
  },
  {
    user_sub: 'u-retail',
    address_category_sk: 1,
    attention: 'Riley Retail',
    company: '',
    address1: '88 Queen Street West',
    address2: '',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5H 2M5',
    plus4: '',
    country: 'CAN',
    is_primary_billing: false,
    is_primary_shipping: false,
  },
];
