// A person's cart in the database (one cart per person, lines keyed by product code) and the store
// facts of what is in it. Reads price the cart with ./pricing; writes run in one transaction that
// locks the cart row, so a request either changes the cart completely or not at all.
import type { Cart, ResultMessage } from '@cle/contracts/commerce-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import type { Principal } from '../auth/verify';
import { loadUser } from '../users/user-store';
import { priceCart, RESULT_ERROR } from './pricing';
import type { CartLineInput, Membership, Place, PricedCart, Promo, StoreItem } from './pricing';
import { PROMO_INVALID_MESSAGE, promoOf } from './promo';

interface ItemRecord {
  code: string;
  pk: string | null;
  searchable_type: string | null;
  content_type: string | null;
  display_name: string;
  display_type: string;
  url: string;
  price: string;
  is_stock_item: boolean;
  on_hand: number | null;
  max_quantity: number | null;
  domestic_only: boolean | null;
  is_upkeep_item: boolean | null;
  release_date: string | null;
  publication_date: string | null;
  subscription: StoreItem['subscription'];
}

/** Maximum quantity (exclusive) of items without a store_items row: digital, live and on-demand. */
const DEFAULT_MAX_QUANTITY = 10;

// A product's store facts: catalogue columns, overridden by store_items; store-only codes (memberships,
// subscriptions) come from store_items alone. Dates as ISO text, so both drivers answer the same.
const ITEM_SELECT = `
  coalesce(p.code, s.code) AS code, p.pk, p.searchable_type, p.content_type,
  coalesce(s.display_name, p.title) AS display_name,
  coalesce(s.display_type, CASE WHEN p.data ? 'bookFormat' AND p.is_stock_item
    THEN p.format || ' (' || initcap(p.data->>'bookFormat') || ')' ELSE p.format END) AS display_type,
  coalesce(s.url, p.url) AS url, coalesce(s.price, p.price)::text AS price,
  coalesce(p.is_stock_item, false) AS is_stock_item, s.on_hand, s.max_quantity, s.domestic_only,
  s.is_upkeep_item, to_char(s.release_date, 'YYYY-MM-DD') AS release_date,
  to_char(coalesce(p.event_start::date, p.publication_date), 'YYYY-MM-DD') AS publication_date,
  s.subscription`;

function storeItem(r: ItemRecord): StoreItem {
  return {
    code: r.code,
    pk: r.pk,
    searchableType: r.searchable_type,
    displayName: r.display_name,
    displayType: r.display_type,
    url: r.url,
    priceCents: Math.round(Number(r.price) * 100),
    isStockItem: r.is_stock_item,
    onHand: r.on_hand,
    maxQuantity: r.max_quantity ?? DEFAULT_MAX_QUANTITY,
    domesticOnly: Boolean(r.domestic_only),
    isUpkeepItem: Boolean(r.is_upkeep_item),
    releaseDate: r.release_date,
    publicationDate: r.publication_date,
    subscription: r.subscription,
    isLiveProgramPBRWebcast: r.content_type === 'LiveProgramPBRWebcastVariation',
  };
}

export interface CartState {
  exists: boolean;
  version: number;
  membership: Membership;
  promoCode: string | null;
  promo: Promo | null;
  lines: CartLineInput[];
  /** problems found while reading (a line no longer sold, a promo code no longer valid) */
  messages: ResultMessage[];
}

/** A cart head row as CART_HEAD_SQL answers it. */
export interface CartHead {
  membership: Membership;
  version: string | null;
  promo_code: string | null;
  percent_off: string | null;
  amount_off: string | null;
  promo_usable: boolean | null;
  lines: (ItemRecord & { line_code: string; quantity: number; priority_code: string | null })[] | string;
}

/**
 * The person ($1) and their cart with its lines' store facts at time $2, in ONE row (on PGlite every
 * round trip counts; the lines come back as a JSON array). Place order reads it together with what
 * else it needs (./checkout).
 */
export const CART_HEAD_SQL = `
  SELECT u.membership, c.version::text, c.promo_code, pc.percent_off::text, pc.amount_off::text,
         (pc.starts_at IS NULL OR pc.starts_at <= $2) AND (pc.expires_at IS NULL OR pc.expires_at > $2)
         AND NOT (pc.single_use AND EXISTS (SELECT 1 FROM promo_redemptions r
                                            WHERE r.promo_code = pc.code AND r.user_sub = u.sub)) AS promo_usable,
         coalesce((SELECT json_agg(x ORDER BY x.added_at, x.line_code) FROM (
           SELECT l.added_at, l.code AS line_code, l.quantity, l.priority_code, ${ITEM_SELECT}
           FROM cart_lines l LEFT JOIN products p ON p.code = l.code LEFT JOIN store_items s ON s.code = l.code
           WHERE l.user_sub = u.sub) x), '[]') AS lines
  FROM users u LEFT JOIN carts c ON c.user_sub = u.sub LEFT JOIN promo_codes pc ON pc.code = c.promo_code
  WHERE u.sub = $1`;

