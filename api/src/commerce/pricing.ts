// Cart arithmetic (spec 3 §3 Cart, Cart line): list prices from the catalogue, the IM/PM membership
// discount, promo ("other") discounts, shipping for stock items, tax and totals. Pure: every amount is
// computed here from catalogue facts, never taken from a client. Money is integer cents inside; the
// payload carries dollars with two decimals.
import type { Cart, CartLine, ResultMessage } from '@cle/contracts/commerce-schemas';
import { isDomesticCountry } from '@cle/contracts/commerce-schemas';

export type Membership = 'IM' | 'PM' | 'Retail';

/**
 * Membership discount on programs, segments and publications (not on memberships or subscriptions).
 * The spec names the discount but not its rate; these are the store's rates.
 */
const MEMBERSHIP_DISCOUNT_RATE: Record<Membership, number> = { IM: 0.25, PM: 0.1, Retail: 0 };

/** Shipping (stock items only; the spec gives no rates): first unit, each further unit, in cents. */
const SHIPPING_CENTS = {
  domestic: { first: 995, additional: 200 },
  international: { first: 3995, additional: 1000 },
} as const;

/**
 * Sales tax on the discounted subtotal by the tax address (shipping address when something ships,
 * else billing). The spec gives no rates: these are the store's. USA states not listed collect none;
 * Canada collects GST (HST where listed). Outside USA/Canada no tax is added: the VAT number is
 * recorded and VAT is self-assessed by the buyer (reverse charge).
 */
const SALES_TAX_RATES: Record<string, Record<string, number> & { default: number }> = {
  USA: {
    default: 0,
    NY: 0.08875,
    CA: 0.0725,
    NJ: 0.06625,
    IL: 0.0625,
    TX: 0.0625,
    MA: 0.0625,
    PA: 0.06,
    DC: 0.06,
  },
  CAN: { default: 0.05, ON: 0.13, NS: 0.15, NB: 0.15, NL: 0.15, PE: 0.15 },
};

/** resultMessages categories: 0 success or notice, 1 an error the person must act on. */
export const RESULT_OK = 0;
export const RESULT_ERROR = 1;

export interface StoreItem {
  code: string;
  /** library item pk when the code is a catalogue product */
  pk: string | null;
  searchableType: string | null;
  displayName: string;
  displayType: string;
  url: string;
  priceCents: number;
  isStockItem: boolean;
  /** units on hand (stock items) */
  onHand: number | null;
  maxQuantity: number;
  domesticOnly: boolean;
  isUpkeepItem: boolean;
  /** ISO date; a future one makes the item a pre-order */
  releaseDate: string | null;
  publicationDate: string | null;
  subscription: 'im' | 'ips' | 'sts' | null;
  isLiveProgramPBRWebcast: boolean;
}

export interface CartLineInput {
  item: StoreItem;
  quantity: number;
  priorityCode: string | null;
}

export interface Promo {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface Place {
  country: string;
  state: string;
}

export interface PricingContext {
  membership: Membership;
  promo: Promo | null;
  /** where stock items ship; null: not known yet (the domestic rate is shown as an estimate) */
  shipTo: Place | null;
  /** the address tax is computed for; null: not known yet (no tax shown) */
  taxAt: Place | null;
  now: Date;
}

export const dollars = (cents: number) => Math.round(cents) / 100;
const isPreorder = (item: StoreItem, now: Date) =>
  item.releaseDate !== null && item.releaseDate > now.toISOString().slice(0, 10);
const isBackorder = (item: StoreItem, quantity: number) => item.onHand !== null && item.onHand < quantity;

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Splits `total` cents over `weights` in proportion (largest remainder), so the parts add up exactly. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}

export interface PricedCart {
  cart: Cart;
  totalCents: number;
  stockUnits: number;
  hasDomesticOnlyItems: boolean;
}

/** Per line: the list price, the membership discount, what is left, and its share of the promotion. */
function lineAmounts(lines: CartLineInput[], ctx: PricingContext) {
  const rate = MEMBERSHIP_DISCOUNT_RATE[ctx.membership];
  const gross = lines.map((l) => l.item.priceCents * l.quantity);
  const memberOff = lines.map((l, i) => (l.item.subscription ? 0 : Math.round(gross[i]! * rate)));
  const afterMember = gross.map((g, i) => g - memberOff[i]!);
  const afterMemberTotal = afterMember.reduce((a, b) => a + b, 0);
  const promoTotal = !ctx.promo
    ? 0
    : ctx.promo.percentOff !== null
      ? Math.round((afterMemberTotal * ctx.promo.percentOff) / 100)
      : Math.min(ctx.promo.amountOffCents ?? 0, afterMemberTotal);
  return { gross, memberOff, afterMember, promoTotal, promoOff: allocate(promoTotal, afterMember) };
}

