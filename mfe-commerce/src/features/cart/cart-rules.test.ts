import { ANONYMOUS_CART } from '../../lib/cart-payload';
import {
  cartHeading,
  cartItemCount,
  checkoutBlockedReason,
  classicCartUrl,
  isSitePath,
  lineNotices,
  promoBlockedReason,
  readCartPageContent,
} from './cart-rules';
import { emptyCart, line } from '../../lib/store-fixtures';

describe('cart page rules (spec 3 §2.3, §6)', () => {
  test('[S3-CART-01] the heading is "My Cart" followed by the item count (sum of quantities)', () => {
    const c = emptyCart({ orderLines: [line({ quantity: 2 }), line({ code: 'B-1', quantity: 3 })] });
    expect(cartItemCount(c)).toBe(5);
    expect(cartHeading(cartItemCount(c))).toBe('My Cart (5)');
    expect(cartHeading(cartItemCount(ANONYMOUS_CART))).toBe('My Cart (0)');
  });

  test('[S3-CART-05] [S3-ROLES-08] checkout is disabled with a reason: signed out, empty cart, cart errors', () => {
    expect(checkoutBlockedReason(false, emptyCart({ orderLines: [line()] }))).toBe('Sign in to check out.');
    expect(checkoutBlockedReason(true, ANONYMOUS_CART)).toBe('Add an item to your cart to check out.');
    expect(checkoutBlockedReason(true, emptyCart({ orderLines: [line()], hasErrors: true }))).toBe(
      'Resolve the problems shown in your cart to check out.',
    );
    expect(checkoutBlockedReason(true, emptyCart({ orderLines: [line()] }))).toBeNull();
  });

  test('[S3-CART-04] [S3-ROLES-08] the promo box is disabled with a reason when signed out', () => {
    expect(promoBlockedReason(false)).toBe('Sign in to apply a promo code.');
    expect(promoBlockedReason(true)).toBeNull();
  });

  test('[S3-CART-09] the flag-off redirect goes to the older site at the same path, query and hash', () => {
    const here = 'http://localhost:3000/cart?from=header#lines';
    expect(
      classicCartUrl(
        'https://legacy.pli.example/cart',
        { pathname: '/cart', search: '?from=header', hash: '#lines' },
        here,
      ),
    ).toBe('https://legacy.pli.example/cart?from=header#lines');
    expect(
      classicCartUrl(
        'https://legacy.pli.example/shop/cart',
        { pathname: '/cart', search: '', hash: '' },
        here,
      ),
    ).toBe('https://legacy.pli.example/cart');
  });

  test('[S3-CART-09] no redirect without a label, or when it would loop back to this page', () => {
    const loc = { pathname: '/cart', search: '', hash: '' };
    expect(classicCartUrl(undefined, loc, 'http://localhost:3000/cart')).toBeNull();
    expect(classicCartUrl('', loc, 'http://localhost:3000/cart')).toBeNull();
    expect(classicCartUrl('/cart', loc, 'http://localhost:3000/cart')).toBeNull();
    expect(classicCartUrl('http://[bad', loc, 'http://localhost:3000/cart')).toBeNull();
  });

  test('reads the CMS empty-cart properties and drops malformed links', () => {
    expect(
      readCartPageContent({
        emptyCartHeading: 'Your cart is empty',
        emptyCartBody: 'Browse programs.',
        emptyCartLinks: [
          { href: '/search?query=', text: 'Browse all programs' },
          { href: '', text: 'no href' },
          'not a link',
          { href: 'https://example.org', text: 'Elsewhere', target: '_blank' },
        ],
      }),
    ).toEqual({
      emptyCartHeading: 'Your cart is empty',
      emptyCartBody: 'Browse programs.',
      emptyCartLinks: [
        { href: '/search?query=', text: 'Browse all programs' },
        { href: 'https://example.org', text: 'Elsewhere', target: '_blank' },
      ],
    });
    expect(readCartPageContent(undefined)).toEqual({
      emptyCartHeading: null,
      emptyCartBody: null,
      emptyCartLinks: [],
    });
  });

  test('[S3-CART-33] [S3-CART-34] a line shows out-of-stock and pre-order notices', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(lineNotices(line({ isBackorder: true }), now)).toEqual([
      'Out of stock: this item is on backorder and ships when it is available.',
    ]);
    expect(lineNotices(line({ isStockItem: true, publicationDate: '2027-01-15' }), now)).toEqual([
      'Pre-order: this item ships after it is published on January 15, 2027.',
    ]);
    expect(lineNotices(line({ isStockItem: true, publicationDate: '2025-01-15' }), now)).toEqual([]);
    expect(lineNotices(line({ isStockItem: false, publicationDate: '2027-01-15' }), now)).toEqual([]);
    expect(lineNotices(line(), now)).toEqual([]);
  });

  test('site paths are routed; other links are plain', () => {
    expect(isSitePath('/search?query=')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('https://example.org')).toBe(false);
  });
});