/** The person's cart with its lines' store facts (one query). Nothing is written. */
export async function readCart(db: Db, sub: string, now = new Date()): Promise<CartState> {
  const [head] = await db.query<CartHead>(CART_HEAD_SQL, [sub, now]);
  return cartStateOf(head);
}

/** The cart state of a CART_HEAD_SQL row (none: no user row yet, an empty cart). */
export function cartStateOf(head: CartHead | undefined): CartState {
  const rows = typeof head?.lines === 'string' ? (JSON.parse(head.lines) as []) : (head?.lines ?? []);
  const messages: ResultMessage[] = [];
  const lines: CartLineInput[] = [];
  for (const r of rows) {
    if (r.code === null || (r.pk === null && r.subscription === null)) {
      messages.push({
        category: RESULT_ERROR,
        message: `Item ${r.line_code} is no longer available and is left out of your order.`,
      });
      continue;
    }
    lines.push({ item: storeItem(r), quantity: r.quantity, priorityCode: r.priority_code });
  }
  let promo: Promo | null = null;
  if (head?.promo_code) {
    if (head.promo_usable && (head.percent_off !== null || head.amount_off !== null))
      promo = promoOf({ code: head.promo_code, percent_off: head.percent_off, amount_off: head.amount_off });
    else messages.push({ category: RESULT_ERROR, message: PROMO_INVALID_MESSAGE });
  }
  return {
    exists: head?.version != null,
    version: Number(head?.version ?? 0),
    membership: head?.membership ?? 'Retail',
    promoCode: head?.promo_code ?? null,
    promo,
    lines,
    messages,
  };
}

export interface Addresses {
  shipTo: Place | null;
  taxAt: Place | null;
}

/** Prices a cart read with readCart; extra messages (a promo outcome) come first. */
export function priced(
  state: CartState,
  where: Addresses = { shipTo: null, taxAt: null },
  extra: ResultMessage[] = [],
  now = new Date(),
): PricedCart {
  return priceCart(
    state.lines,
    { membership: state.membership, promo: state.promo, shipTo: where.shipTo, taxAt: where.taxAt, now },
    [...extra, ...state.messages],
  );
}

/** The cart as GET /commerce/carts answers it. */
export async function cartOf(db: Db, sub: string, extra: ResultMessage[] = []): Promise<Cart> {
  const now = new Date();
  return priced(await readCart(db, sub, now), undefined, extra, now).cart;
}

/**
 * Runs a cart change in one transaction: the person's user row and cart row exist, the cart row is
 * locked (changes to one cart go one at a time), the change runs, the version moves, and the cart is
 * answered as it now stands.
 */
export async function changeCart(
  db: Db,
  p: Principal,
  change: (tx: Db) => Promise<ResultMessage[] | void>,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    // the UPDATE both moves the version and locks the row for this transaction
    const bumped = await tx.query(
      'UPDATE carts SET version = version + 1, updated_at = now() WHERE user_sub = $1 RETURNING version',
      [p.sub],
    );
    if (!bumped.length) {
      await lockCart(tx, p);
      await tx.query('UPDATE carts SET version = version + 1 WHERE user_sub = $1', [p.sub]);
    }
    const messages = (await change(tx)) ?? [];
    return cartOf(tx, p.sub, messages);
  });
}

/** Creates (if needed) and locks the person's cart row; answers its version. */
export async function lockCart(tx: Db, p: Principal): Promise<number> {
  const [row] = await tx.query<{ version: string }>(
    'SELECT version::text FROM carts WHERE user_sub = $1 FOR UPDATE',
    [p.sub],
  );
  if (row) return Number(row.version);
  await loadUser(tx, p);
  await tx.query('INSERT INTO carts (user_sub) VALUES ($1) ON CONFLICT (user_sub) DO NOTHING', [p.sub]);
  const [created] = await tx.query<{ version: string }>(
    'SELECT version::text FROM carts WHERE user_sub = $1 FOR UPDATE',
    [p.sub],
  );
  return Number(created!.version);
}

