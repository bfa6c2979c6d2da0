import { CartSchema } from './commerce-schemas';
import { LabelsSchema } from './schemas';

const apiLine = {
  code: 'B-42',
  displayType: 'Hardcover',
  displayName: 'Corporate Compliance Answer Book',
  productVariantUrl: '/publications/corporate-compliance',
  extendedPrice: 389,
  discountPrice: 350,
  quantity: 2,
  maxQuantity: 25,
  isStockItem: true,
  isBackorder: false,
  publicationDate: '2026-12-01',
  priorityCode: null,
};

/** A cart payload with these lines, 778 before discounts and 700 after. */
const pricedCart = (orderLines: unknown[]) => ({
  orderLines,
  totalWithoutDiscounts: 778,
  subTotal: 700,
  total: 700,
});
/** A cart payload with these lines and no money: for checks on lines and flags only. */
const zeroCart = (orderLines: unknown[]) => ({ orderLines, totalWithoutDiscounts: 0, subTotal: 0, total: 0 });

describe('cart payload check (spec 3 §3)', () => {
  test('[S3-DATA-26] [S3-DATA-29] accepts a cart with its totals and lines; absent flags default to false', () => {
    const result = CartSchema.safeParse(pricedCart([apiLine]));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.orderLines[0]).toMatchObject({
      code: 'B-42',
      isUpkeepItem: false,
      otherDiscountValue: 0,
    });
    expect(result.data).toMatchObject({ hasErrors: false, resultMessages: [], membershipDiscountValue: 0 });
  });

  test('[S3-DATA-28] keeps result messages with their category', () => {
    const result = CartSchema.safeParse({
      ...zeroCart([]),
      hasErrors: true,
      resultMessages: [{ category: 1, message: 'Item no longer available' }],
    });
    expect(result.success && result.data.resultMessages).toEqual([
      { category: 1, message: 'Item no longer available' },
    ]);
  });

  test('rejects a cart without the money it must show (never made up)', () => {
    expect(CartSchema.safeParse({ orderLines: [], subTotal: 0, total: 0 }).success).toBe(false);
    expect(CartSchema.safeParse(zeroCart([{ ...apiLine, extendedPrice: '389' }])).success).toBe(false);
    expect(CartSchema.safeParse(null).success).toBe(false);
  });

  test('labels are a map of texts', () => {
    expect(LabelsSchema.safeParse({ labels: { cartUrl: '/cart' } })).toEqual({
      success: true,
      data: { labels: { cartUrl: '/cart' } },
    });
    expect(LabelsSchema.safeParse({ labels: { cartUrl: 3 } }).success).toBe(false);
  });
});

describe('cart and cart line flags (spec 3 §3)', () => {
  const lineFacts = {
    isLiveProgramPBRWebcast: true,
    otherDiscountValue: 12.5,
    priorityCode: 'SAVE20PCT',
    isUpkeepItem: true,
    suppressUpkeeps: true,
    isIndividualMembership: true,
  };
  const flagged = { ...apiLine, ...lineFacts };

  test('[S3-DATA-27] a cart carries hasUpkeepItems, hasSTS, hasIndividualMembership, hasIndividualPlusSubscription and extendedQuantity', () => {
    const cart = CartSchema.parse({
      ...pricedCart([flagged]),
      hasUpkeepItems: true,
      hasSTS: true,
      hasIndividualMembership: true,
      hasIndividualPlusSubscription: true,
      extendedQuantity: 3,
    });
    expect(cart).toMatchObject({
      hasUpkeepItems: true,
      hasSTS: true,
      hasIndividualMembership: true,
      hasIndividualPlusSubscription: true,
      extendedQuantity: 3,
    });
    expect(CartSchema.safeParse({ ...cart, hasSTS: 'yes' }).success).toBe(false);
  });

  test('[S3-DATA-30] [S3-DATA-31] a cart line carries its stock, date, webcast, discount, priority-code, upkeep and membership facts', () => {
    const [line] = CartSchema.parse(zeroCart([flagged])).orderLines;
    expect(line).toMatchObject({
      isStockItem: true,
      isBackorder: false,
      publicationDate: '2026-12-01',
      ...lineFacts,
    });
    expect(CartSchema.safeParse(zeroCart([{ ...flagged, isUpkeepItem: 1 }])).success).toBe(false);
  });
});
