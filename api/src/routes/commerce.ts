// The store (spec 3 §7): cart, promo code, checkout, order confirmation and order history. Everything
// under /commerce needs a signed-in caller (auth guard) and is scoped to the token's subject; amounts
// are always computed here from the catalogue, never taken from the client.
import type { FastifyRequest } from 'fastify';
import {
  CartItemBodySchema,
  CartLineBodySchema,
  CartLinesBodySchema,
  CodesBodySchema,
  PromoBodySchema,
} from '@cle/contracts/requests/commerce';
import type { CartLineBody } from '@cle/contracts/requests/commerce';
import type { Cart, CartAddResponse, CartItemsResponse } from '@cle/contracts/commerce-schemas';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import {
  addCartLine,
  cartOf,
  cartUrlOf,
  changeCart,
  checkQuantity,
  readCart,
  removeCartLines,
  sellableItem,
  setCartLine,
  setCartPromo,
} from '../commerce/cart-store';
import { productCodeByPk } from '../catalogue/product-store';
import { featureFlag } from '../settings/feature-flag-store';
import {
  normalisePromoCode,
  PROMO_INVALID_MESSAGE,
  PROMO_REMOVED_MESSAGE,
  promoAppliedMessage,
  usablePromo,
} from '../commerce/promo';
import { RESULT_ERROR, RESULT_OK } from '../commerce/pricing';
import type { PaymentSettings } from '../payments/payment-settings';
import { placeOrder, prepareCheckout } from '../commerce/checkout';
import { orderConfirmation, orderHistory } from '../commerce/orders';

export async function commerceRoutes(app: Api, { payments }: { payments: PaymentSettings }) {
  cartReadRoutes(app);
  cartLineRoutes(app);
  promoRoutes(app);
  checkoutRoutes(app, payments);
}

/** The cart-from-new-CMS flag, the cart and the light cart. */
function cartReadRoutes(app: Api) {
  const { db } = app;
  // The cart page asks this before rendering for a signed-in user: false sends the browser to the
  // classic shop. Like everything under /commerce it needs a signed-in caller (auth guard).
  app.get('/commerce/carts/feature-flag/cart-from-new-cms', async () => featureFlag(db, 'cart-from-new-cms'));

  // S3-API-24
  app.get('/commerce/carts', async (req): Promise<Cart> => cartOf(db, principalOf(req).sub));

  // S3-API-28: the light cart (header count, "already in cart").
  app.get('/commerce/carts/cart-items/', async (req): Promise<CartItemsResponse> => {
    const { lines } = await readCart(db, principalOf(req).sub);
    return {
      count: lines.reduce((n, l) => n + l.quantity, 0),
      items: lines.map((l) => ({ code: l.item.code, quantity: l.quantity })),
    };
  });
}

/** Adding, setting and removing cart lines. */
function cartLineRoutes(app: Api) {
  const { db } = app;
  /** Adds `quantity` of a code to what the caller's cart already holds. */
  const addToCart = async (req: FastifyRequest, line: CartLineBody): Promise<CartAddResponse> => {
    const p = principalOf(req);
    const cart = await changeCart(db, p, async (tx) => {
      const { item, held } = await sellableItem(tx, p.sub, line.code);
      await checkQuantity(tx, item, held + line.quantity);
      await addCartLine(tx, p.sub, { ...line, code: item.code });
    });
    return { cartUrl: await cartUrlOf(db), cart };
  };

  // S3-API-25: adds `quantity` of a code (to what the cart already holds).
  app.post('/commerce/carts', { schema: { body: CartLineBodySchema } }, async (req) =>
    addToCart(req, req.body),
  );

  // S3-API-58 (the spec's other add-to-cart call; path ours): by the variation's item pk, which cards,
  // search results and the library carry; the same add, quantity 1 unless given.
  app.post('/commerce/carts/items', { schema: { body: CartItemBodySchema } }, async (req) => {
    const body = req.body;
    const code = await productCodeByPk(db, body.itemPk);
    if (!code) throw notFound(`Product ${body.itemPk}`);
    return addToCart(req, { code, quantity: body.quantity, priorityCode: body.priorityCode });
  });

  // S3-API-26: sets each listed line's quantity (and priority code); a code not in the cart is added.
  app.put('/commerce/carts', { schema: { body: CartLinesBodySchema } }, async (req): Promise<Cart> => {
    const p = principalOf(req);
    const lines = req.body;
    return changeCart(db, p, async (tx) => {
      for (const line of lines) {
        const { item } = await sellableItem(tx, p.sub, line.code);
        await checkQuantity(tx, item, line.quantity);
        await setCartLine(tx, p.sub, { ...line, code: item.code });
      }
    });
  });

  // S3-API-27: removes lines by code (codes not in the cart are ignored).
  app.post('/commerce/carts/delete', { schema: { body: CodesBodySchema } }, async (req): Promise<Cart> => {
    const p = principalOf(req);
    const codes = req.body;
    return changeCart(db, p, async (tx) => {
      await removeCartLines(tx, p.sub, codes);
    });
  });
}

/** The cart's promo code. */
function promoRoutes(app: Api) {
  const { db } = app;
  // S3-API-30: applies a promo code; the answer's resultMessages say what happened (a refused code
  // leaves the cart's current code as it was).
  app.put('/commerce/carts/promo-code', { schema: { body: PromoBodySchema } }, async (req): Promise<Cart> => {
    const p = principalOf(req);
    const code = normalisePromoCode(req.body.promoCode);
    if (!code) throw new HttpError(400, "Invalid body field 'promoCode': must not be empty");
    return changeCart(db, p, async (tx) => {
      const promo = await usablePromo(tx, p.sub, code);
      if (!promo) return [{ category: RESULT_ERROR, message: PROMO_INVALID_MESSAGE }];
      await setCartPromo(tx, p.sub, promo.code);
      return [{ category: RESULT_OK, message: promoAppliedMessage(promo.code) }];
    });
  });

  // Promo code removal (path not in the spec, S3-PROMO-16).
  app.delete('/commerce/carts/promo-code', async (req): Promise<Cart> => {
    const p = principalOf(req);
    return changeCart(db, p, async (tx) => {
      await setCartPromo(tx, p.sub, null);
      return [{ category: RESULT_OK, message: PROMO_REMOVED_MESSAGE }];
    });
  });
}

/** Checkout, the order confirmation and the order history. */
function checkoutRoutes(app: Api, payments: PaymentSettings) {
  const { db } = app;

  // S3-API-31/32
  app.post('/commerce/checkout/prepare', async (req) =>
    prepareCheckout(db, principalOf(req), req.body, payments),
  );

  // S3-API-33: idempotent (Idempotency-Key header, or the cart version), atomic.
  app.post('/commerce/checkout', async (req) =>
    placeOrder(db, principalOf(req), req.body, req.headers['idempotency-key'], payments),
  );

  // S3-API-34: the owner's order only.
  app.get('/commerce/checkout/order-confirmation', async (req) =>
    orderConfirmation(db, principalOf(req).sub, req.query),
  );

  // The order history page.
  app.get('/commerce/orders', async (req) => orderHistory(db, principalOf(req).sub));
}