/** Stock units ship at the first unit's rate plus one per additional unit, domestic or international. */
function shippingOf(lines: CartLineInput[], ctx: PricingContext) {
  const stockUnits = lines.reduce((n, l) => n + (l.item.isStockItem ? l.quantity : 0), 0);
  const rates =
    ctx.shipTo && !isDomesticCountry(ctx.shipTo.country)
      ? SHIPPING_CENTS.international
      : SHIPPING_CENTS.domestic;
  return {
    stockUnits,
    shippingCents: stockUnits > 0 ? rates.first + (stockUnits - 1) * rates.additional : 0,
  };
}

/** Sales tax on the discounted subtotal, by the tax address's state (or its country's default). */
function taxCentsOn(subTotal: number, ctx: PricingContext): number {
  const taxTable = ctx.taxAt ? SALES_TAX_RATES[ctx.taxAt.country] : undefined;
  const taxRate = taxTable ? (taxTable[ctx.taxAt!.state] ?? taxTable.default) : 0;
  return Math.round(subTotal * taxRate);
}

/** A pre-order or a backorder says when it ships; other lines say nothing. */
function shipNotice(l: CartLineInput, preorder: boolean, backorder: boolean): ResultMessage | null {
  if (preorder)
    return {
      category: RESULT_OK,
      message: `"${l.item.displayName}" is a pre-order: it ships when it is released on ${longDate(l.item.releaseDate!)}.`,
    };
  if (backorder)
    return {
      category: RESULT_OK,
      message: `"${l.item.displayName}" is out of stock: it is on backorder and ships as soon as it is back in stock.`,
    };
  return null;
}

/** The cart's lines as answered, and the notices their shipping dates call for (in line order). */
function orderLinesOf(
  lines: CartLineInput[],
  amounts: ReturnType<typeof lineAmounts>,
  now: PricingContext['now'],
) {
  const notices: ResultMessage[] = [];
  const orderLines = lines.map((l, i): CartLine => {
    const backorder = isBackorder(l.item, l.quantity);
    const preorder = isPreorder(l.item, now);
    const notice = shipNotice(l, preorder, backorder);
    if (notice) notices.push(notice);
    return {
      code: l.item.code,
      displayType: l.item.displayType,
      displayName: l.item.displayName,
      productVariantUrl: l.item.url,
      extendedPrice: dollars(amounts.gross[i]!),
      discountPrice: dollars(amounts.afterMember[i]!),
      quantity: l.quantity,
      maxQuantity: l.item.maxQuantity,
      isStockItem: l.item.isStockItem,
      isBackorder: backorder,
      publicationDate: preorder ? l.item.releaseDate : l.item.publicationDate,
      isLiveProgramPBRWebcast: l.item.isLiveProgramPBRWebcast,
      otherDiscountValue: dollars(amounts.promoOff[i]!),
      priorityCode: l.priorityCode,
      isUpkeepItem: l.item.isUpkeepItem,
      suppressUpkeeps: false,
      isIndividualMembership: l.item.subscription === 'im',
    };
  });
  return { orderLines, notices };
}

/** The cart as the API answers it, with every amount computed from the catalogue. */
export function priceCart(
  lines: CartLineInput[],
  ctx: PricingContext,
  messages: ResultMessage[] = [],
): PricedCart {
  const amounts = lineAmounts(lines, ctx);
  const { stockUnits, shippingCents } = shippingOf(lines, ctx);
  const totalWithoutDiscounts = amounts.gross.reduce((a, b) => a + b, 0);
  const membershipDiscount = amounts.memberOff.reduce((a, b) => a + b, 0);
  const subTotal = totalWithoutDiscounts - membershipDiscount - amounts.promoTotal;
  const taxCents = taxCentsOn(subTotal, ctx);
  const totalCents = subTotal + shippingCents + taxCents;
  const { orderLines, notices } = orderLinesOf(lines, amounts, ctx.now);
  const resultMessages = [...messages, ...notices];
  return {
    totalCents,
    stockUnits,
    hasDomesticOnlyItems: lines.some((l) => l.item.domesticOnly),
    cart: {
      orderLines,
      totalWithoutDiscounts: dollars(totalWithoutDiscounts),
      membershipDiscountValue: dollars(membershipDiscount),
      otherDiscountValue: dollars(amounts.promoTotal),
      subTotal: dollars(subTotal),
      total: dollars(totalCents),
      shippingCost: dollars(shippingCents),
      taxTotal: dollars(taxCents),
      hasUpkeepItems: lines.some((l) => l.item.isUpkeepItem),
      hasSTS: lines.some((l) => l.item.subscription === 'sts'),
      hasIndividualMembership: lines.some((l) => l.item.subscription === 'im'),
      hasIndividualPlusSubscription: lines.some((l) => l.item.subscription === 'ips'),
      extendedQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      hasErrors: resultMessages.some((m) => m.category !== RESULT_OK),
      resultMessages,
    },
  };
}
