import { createIdempotencyKeys } from './idempotency';

describe('Idempotency-Key per checkout attempt', () => {
  test('the same order keeps its key (double click, retry); a changed order or a placed one gets a new key', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    const order = { selectedBillingAddress: 11, paymentOption: { sk: 21, totalAmount: 299 } };
    expect(keys.keyFor(order)).toBe('key-1');
    expect(keys.keyFor({ ...order })).toBe('key-1');
    expect(keys.keyFor({ ...order, selectedBillingAddress: 12 })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ ...order, selectedBillingAddress: 12 })).toBe('key-3');
  });

  test('keys are random UUIDs by default', () => {
    const a = createIdempotencyKeys().keyFor({});
    const b = createIdempotencyKeys().keyFor({});
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
