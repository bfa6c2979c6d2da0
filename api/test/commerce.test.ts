// The store's API (spec 3 §3, §5, §7, §8) on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): cart, promo codes, addresses, checkout and orders, scoped to the token's subject,
// amounts computed on the server, bad input refused with a message, orders placed once and atomically.
// Every answer is parsed with the @cle/contracts schema the pages use.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AddressesResponseSchema,
  AddressSchema,
  CartAddResponseSchema,
  CartItemsResponseSchema,
  CartSchema,
  CheckoutResponseSchema,
  OrderConfirmationSchema,
  OrderHistoryResponseSchema,
  PrepareCheckoutResponseSchema,
} from '@cle/contracts/commerce-schemas';
import type {
  Address,
  Cart,
  CheckoutRequest,
  PrepareCheckoutResponse,
} from '@cle/contracts/commerce-schemas';
import { LibraryResponseSchema } from '@cle/contracts/library-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { Method, SignedInApp } from './helpers';
import { ACCESS_DAYS } from '../src/library/access-expiry';
import { testCardSk } from './payment-fixture';

// the store's rates (api/src/commerce/pricing.ts; the spec gives none), written out so a changed rate shows
const SHIPPING_CENTS = { domestic: { first: 995, additional: 200 }, international: { first: 3995 } };
const TAX_NY = 0.08875;
const TAX_ON = 0.13;

let t: SignedInApp;
const call: SignedInApp['call'] = (...args) => t.call(...args);
/** A call that must succeed; its answer parsed with the shared schema. */
async function ok<T>(
  schema: { safeParse(d: unknown): { success: boolean; data?: T; error?: unknown } },
  method: Method,
  url: string,
  as: string,
  payload?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await call(method, url, as, payload, headers);
  assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  assertShape(schema, res.json());
  return schema.safeParse(res.json()).data as T;
}
const cartOf = (as: string) => ok<Cart>(CartSchema, 'GET', '/api/commerce/carts', as);
const add = (as: string, code: string, quantity = 1) =>
  call('POST', '/api/commerce/carts', as, { code, quantity, priorityCode: null });
const emptyCart = async (as: string) => {
  const codes = (await cartOf(as)).orderLines.map((l) => l.code);
  if (codes.length) await call('POST', '/api/commerce/carts/delete', as, codes);
  await call('DELETE', '/api/commerce/carts/promo-code', as);
};
const count = async (sql: string, params: unknown[]) =>
  Number((await t.db.query<{ n: string }>(sql, params))[0]!.n);

/** Catalogue codes the tests buy (the seed is deterministic; found by their facts, not hard-coded). */
const codes = {} as {
  program: string;
  programPk: string;
  program2: string;
  program2Pk: string;
  segment: string;
  digitalBook: string;
  stockBook: string;
  stockBookPrice: number;
  binder: string;
  backorder: string;
  free: string;
  owned: string;
};

before(async () => {
  t = await startSignedInApp();
  const one = async (sql: string) => (await t.db.query<{ code: string; pk: string; price: string }>(sql))[0]!;
  const notOwned = `AND pk NOT IN (SELECT item_pk FROM library_entries)`;
  const programs = await t.db.query<{ code: string; pk: string }>(
    `SELECT code, pk FROM products WHERE searchable_type = 'ondemandprogram' AND price > 0 ${notOwned} ORDER BY code LIMIT 2`,
  );
  codes.program = programs[0]!.code;
  codes.programPk = programs[0]!.pk;
  codes.program2 = programs[1]!.code;
  codes.program2Pk = programs[1]!.pk;
  codes.segment = (
    await one(
      `SELECT code FROM products WHERE searchable_type = 'ondemandsegment' AND price > 0 ${notOwned} ORDER BY code`,
    )
  ).code;
  codes.digitalBook = (
    await one(
      `SELECT code FROM products WHERE searchable_type = 'book' AND NOT is_stock_item ${notOwned} ORDER BY code`,
    )
  ).code;
  const stock = await one(
    `SELECT p.code, p.price::text AS price FROM products p JOIN store_items s ON s.code = p.code
     WHERE NOT s.domestic_only AND s.on_hand > 30 AND s.release_date IS NULL ORDER BY p.code`,
  );
  codes.stockBook = stock.code;
  codes.stockBookPrice = Number(stock.price);
  codes.binder = (
    await one(
      `SELECT code FROM store_items WHERE domestic_only AND on_hand > 30 AND release_date IS NULL ORDER BY code`,
    )
  ).code;
  codes.backorder = (
    await one(`SELECT code FROM store_items WHERE on_hand = 0 AND release_date IS NULL ORDER BY code`)
  ).code;
  codes.free = (
    await one(
      `SELECT code FROM products WHERE price = 0 AND searchable_type = 'ondemandprogram' ORDER BY code`,
    )
  ).code;
  codes.owned = (
    await one(
      `SELECT p.code FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = 'u-retail' AND e.source = 'purchased' AND p.price > 0 ORDER BY p.code`,
    )
  ).code;
});
after(async () => {
  await t?.close();
});

describe('access', () => {
  test('[S3-API-24] [S3-API-35] every store and address call answers 401 to anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/commerce/carts'],
      ['POST', '/api/commerce/carts'],
      ['PUT', '/api/commerce/carts'],
      ['POST', '/api/commerce/carts/delete'],
      ['GET', '/api/commerce/carts/cart-items/'],
      ['GET', '/api/commerce/carts/feature-flag/cart-from-new-cms'],
      ['PUT', '/api/commerce/carts/promo-code'],
      ['DELETE', '/api/commerce/carts/promo-code'],
      ['POST', '/api/commerce/checkout/prepare'],
      ['POST', '/api/commerce/checkout'],
      ['GET', '/api/commerce/checkout/order-confirmation?orderNumber=W100001'],
      ['GET', '/api/commerce/orders'],
      ['GET', '/api/user/addresses'],
      ['POST', '/api/user/addresses'],
      ['PUT', '/api/user/addresses'],
      ['PUT', '/api/user/addresses/1/set-as-default-billing'],
      ['PUT', '/api/user/addresses/1/set-as-default-shipping'],
      ['DELETE', '/api/user/addresses/1'],
    ] as const) {
      const res = await call(method, url);
      assert.equal(res.statusCode, 401, `${method} ${url}`);
    }
  });

  test('[S3-API-29] the cart flag answers true for a signed-in person', async () => {
    const res = await call('GET', '/api/commerce/carts/feature-flag/cart-from-new-cms', 'u-im');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json(), true);
  });
});