let phoneCache: { db: Db; phone: string } | null = null;
/** The customer service phone from the site labels (spec 3 §9 {phone}). */
async function customerServicePhone(db: Db): Promise<string> {
  const root = db.root ?? db;
  if (phoneCache?.db === root) return phoneCache.phone;
  const [row] = await db.query<{ phone: string | null }>(
    "SELECT data->>'customerServicePhone' AS phone FROM site_parts WHERE name = 'labels'",
  );
  phoneCache = { db: root, phone: row?.phone ?? 'customer service' };
  return phoneCache.phone;
}

/** Spec 3 §5: a quantity must be below the line's maximum; the error names the maximum. */
export async function checkQuantity(db: Db, item: StoreItem, quantity: number): Promise<void> {
  if (quantity >= item.maxQuantity)
    throw new HttpError(
      400,
      `Contact us at ${await customerServicePhone(db)} if you wish to purchase ${item.maxQuantity} or more`,
    );
}

/**
 * The store item for a cart change (sold, not free, not already owned by the person) and the quantity
 * the cart already holds of it, in one query.
 */
export async function sellableItem(
  db: Db,
  sub: string,
  code: string,
): Promise<{ item: StoreItem; held: number }> {
  const [row] = await db.query<ItemRecord & { owned: boolean; held: number | null }>(
    `SELECT ${ITEM_SELECT},
            EXISTS (SELECT 1 FROM library_entries e WHERE e.user_sub = $2 AND e.item_pk = p.pk
                    AND e.source = 'purchased') AS owned,
            (SELECT quantity FROM cart_lines l WHERE l.user_sub = $2 AND l.code = q.code) AS held
     FROM (SELECT $1::text AS code) q
     LEFT JOIN products p ON p.code = q.code LEFT JOIN store_items s ON s.code = q.code
     WHERE p.code IS NOT NULL OR s.display_name IS NOT NULL`,
    [code, sub],
  );
  if (!row) throw new HttpError(404, `No product with code '${code}'`);
  const item = storeItem(row);
  if (item.priceCents <= 0)
    throw new HttpError(400, `"${item.displayName}" is free: save it to My Library instead of buying it`);
  if (row.owned) throw new HttpError(409, `You already own "${item.displayName}": it is in My Library`);
  return { item, held: row.held ?? 0 };
}

const cartUrlCache = new WeakMap<Db, Promise<string>>();
/** The cart page's address (site label cartUrl), read once per database. */
export function cartUrlOf(db: Db): Promise<string> {
  const root = db.root ?? db;
  let cached = cartUrlCache.get(root);
  if (!cached) {
    cached = root
      .query<{ cart: string | null }>("SELECT data->>'cartUrl' AS cart FROM site_parts WHERE name = 'labels'")
      .then(([row]) => row?.cart ?? '/cart');
    cached.catch(() => cartUrlCache.delete(root));
    cartUrlCache.set(root, cached);
  }
  return cached;
}

type CartLineWrite = { code: string; quantity: number; priorityCode: string | null };

/** Writes the cart's line of the code, adding it when missing; `onConflict` says how an existing line takes it. */
async function upsertCartLine(tx: Db, sub: string, line: CartLineWrite, onConflict: string): Promise<void> {
  await tx.query(
    `INSERT INTO cart_lines (user_sub, code, quantity, priority_code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_sub, code) DO UPDATE SET ${onConflict}`,
    [sub, line.code, line.quantity, line.priorityCode],
  );
}

/** How an existing line takes a line added to the cart, and one set in it. */
const ADD_TO_LINE = `quantity = cart_lines.quantity + EXCLUDED.quantity,
  priority_code = coalesce(EXCLUDED.priority_code, cart_lines.priority_code)`;
const REPLACE_LINE = 'quantity = EXCLUDED.quantity, priority_code = EXCLUDED.priority_code';

/** Adds `quantity` to what the cart holds of the code (a new priority code replaces the old one). */
export function addCartLine(tx: Db, sub: string, line: CartLineWrite): Promise<void> {
  return upsertCartLine(tx, sub, line, ADD_TO_LINE);
}

/** Sets the cart's line of the code (quantity and priority code), adding it when missing. */
export function setCartLine(tx: Db, sub: string, line: CartLineWrite): Promise<void> {
  return upsertCartLine(tx, sub, line, REPLACE_LINE);
}

/** Removes the cart's lines of these codes (codes not in the cart are ignored). */
export async function removeCartLines(tx: Db, sub: string, codes: string[]): Promise<void> {
  await tx.query('DELETE FROM cart_lines WHERE user_sub = $1 AND code = ANY($2)', [sub, codes]);
}

/** Sets (or, with null, removes) the cart's promo code. */
export async function setCartPromo(tx: Db, sub: string, promoCode: string | null): Promise<void> {
  await tx.query('UPDATE carts SET promo_code = $2 WHERE user_sub = $1', [sub, promoCode]);
}
