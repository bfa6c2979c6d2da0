// The cart as the site API sends it (spec 3 §3 Cart, Cart line). Money and quantities are
// required, so a page never shows a made-up number; flags absent from an answer default to false,
// lists to empty. The API and mfe-commerce check the same shapes.
import * as z from 'zod/mini';
import { orDefault, orNull } from './payload-helpers';

const flag = orDefault(z.boolean(), false);

export const ResultMessageSchema = z.object({
  /** 0 is a success; any other category is an error (spec 3 §8) */
  category: z.number(),
  message: z.string(),
});
export type ResultMessage = z.output<typeof ResultMessageSchema>;

export const CartLineSchema = z.object({
  code: z.string(),
  displayType: orDefault(z.string(), ''),
  displayName: z.string(),
  productVariantUrl: orDefault(z.string(), ''),
  extendedPrice: z.number(),
  discountPrice: orDefault(z.number(), 0),
  quantity: z.number(),
  maxQuantity: z.number(),
  isStockItem: flag,
  isBackorder: flag,
  publicationDate: orNull(z.string()),
  isLiveProgramPBRWebcast: flag,
  otherDiscountValue: orDefault(z.number(), 0),
  priorityCode: orNull(z.string()),
  isUpkeepItem: flag,
  suppressUpkeeps: flag,
  isIndividualMembership: flag,
});
export type CartLine = z.output<typeof CartLineSchema>;

export const CartSchema = z.object({
  orderLines: z.array(CartLineSchema),
  totalWithoutDiscounts: z.number(),
  membershipDiscountValue: orDefault(z.number(), 0),
  otherDiscountValue: orDefault(z.number(), 0),
  subTotal: z.number(),
  total: z.number(),
  shippingCost: orDefault(z.number(), 0),
  taxTotal: orDefault(z.number(), 0),
  hasUpkeepItems: flag,
  hasSTS: flag,
  hasIndividualMembership: flag,
  hasIndividualPlusSubscription: flag,
  extendedQuantity: orDefault(z.number(), 0),
  hasErrors: flag,
  resultMessages: orDefault(z.array(ResultMessageSchema), []),
});
export type Cart = z.output<typeof CartSchema>;