describe('cart', () => {
  test('[S3-API-25] [S3-API-24] [S3-API-28] adding answers cartUrl and the cart priced from the catalogue; the light cart counts it', async () => {
    await emptyCart('u-retail');
    const res = await add('u-retail', codes.program);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(CartAddResponseSchema, res.json());
    const { cartUrl, cart } = res.json() as { cartUrl: string; cart: Cart };
    assert.equal(cartUrl, '/cart');
    const [price] = await t.db.query<{ price: string }>('SELECT price::text FROM products WHERE code = $1', [
      codes.program,
    ]);
    assert.equal(cart.orderLines.length, 1);
    assert.equal(cart.orderLines[0]!.code, codes.program);
    assert.equal(cart.orderLines[0]!.extendedPrice, Number(price!.price));
    assert.equal(cart.total, Number(price!.price));
    assert.equal(cart.membershipDiscountValue, 0);
    assert.equal(cart.shippingCost, 0, 'nothing to ship');
    // adding again adds to the line
    await add('u-retail', codes.program, 2);
    const again = await cartOf('u-retail');
    assert.equal(again.orderLines[0]!.quantity, 3);
    assert.equal(again.extendedQuantity, 3);
    assert.equal(again.total, Number(price!.price) * 3);
    const light = await ok(CartItemsResponseSchema, 'GET', '/api/commerce/carts/cart-items/', 'u-retail');
    assert.deepEqual(light, { count: 3, items: [{ code: codes.program, quantity: 3 }] });
  });

  test('[S3-API-26] [S3-CART-21] [S3-CART-22] quantities are set per line and must stay below maxQuantity; the error names the maximum', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    const set = await ok<Cart>(CartSchema, 'PUT', '/api/commerce/carts', 'u-retail', [
      { code: codes.program, quantity: 4, priorityCode: 'web26' },
    ]);
    const line = set.orderLines[0]!;
    assert.equal(line.quantity, 4);
    assert.equal(line.priorityCode, 'WEB26');
    const tooMany = await call('PUT', '/api/commerce/carts', 'u-retail', [
      { code: codes.program, quantity: line.maxQuantity, priorityCode: null },
    ]);
    assert.equal(tooMany.statusCode, 400);
    assert.equal(
      tooMany.json().message,
      `Contact us at (800) 260-4754 if you wish to purchase ${line.maxQuantity} or more`,
    );
    // adding beyond the maximum through POST is refused the same way, and nothing changes
    const over = await add('u-retail', codes.program, line.maxQuantity - 4);
    assert.equal(over.statusCode, 400);
    assert.match(over.json().message, new RegExp(`purchase ${line.maxQuantity} or more`));
    assert.equal((await cartOf('u-retail')).orderLines[0]!.quantity, 4);
  });

  test('[S3-API-27] [S3-CART-29] lines are removed by code', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    await add('u-retail', codes.segment);
    const after = await ok<Cart>(CartSchema, 'POST', '/api/commerce/carts/delete', 'u-retail', [
      codes.program,
    ]);
    assert.deepEqual(
      after.orderLines.map((l) => l.code),
      [codes.segment],
    );
  });

  test('bad cart input is a 400 naming the field, never a 500, and writes nothing', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.segment);
    const before = await t.db.query('SELECT * FROM cart_lines WHERE user_sub = $1 ORDER BY code', [
      'u-retail',
    ]);
    const cases: [Method, string, unknown, RegExp][] = [
      ['POST', '/api/commerce/carts', { code: 'abc\u0000', quantity: 1, priorityCode: null }, /'code'/],
      [
        'POST',
        '/api/commerce/carts',
        { code: codes.program, quantity: '2', priorityCode: null },
        /'quantity'/,
      ],
      [
        'POST',
        '/api/commerce/carts',
        { code: codes.program, quantity: 1.5, priorityCode: null },
        /'quantity'/,
      ],
      ['POST', '/api/commerce/carts', { code: codes.program, quantity: 0, priorityCode: null }, /'quantity'/],
      [
        'POST',
        '/api/commerce/carts',
        { code: codes.program, quantity: -3, priorityCode: null },
        /'quantity'/,
      ],
      [
        'POST',
        '/api/commerce/carts',
        { code: codes.program, quantity: 1e300, priorityCode: null },
        /'quantity'/,
      ],
      ['POST', '/api/commerce/carts', { code: 12, quantity: 1, priorityCode: null }, /'code'/],
      [
        'POST',
        '/api/commerce/carts',
        { code: codes.program, quantity: 1, priorityCode: 'x'.repeat(50) },
        /'priorityCode'/,
      ],
      ['POST', '/api/commerce/carts', { code: codes.program, quantity: 1, price: 0.01 }, /price/],
      ['POST', '/api/commerce/carts', [], /'body'/],
      ['PUT', '/api/commerce/carts', { code: codes.program, quantity: 1 }, /'body'/],
      [
        'PUT',
        '/api/commerce/carts',
        [
          { code: codes.program, quantity: 1 },
          { code: codes.program, quantity: 2 },
        ],
        /twice/,
      ],
      [
        'PUT',
        '/api/commerce/carts',
        [
          { code: codes.segment, quantity: 1 },
          { code: codes.program, quantity: 99999 },
        ],
        /or more/,
      ],
      ['POST', '/api/commerce/carts/delete', { codes: ['x'] }, /'body'/],
      ['POST', '/api/commerce/carts/delete', [1, 2], /'0'/],
      ['PUT', '/api/commerce/carts/promo-code', { promoCode: 12 }, /'promoCode'/],
      ['PUT', '/api/commerce/carts/promo-code', { promoCode: 'SAVE\u000020PCT' }, /'promoCode'/],
      ['PUT', '/api/commerce/carts/promo-code', { promoCode: '' }, /'promoCode'/],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await call(method, url, 'u-retail', payload);
      assert.equal(res.statusCode, 400, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`);
      assert.match(res.json().message, message, JSON.stringify(payload));
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/carts',
      headers: {
        authorization: `Bearer ${await t.tokenFor('u-retail')}`,
        'content-type': 'application/json',
      },
      payload: '{"code": ',
    });
    assert.equal(notJson.statusCode, 400);
    assert.deepEqual(
      await t.db.query('SELECT * FROM cart_lines WHERE user_sub = $1 ORDER BY code', ['u-retail']),
      before,
    );
  });

  test('unknown, free and already purchased items cannot be added', async () => {
    const unknown = await add('u-retail', 'NO-SUCH-CODE');
    assert.equal(unknown.statusCode, 404);
    const free = await add('u-retail', codes.free);
    assert.equal(free.statusCode, 400);
    assert.match(free.json().message, /is free/);
    const owned = await add('u-retail', codes.owned);
    assert.equal(owned.statusCode, 409);
    assert.match(owned.json().message, /You already own ".+": it is in My Library/);
  });

  test('[S3-CART-33] [S3-CART-34] stock items carry shipping; an out-of-stock line is a backorder with a notice', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.stockBook, 2);
    const cart = (await add('u-retail', codes.backorder)).json().cart as Cart;
    assertShape(CartSchema, cart);
    const stock = cart.orderLines.find((l) => l.code === codes.stockBook)!;
    const back = cart.orderLines.find((l) => l.code === codes.backorder)!;
    assert.equal(stock.isStockItem, true);
    assert.equal(stock.isBackorder, false);
    assert.equal(back.isBackorder, true);
    const units = 3;
    assert.equal(
      cart.shippingCost,
      (SHIPPING_CENTS.domestic.first + (units - 1) * SHIPPING_CENTS.domestic.additional) / 100,
    );
    assert.ok(cart.resultMessages.some((m) => m.category === 0 && /on backorder/.test(m.message)));
    assert.equal(cart.hasErrors, false);
  });

  test('[S3-CART-34] a pre-order line says when it ships', async () => {
    await emptyCart('u-retail');
    const [pre] = await t.db.query<{ code: string; release: string }>(
      `SELECT code, to_char(release_date, 'YYYY-MM-DD') AS release FROM store_items
       WHERE release_date > now() ORDER BY code LIMIT 1`,
    );
    const cart = (await add('u-retail', pre!.code)).json().cart as Cart;
    assert.equal(cart.orderLines[0]!.publicationDate, pre!.release);
    assert.ok(
      cart.resultMessages.some((m) => /is a pre-order: it ships when it is released on/.test(m.message)),
    );
  });

  // the raw answer, not the parsed one: CartSchema defaults absent flags, so only the wire shows a dropped field
  test('[S3-DATA-26] [S3-DATA-27] [S3-DATA-28] the cart answer carries its totals, flags and result messages', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.backorder);
    const raw = (await call('GET', '/api/commerce/carts', 'u-retail')).json() as Record<string, unknown>;
    for (const key of [
      'totalWithoutDiscounts',
      'membershipDiscountValue',
      'otherDiscountValue',
      'subTotal',
    ].concat(['total', 'shippingCost', 'taxTotal', 'extendedQuantity']))
      assert.equal(typeof raw[key], 'number', key);
    for (const key of [
      'hasUpkeepItems',
      'hasSTS',
      'hasIndividualMembership',
      'hasIndividualPlusSubscription',
    ])
      assert.equal(typeof raw[key], 'boolean', key);
    assert.ok(Array.isArray(raw.orderLines));
    assert.equal(typeof raw.hasErrors, 'boolean');
    const messages = raw.resultMessages as { category: unknown; message: unknown }[];
    assert.ok(messages.length > 0, 'the backorder notice');
    for (const m of messages) assert.deepEqual([typeof m.category, typeof m.message], ['number', 'string']);
    await emptyCart('u-retail');
  });

  test('[S3-DATA-29] [S3-DATA-30] [S3-DATA-31] a cart line answer carries every line field', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.stockBook);
    const raw = (await call('GET', '/api/commerce/carts', 'u-retail')).json() as {
      orderLines: Record<string, unknown>[];
    };
    const line = raw.orderLines[0]!;
    const kinds: Record<string, string[]> = {
      string: ['code', 'displayType', 'displayName', 'productVariantUrl'],
      number: ['extendedPrice', 'discountPrice', 'quantity', 'maxQuantity', 'otherDiscountValue'],
      boolean: [
        'isStockItem',
        'isBackorder',
        'isLiveProgramPBRWebcast',
        'isUpkeepItem',
        'suppressUpkeeps',
      ].concat(['isIndividualMembership']),
    };
    for (const [kind, keys] of Object.entries(kinds))
      for (const key of keys) assert.equal(typeof line[key], kind, key);
    // dates and priority codes may be null, but the fields are there
    for (const key of ['publicationDate', 'priorityCode']) assert.ok(key in line, key);
    await emptyCart('u-retail');
  });

  test('the IM/PM membership discount is computed on the server', async () => {
    for (const sub of ['u-im', 'u-pm'] as const) {
      await emptyCart(sub);
      const cart = (await add(sub, codes.program2)).json().cart as Cart;
      const line = cart.orderLines[0]!;
      const rate = sub === 'u-im' ? 0.25 : 0.1;
      assert.equal(cart.membershipDiscountValue, Math.round(line.extendedPrice * 100 * rate) / 100);
      assert.equal(line.discountPrice, line.extendedPrice - cart.membershipDiscountValue);
      assert.equal(cart.total, cart.totalWithoutDiscounts - cart.membershipDiscountValue);
      await emptyCart(sub);
    }
  });

  test("one person's cart is invisible to another", async () => {
    await emptyCart('u-retail');
    await emptyCart('u-pm');
    await add('u-retail', codes.segment);
    assert.equal((await cartOf('u-pm')).orderLines.length, 0);
    // removing a code someone else has changes nothing for them
    await call('POST', '/api/commerce/carts/delete', 'u-pm', [codes.segment]);
    assert.equal((await cartOf('u-retail')).orderLines.length, 1);
  });
});

describe('promo codes', () => {
  test('[S3-API-30] [S3-PROMO-10] a valid code applies as an other discount with a success message', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    const cart = await ok<Cart>(CartSchema, 'PUT', '/api/commerce/carts/promo-code', 'u-retail', {
      promoCode: 'save 20-pct',
    });
    assert.deepEqual(cart.resultMessages[0], { category: 0, message: 'Promo code SAVE 20PCT applied.' });
    assert.equal(cart.otherDiscountValue, Math.round(cart.totalWithoutDiscounts * 20) / 100);
    assert.equal(cart.orderLines[0]!.otherDiscountValue, cart.otherDiscountValue);
    assert.equal(cart.total, cart.totalWithoutDiscounts - cart.otherDiscountValue);
    // it stays on the cart
    assert.equal((await cartOf('u-retail')).otherDiscountValue, cart.otherDiscountValue);
  });

  test('[S3-PROMO-04] [S3-PROMO-11] wrong length, unknown, expired and not-yet-started codes: "Promo code is incorrect or expired." and the cart keeps its code', async () => {
    for (const code of ['SAVE20', 'ABCDEFGHIJ', 'SUMMER024', 'NEWYEAR27', 'SAVE20PCTX']) {
      const cart = await ok<Cart>(CartSchema, 'PUT', '/api/commerce/carts/promo-code', 'u-retail', {
        promoCode: code,
      });
      assert.deepEqual(
        cart.resultMessages[0],
        { category: 1, message: 'Promo code is incorrect or expired.' },
        code,
      );
      assert.equal(cart.hasErrors, true);
      assert.ok(cart.otherDiscountValue > 0, 'the code applied before stays');
    }
  });

  test('[S3-PROMO-14] [S3-PROMO-16] DELETE /commerce/carts/promo-code removes it: "Promo code removed."', async () => {
    const cart = await ok<Cart>(CartSchema, 'DELETE', '/api/commerce/carts/promo-code', 'u-retail');
    assert.deepEqual(cart.resultMessages[0], { category: 0, message: 'Promo code removed.' });
    assert.equal(cart.otherDiscountValue, 0);
  });

  test('a fixed-amount code never takes the total below zero of the goods', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.segment);
    const cart = await ok<Cart>(CartSchema, 'PUT', '/api/commerce/carts/promo-code', 'u-retail', {
      promoCode: 'TAKE50OFF',
    });
    assert.equal(cart.otherDiscountValue, Math.min(50, cart.totalWithoutDiscounts));
    assert.ok(cart.total >= 0);
    await emptyCart('u-retail');
  });
});

const NEW_ADDRESS = {
  addressCategory_SK: 1,
  attention: "Jo O'Neil-Smith",
  company: 'Acme',
  address1: '1 Main Street',
  address2: '',
  city: 'Albany',
  state: 'NY',
  zip: '12207-1234',
  country: 'USA',
};

describe('addresses', () => {
  test('[S3-API-35] [S3-ADDRESS-31] [S3-ADDRESS-32] the saved addresses come with the three lookups', async () => {
    const res = await ok(AddressesResponseSchema, 'GET', '/api/user/addresses', 'u-retail');
    const r = res as import('@cle/contracts/commerce-schemas').AddressesResponse;
    assert.ok(r.items.length >= 2);
    assert.equal(r.items.filter((a) => a.isPrimaryBAddress).length, 1);
    assert.deepEqual(
      r.addressCategoryLookup.map((c) => c.shortDescription),
      ['Home', 'Business', 'Other'],
    );
    assert.ok(r.addressStateLookup.some((s) => s.countryId === 'USA' && s.stateCode === 'NY'));
    assert.ok(r.addressStateLookup.some((s) => s.countryId === 'CAN' && s.stateCode === 'ON'));
    assert.deepEqual(
      r.addressCountryLookup.slice(0, 2).map((c) => c.pk),
      ['USA', 'CAN'],
    );
    assert.ok(r.addressCountryLookup.length > 50);
    const other = (await ok(AddressesResponseSchema, 'GET', '/api/user/addresses', 'u-staff')) as {
      items: Address[];
    };
    assert.deepEqual(other.items, [], "nobody sees another person's addresses");
  });

  test('[S3-API-36] [S3-ADDRESS-14] a USA address is saved with the ZIP split into zip and plus4; the first address becomes both defaults', async () => {
    const a = await ok<Address>(AddressSchema, 'POST', '/api/user/addresses', 'u-staff', NEW_ADDRESS);
    assert.equal(a.zip, '12207');
    assert.equal(a.plus4, '1234');
    assert.equal(a.isPrimaryBAddress, true);
    assert.equal(a.isPrimarySAddress, true);
    const b = await ok<Address>(AddressSchema, 'POST', '/api/user/addresses', 'u-staff', {
      ...NEW_ADDRESS,
      address1: '2 Side Street',
      zip: '12208',
    });
    assert.equal(b.plus4, '');
    assert.equal(b.isPrimaryBAddress, false);
  });

  /** each change to a good address is refused on its field with its message, and nothing is saved */
  async function refuses(cases: [Record<string, unknown>, string, RegExp][]) {
    const before = await count('SELECT count(*) AS n FROM addresses', []);
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/user/addresses', 'u-staff', { ...NEW_ADDRESS, ...change });
      assert.equal(res.statusCode, 400, `${JSON.stringify(change)}: ${res.body}`);
      assert.equal(res.json().field, field, JSON.stringify(change));
      assert.match(res.json().message, message, JSON.stringify(change));
    }
    assert.equal(await count('SELECT count(*) AS n FROM addresses', []), before, 'nothing saved');
  }

  test('[S3-ADDRESS-06] the address type is required and must be a known one', () =>
    refuses([
      [{ addressCategory_SK: undefined }, 'addressCategory_SK', /is required/],
      [{ addressCategory_SK: 99 }, 'addressCategory_SK', /address type/],
    ]));

  test('[S3-ADDRESS-07] [S3-ADDRESS-18] the address line is required, at most 75 characters', () =>
    refuses([
      [{ address1: '' }, 'address1', /is required/],
      [{ address1: 'a'.repeat(76) }, 'address1', /at most 75/],
    ]));

  test('[S3-ADDRESS-08] [S3-ADDRESS-20] the city is required text of at most 40 characters', () =>
    refuses([
      [{ city: '  ' }, 'city', /is required/],
      [{ city: 'c'.repeat(41) }, 'city', /at most 40/],
      [{ city: 'Albany\u0000' }, 'city', /NUL character/],
      [{ city: 42 }, 'city', /must be text/],
    ]));

  test('[S3-ADDRESS-11] the country is required and must be a known one', () =>
    refuses([
      [{ country: undefined }, 'country', /is required/],
      [{ country: 'XXX' }, 'country', /country/],
    ]));

  test('[S3-ADDRESS-09] [S3-ADDRESS-10] state and ZIP are required for USA and Canada, optional elsewhere', async () => {
    await refuses([
      [{ state: '' }, 'state', /is required/],
      [{ state: 'ON' }, 'state', /state of USA/],
      [{ zip: '' }, 'zip', /is required/],
      [{ country: 'CAN', state: 'QC', zip: '' }, 'zip', /is required/],
    ]);
    const abroad = await ok<Address>(AddressSchema, 'POST', '/api/user/addresses', 'u-staff', {
      ...NEW_ADDRESS,
      state: '',
      zip: '',
      city: 'London',
      country: 'GBR',
    });
    assert.equal(abroad.country, 'GBR');
  });

  test("[S3-ADDRESS-12] [S3-ADDRESS-13] a USA ZIP that is not 5 digits or 5+4 gives 'Zip format is invalid.'", () =>
    refuses([
      [{ zip: '1220' }, 'zip', /^Zip format is invalid\.$/],
      [{ zip: '12207-12' }, 'zip', /^Zip format is invalid\.$/],
      [{ zip: 'ABCDE' }, 'zip', /^Zip format is invalid\.$/],
      // a malformed ZIP+4 is a format error, as the form says it (one validator: @cle/contracts/address-rules)
      [{ zip: '12207-12345' }, 'zip', /^Zip format is invalid\.$/],
      [{ zip: '12207-1234', plus4: '5678' }, 'zip', /^Zip format is invalid\.$/],
    ]));

  test('[S3-ADDRESS-21] the ZIP is at most 10 characters', () =>
    refuses([
      [{ country: 'GBR', state: '', zip: 'SW1A 1AA 12345' }, 'zip', /^ZIP can be at most 10 characters\.$/],
    ]));

  test('[S3-ADDRESS-15] [S3-ADDRESS-16] attention is at most 44 letters, no digits or special characters', () =>
    refuses([
      [{ attention: 'Agent 007' }, 'attention', /digits or special characters/],
      [{ attention: 'Jo & Co' }, 'attention', /digits or special characters/],
      [{ attention: 'a'.repeat(45) }, 'attention', /at most 44/],
    ]));

  test('[S3-ADDRESS-17] [S3-ADDRESS-19] company is at most 100 characters, address 2 at most 75', () =>
    refuses([
      [{ company: 'c'.repeat(101) }, 'company', /at most 100/],
      [{ address2: 'a'.repeat(76) }, 'address2', /at most 75/],
    ]));

  test('a Canadian postcode is checked and saved upper-case; a field that is no address field is refused', async () => {
    await refuses([
      [{ country: 'CAN', state: 'ON', zip: '12345' }, 'zip', /^Zip format is invalid\.$/],
      [{ userSub: 'u-retail' }, 'userSub', /not an address field/],
    ]);
    const canada = await ok<Address>(AddressSchema, 'POST', '/api/user/addresses', 'u-staff', {
      ...NEW_ADDRESS,
      state: 'QC',
      zip: 'h3b 4w8',
      city: 'Montréal',
      country: 'CAN',
    });
    assert.equal(canada.zip, 'H3B 4W8');
  });

  /** u-staff's addresses, and the second one saved above (not a default when saved) */
  async function staffAddresses() {
    const { items } = (await ok(AddressesResponseSchema, 'GET', '/api/user/addresses', 'u-staff')) as {
      items: Address[];
    };
    return { items, second: items.find((a) => a.address1 === '2 Side Street')! };
  }

  test('[S3-API-37] PUT /user/addresses saves the change', async () => {
    const { second } = await staffAddresses();
    const changed = await ok<Address>(AddressSchema, 'PUT', '/api/user/addresses', 'u-staff', {
      ...second,
      city: 'Troy',
    });
    assert.equal(changed.city, 'Troy');
    const again = (await staffAddresses()).items.find((a) => a.sk === second.sk)!;
    assert.equal(again.city, 'Troy');
  });

  test('[S3-API-38] [S3-ADDRESS-28] set-as-default-billing makes it the one default billing address', async () => {
    const { second } = await staffAddresses();
    const billing = await ok<Address>(
      AddressSchema,
      'PUT',
      `/api/user/addresses/${second.sk}/set-as-default-billing`,
      'u-staff',
    );
    assert.equal(billing.isPrimaryBAddress, true);
    const now = (await staffAddresses()).items;
    assert.deepEqual(
      now.filter((a) => a.isPrimaryBAddress).map((a) => a.sk),
      [second.sk],
    );
  });

  test('[S3-API-39] [S3-ADDRESS-29] set-as-default-shipping makes it the one default shipping address', async () => {
    const { second } = await staffAddresses();
    const shipping = await ok<Address>(
      AddressSchema,
      'PUT',
      `/api/user/addresses/${second.sk}/set-as-default-shipping`,
      'u-staff',
    );
    assert.equal(shipping.isPrimarySAddress, true);
    const now = (await staffAddresses()).items;
    assert.deepEqual(
      now.filter((a) => a.isPrimarySAddress).map((a) => a.sk),
      [second.sk],
    );
  });

  test("another person's address sk answers 404 to every change, and nothing changes", async () => {
    const { second } = await staffAddresses();
    for (const [method, url, body] of [
      ['PUT', '/api/user/addresses', { ...second, city: 'Hacked' }],
      ['PUT', `/api/user/addresses/${second.sk}/set-as-default-billing`, undefined],
      ['PUT', `/api/user/addresses/${second.sk}/set-as-default-shipping`, undefined],
      ['DELETE', `/api/user/addresses/${second.sk}`, undefined],
    ] as const) {
      const res = await call(method, url, 'u-retail', body);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.equal(res.json().message, 'Address not found');
    }
    assert.deepEqual(
      (await staffAddresses()).items.find((a) => a.sk === second.sk),
      second,
    );
  });

  test('[S3-API-40] [S3-ADDRESS-30] DELETE /user/addresses/{sk} deletes the address; a malformed sk is refused', async () => {
    const { second } = await staffAddresses();
    for (const bad of ['abc', '0', '-1', '1e3', '9'.repeat(30)]) {
      const res = await call('DELETE', `/api/user/addresses/${bad}`, 'u-staff');
      assert.equal(res.statusCode, 400, bad);
    }
    const del = await call('DELETE', `/api/user/addresses/${second.sk}`, 'u-staff');
    assert.equal(del.statusCode, 204);
    assert.ok(!(await staffAddresses()).items.some((a) => a.sk === second.sk));
    assert.equal((await call('DELETE', `/api/user/addresses/${second.sk}`, 'u-staff')).statusCode, 404);
  });
});

/** The retail member's seeded addresses: a New York business default, a Toronto home. */
async function retailAddresses() {
  const { items } = (await ok(AddressesResponseSchema, 'GET', '/api/user/addresses', 'u-retail')) as {
    items: Address[];
  };
  return {
    ny: items.find((a) => a.city === 'New York')!,
    toronto: items.find((a) => a.city === 'Toronto')!,
  };
}
async function abroadAddress(as: string): Promise<Address> {
  return ok<Address>(AddressSchema, 'POST', '/api/user/addresses', as, {
    ...NEW_ADDRESS,
    attention: 'Abroad',
    state: '',
    zip: 'EC1A 1BB',
    city: 'London',
    country: 'GBR',
  });
}

/** POST /commerce/checkout/prepare as a person, checked against the shared schema. */
function prepare(as: string, body: Record<string, unknown>): Promise<PrepareCheckoutResponse> {
  return ok(PrepareCheckoutResponseSchema, 'POST', '/api/commerce/checkout/prepare', as, body);
}

async function checkoutBody(
  as: string,
  billing: Address,
  shipping: Address | null,
  extra: Partial<CheckoutRequest> = {},
): Promise<CheckoutRequest> {
  const prep = await prepare(as, {
    billingAddressSk: billing.sk,
    shippingAddressSk: shipping?.sk ?? -1,
    upkeepService: true,
  });
  const total = (prep as { cart: Cart }).cart.total;
  return {
    upkeepService: true,
    selectedBillingAddress: billing.sk,
    selectedShippingAddress: shipping?.sk ?? -1,
    selectedVatNumber: '',
    paymentOption: {
      sk: await testCardSk(t.db, as),
      cardType: 'VISA',
      creditCardName: 'Riley Retail',
      creditCardNumber: '************1111',
      numberLastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
      tenderTypeId: 8,
      isStoredInstrument: true,
      totalAmount: total,
    },
    ...extra,
  };
}
const ordersOf = (sub: string) => count('SELECT count(*) AS n FROM orders WHERE user_sub = $1', [sub]);

describe('checkout', () => {
  test('[S3-API-31] [S3-API-32] prepare prices the cart for the chosen addresses (tax by state, shipping by country) and defaults to the saved defaults', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.stockBook);
    const { ny, toronto } = await retailAddresses();
    const prep = await prepare('u-retail', { billingAddressSk: -1, shippingAddressSk: -1 });
    assert.equal(prep.selectedBillingAddress?.sk, ny.sk);
    assert.equal(prep.selectedShippingAddress?.sk, ny.sk);
    const goods = Math.round(codes.stockBookPrice * 100);
    assert.equal(prep.cart.taxTotal, Math.round(goods * TAX_NY) / 100);
    assert.equal(prep.cart.shippingCost, SHIPPING_CENTS.domestic.first / 100);
    assert.equal(
      Math.round(prep.cart.total * 100),
      goods + SHIPPING_CENTS.domestic.first + Math.round(goods * TAX_NY),
    );
    const toToronto = await prepare('u-retail', {
      billingAddressSk: ny.sk,
      shippingAddressSk: toronto.sk,
      upkeepService: false,
    });
    assert.equal(toToronto.cart.taxTotal, Math.round(goods * TAX_ON) / 100);
    const abroad = await abroadAddress('u-retail');
    const toLondon = await prepare('u-retail', { billingAddressSk: ny.sk, shippingAddressSk: abroad.sk });
    assert.equal(toLondon.cart.shippingCost, SHIPPING_CENTS.international.first / 100);
    assert.equal(toLondon.cart.taxTotal, 0);
    await call('DELETE', `/api/user/addresses/${abroad.sk}`, 'u-retail');
  });

  test("prepare refuses bad input and another person's address", async () => {
    const { ny } = await retailAddresses();
    for (const body of [
      { billingAddressSk: 'x', shippingAddressSk: -1 },
      { billingAddressSk: 1.5, shippingAddressSk: -1 },
      { billingAddressSk: -1 },
      { billingAddressSk: -1, shippingAddressSk: -1, upkeepService: 'yes' },
      { billingAddressSk: 1e300, shippingAddressSk: -1 },
    ]) {
      const res = await call('POST', '/api/commerce/checkout/prepare', 'u-retail', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
    }
    const res = await call('POST', '/api/commerce/checkout/prepare', 'u-pm', {
      billingAddressSk: ny.sk,
      shippingAddressSk: -1,
    });
    assert.equal(res.statusCode, 404);
  });

  test('[S3-API-33] a tampered total is refused with a message and nothing is written', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, null);
    const orders = await ordersOf('u-retail');
    const lines = await count('SELECT count(*) AS n FROM cart_lines WHERE user_sub = $1', ['u-retail']);
    const res = await call('POST', '/api/commerce/checkout', 'u-retail', {
      ...body,
      paymentOption: { ...body.paymentOption, totalAmount: 1 },
    });
    assert.equal(res.statusCode, 409);
    assert.match(
      res.json().message,
      /^The order total has changed: it is now \$[\d.]+\. Please review your order/,
    );
    assert.equal(await ordersOf('u-retail'), orders);
    assert.equal(
      await count('SELECT count(*) AS n FROM cart_lines WHERE user_sub = $1', ['u-retail']),
      lines,
    );
  });

  test('[S3-ADDRESS-22] [S3-ADDRESS-23] a USA/Canada-only item is not shipped abroad: the spec message, nothing written', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.binder);
    const { ny } = await retailAddresses();
    const abroad = await abroadAddress('u-retail');
    const prep = await prepare('u-retail', { billingAddressSk: ny.sk, shippingAddressSk: abroad.sk });
    assert.ok(
      prep.cart.resultMessages.some(
        (m) =>
          m.category === 1 &&
          m.message ===
            'One or more items in your cart can only be shipped to the United States or Canada. Please update your shipping address or remove those items to continue.',
      ),
    );
    const body = await checkoutBody('u-retail', ny, abroad);
    const orders = await ordersOf('u-retail');
    const res = await call('POST', '/api/commerce/checkout', 'u-retail', body);
    assert.equal(res.statusCode, 422);
    assert.equal(
      res.json().message,
      'One or more items in your cart can only be shipped to the United States or Canada. Please update your shipping address or remove those items to continue.',
    );
    assert.equal(await ordersOf('u-retail'), orders);
    await call('DELETE', `/api/user/addresses/${abroad.sk}`, 'u-retail');
  });

  test('[S3-CHECKOUT-65] a cart with a standard subscription needs its terms accepted', async () => {
    await emptyCart('u-retail');
    const cart = (await add('u-retail', 'STS-TREATISE-1Y')).json().cart as Cart;
    assert.equal(cart.hasSTS, true);
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, null);
    const res = await call('POST', '/api/commerce/checkout', 'u-retail', body);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Please make a selection to continue');
    assert.equal(res.json().field, 'stsTermsAccepted');
    await emptyCart('u-retail');
  });

  test("[S3-API-33] an expired card or someone else's card is refused: 'Please select a valid card', nothing written", async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, null);
    const [expired] = await t.db.query<{ sk: number }>(
      "SELECT sk FROM payment_instruments WHERE user_sub = 'u-retail' AND expiration_year < 2025",
    );
    const theirs = await testCardSk(t.db, 'u-pm');
    const orders = await ordersOf('u-retail');
    for (const sk of [Number(expired!.sk), theirs]) {
      const res = await call('POST', '/api/commerce/checkout', 'u-retail', {
        ...body,
        paymentOption: { ...body.paymentOption, sk },
      });
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().message, 'Please select a valid card');
    }
    assert.equal(await ordersOf('u-retail'), orders);
    assert.equal((await cartOf('u-retail')).orderLines.length, 1);
  });

  test('place order refuses bad input with a 4xx, never a 500', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, null);
    const orders = await ordersOf('u-retail');
    for (const [bad, headers] of [
      [{ ...body, selectedBillingAddress: 'x' }, {}],
      [{ ...body, selectedBillingAddress: -1 }, {}],
      [{ ...body, selectedBillingAddress: 987654321 }, {}],
      [{ ...body, upkeepService: 'yes' }, {}],
      [{ ...body, selectedVatNumber: 'GB\u0000123456' }, {}],
      [{ ...body, paymentOption: { ...body.paymentOption, totalAmount: '12' } }, {}],
      [{ ...body, paymentOption: { ...body.paymentOption, sk: 999999 } }, {}],
      [{ ...body, paymentOption: undefined }, {}],
      [body, { 'idempotency-key': 'short' }],
      [body, { 'idempotency-key': 'x'.repeat(101) }],
    ] as [unknown, Record<string, string>][]) {
      const res = await call('POST', '/api/commerce/checkout', 'u-retail', bad, headers);
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${JSON.stringify(bad).slice(0, 200)}: ${res.statusCode} ${res.body}`,
      );
    }
    assert.equal(await ordersOf('u-retail'), orders);
  });

  test("[S3-API-33] [S3-API-34] double place order gives one order; the purchase is in My Library at once; the confirmation is the owner's only", async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program);
    await add('u-retail', codes.stockBook);
    await call('PUT', '/api/commerce/carts/promo-code', 'u-retail', { promoCode: 'WELCOME10' });
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, ny);
    const libraryBefore = await ok(
      LibraryResponseSchema,
      'GET',
      '/api/user/library?pageSize=1000',
      'u-retail',
    );
    const orders = await ordersOf('u-retail');
    // a double click: two requests at once without a key, then a retry
    const [a, b] = await Promise.all([
      call('POST', '/api/commerce/checkout', 'u-retail', body),
      call('POST', '/api/commerce/checkout', 'u-retail', body),
    ]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    assertShape(CheckoutResponseSchema, a.json());
    assert.equal(a.json().orderConfirmationUrl, b.json().orderConfirmationUrl);
    const retry = await call('POST', '/api/commerce/checkout', 'u-retail', body);
    assert.equal(retry.json().orderConfirmationUrl, a.json().orderConfirmationUrl);
    assert.equal(await ordersOf('u-retail'), orders + 1);
    assert.match(a.json().orderConfirmationUrl, /^\/order-confirmation\?orderNumber=W\d+$/);

    // the cart is empty; the promo code was redeemed (single-use: not again)
    assert.equal((await cartOf('u-retail')).orderLines.length, 0);
    await add('u-retail', codes.segment);
    const again = await ok<Cart>(CartSchema, 'PUT', '/api/commerce/carts/promo-code', 'u-retail', {
      promoCode: 'WELCOME10',
    });
    assert.equal(again.resultMessages[0]!.message, 'Promo code is incorrect or expired.');
    await emptyCart('u-retail');

    // the program is in My Library, purchased
    const library = (await ok(
      LibraryResponseSchema,
      'GET',
      '/api/user/library?pageSize=1000',
      'u-retail',
    )) as {
      items: { pk: string; isPurchased: boolean; accessExpirationDate: string | null }[];
      summary: { totalCollectionSize: number };
    };
    const bought = library.items.find((i) => i.pk === codes.programPk);
    assert.ok(bought, 'the bought program is in My Library');
    assert.equal(bought.isPurchased, true);
    // bought on-demand access runs ACCESS_DAYS from the order (decision 036)
    const expiresIn = Date.parse(bought.accessExpirationDate ?? '') - Date.now();
    assert.ok(
      Math.abs(expiresIn - ACCESS_DAYS * 86_400_000) < 3_600_000,
      bought.accessExpirationDate ?? 'null',
    );
    assert.ok(
      library.summary.totalCollectionSize >
        (libraryBefore as { summary: { totalCollectionSize: number } }).summary.totalCollectionSize,
    );
    // and cannot be bought again
    assert.equal((await add('u-retail', codes.program)).statusCode, 409);

    const orderNumber = new URL(a.json().orderConfirmationUrl, 'http://x').searchParams.get('orderNumber')!;
    const confirmation = await ok(
      OrderConfirmationSchema,
      'GET',
      `/api/commerce/checkout/order-confirmation?orderNumber=${orderNumber}`,
      'u-retail',
    );
    const c = confirmation as import('@cle/contracts/commerce-schemas').OrderConfirmation;
    assert.equal(c.orderNumber, orderNumber);
    assert.deepEqual(c.cart.orderLines.map((l) => l.code).sort(), [codes.program, codes.stockBook].sort());
    assert.equal(c.total, body.paymentOption.totalAmount);
    assert.ok(c.otherDiscountValue > 0);
    assert.equal(c.shippingAddress?.city, 'New York');
    assert.equal(c.shippingAddress?.zip, '10036-2714');
    const stranger = await call(
      'GET',
      `/api/commerce/checkout/order-confirmation?orderNumber=${orderNumber}`,
      'u-pm',
    );
    assert.equal(stranger.statusCode, 404);
    assert.equal(
      (await call('GET', '/api/commerce/checkout/order-confirmation?orderNumber=%00', 'u-retail')).statusCode,
      400,
    );
    const history = (await ok(OrderHistoryResponseSchema, 'GET', '/api/commerce/orders', 'u-retail')) as {
      items: { orderNumber: string; lineCount: number }[];
    };
    assert.equal(history.items[0]!.orderNumber, orderNumber);
    assert.equal(history.items[0]!.lineCount, 2);
    const theirs = (await ok(OrderHistoryResponseSchema, 'GET', '/api/commerce/orders', 'u-pm')) as {
      items: unknown[];
    };
    assert.ok(!JSON.stringify(theirs).includes(orderNumber));
    // an empty cart with nothing placed from it: 409
    const empty = await call('POST', '/api/commerce/checkout', 'u-pm', {
      ...body,
      selectedBillingAddress: -1,
    });
    assert.equal(empty.statusCode, 409);
  });

  test('[S3-API-33] a double submit with one Idempotency-Key: one order; a twin that fails does not fail the other', async () => {
    const [first, second] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE searchable_type = 'ondemandprogram' AND price > 0
         AND pk NOT IN (SELECT item_pk FROM library_entries) AND code <> ALL($1) ORDER BY code LIMIT 2`,
      [[codes.program, codes.program2]],
    );
    await emptyCart('u-retail');
    assert.equal((await add('u-retail', first!.code)).statusCode, 200);
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, null);
    const orders = await ordersOf('u-retail');
    const key = { 'idempotency-key': 'double-submit-7654321' };
    // the first of the two carries a wrong total: it is refused, and its twin places the order itself
    const wrong = { ...body, paymentOption: { ...body.paymentOption, totalAmount: 1 } };
    const [refused, placed] = await Promise.all([
      call('POST', '/api/commerce/checkout', 'u-retail', wrong, key),
      call('POST', '/api/commerce/checkout', 'u-retail', body, key),
    ]);
    assert.equal(placed.statusCode, 200, placed.body);
    assert.ok([200, 409].includes(refused.statusCode), refused.body);
    assert.equal(await ordersOf('u-retail'), orders + 1);
    // three at once with a new key and a new cart: all answer the same one order
    assert.equal((await add('u-retail', second!.code)).statusCode, 200);
    const again = await checkoutBody('u-retail', ny, null);
    const triple = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/api/commerce/checkout', 'u-retail', again, {
          'idempotency-key': 'triple-click-7654321',
        }),
      ),
    );
    for (const res of triple) assert.equal(res.statusCode, 200, res.body);
    assert.equal(new Set(triple.map((res) => res.json().orderConfirmationUrl)).size, 1);
    assert.equal(await ordersOf('u-retail'), orders + 2);
    await emptyCart('u-retail');
  });

  test('[S3-API-33] the Idempotency-Key header answers the same order to a retried request', async () => {
    await emptyCart('u-retail');
    await add('u-retail', codes.program2);
    const { ny } = await retailAddresses();
    const body = await checkoutBody('u-retail', ny, null);
    const orders = await ordersOf('u-retail');
    const key = { 'idempotency-key': 'order-attempt-123456' };
    const first = await call('POST', '/api/commerce/checkout', 'u-retail', body, key);
    assert.equal(first.statusCode, 200, first.body);
    // the person adds something else; the retried request of the first order still answers the first order
    await add('u-retail', codes.segment);
    const retry = await call('POST', '/api/commerce/checkout', 'u-retail', body, key);
    assert.equal(retry.json().orderConfirmationUrl, first.json().orderConfirmationUrl);
    assert.equal(await ordersOf('u-retail'), orders + 1);
    assert.equal((await cartOf('u-retail')).orderLines.length, 1, 'the new line stays in the cart');
    await emptyCart('u-retail');
  });
});
