import {
  INVALID_QUANTITY_LABEL,
  NUMBERS_ONLY_MESSAGE,
  optionFor,
  QUANTITY_OPTIONS,
  quantityEntry,
  validateQuantity,
} from './quantity-rules';

describe('cart quantity rules (spec 3 §5)', () => {
  test('[S3-CART-19] [S3-CART-26] a non-numeric quantity is rejected with "Please only use numbers."', () => {
    for (const raw of ['abc', '2a', '1.5', '-1', '+3', '1e2'])
      expect(validateQuantity(raw, 10)).toEqual({
        ok: false,
        label: INVALID_QUANTITY_LABEL,
        message: NUMBERS_ONLY_MESSAGE,
      });
    expect(NUMBERS_ONLY_MESSAGE).toBe('Please only use numbers.');
  });

  test('[S3-CART-20] [S3-CART-22] [S3-CART-23] an empty quantity is rejected with the label and the maximum', () => {
    expect(validateQuantity('  ', 10, '(800) 260-4754')).toEqual({
      ok: false,
      label: 'Invalid quantity',
      message: 'Contact us at (800) 260-4754 if you wish to purchase 10 or more.',
    });
  });

  test('[S3-CART-21] [S3-CART-22] a quantity not below the maximum is rejected, naming the maximum', () => {
    expect(validateQuantity('10', 10)).toEqual({
      ok: false,
      label: INVALID_QUANTITY_LABEL,
      message: 'Contact us if you wish to purchase 10 or more.',
    });
    expect(validateQuantity('11', 10)).toMatchObject({ ok: false });
    expect(validateQuantity('9', 10)).toEqual({ ok: true, quantity: 9 });
    expect(validateQuantity(' 3 ', 10)).toEqual({ ok: true, quantity: 3 });
    expect(validateQuantity('25', 25, '(800) 260-4754')).toMatchObject({
      message: 'Contact us at (800) 260-4754 if you wish to purchase 25 or more.',
    });
  });

  test('zero is not a quantity (a line is removed with Remove)', () => {
    expect(validateQuantity('0', 10)).toEqual({
      ok: false,
      label: INVALID_QUANTITY_LABEL,
      message: 'Please enter a quantity of at least 1.',
    });
  });

  test('[S3-CART-24] the quantity options are 1 to 4 and 5+', () => {
    expect(QUANTITY_OPTIONS).toEqual(['1', '2', '3', '4', '5+']);
    expect(optionFor(1)).toBe('1');
    expect(optionFor(4)).toBe('4');
    expect(optionFor(5)).toBe('5+');
    expect(optionFor(40)).toBe('5+');
  });

  test('[S3-CART-25] [S3-CART-27] stock items use the dropdown until 5+; other lines take free text', () => {
    expect(quantityEntry({ isStockItem: true, quantity: 2 }, false)).toBe('select');
    expect(quantityEntry({ isStockItem: true, quantity: 2 }, true)).toBe('text');
    expect(quantityEntry({ isStockItem: true, quantity: 7 }, false)).toBe('text');
    expect(quantityEntry({ isStockItem: false, quantity: 1 }, false)).toBe('text');
  });
});
