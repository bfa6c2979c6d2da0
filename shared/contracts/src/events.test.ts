import { createEmitter, onEvent } from './events';

describe('events: <team>:<event>, each team emits its own', () => {
  test('an emitter dispatches its team event and listeners get the payload', () => {
    const seen: number[] = [];
    const off = onEvent('product:added-to-cart', ({ itemCount }) => seen.push(itemCount));
    createEmitter('product')('product:added-to-cart', { code: '380021', itemCount: 3 });
    off();
    createEmitter('product')('product:added-to-cart', { code: '380021', itemCount: 4 });
    expect(seen).toEqual([3]);
  });

  test("the types refuse another team's event name", () => {
    const emitProduct = createEmitter('product');
    const emitShell = createEmitter('shell');
    const seen: string[] = [];
    const off = onEvent('shell:missing-view', ({ type }) => seen.push(type));
    // tsc fails this file if these lines type-check: product cannot announce commerce's event
    // @ts-expect-error 'commerce:cart-updated' is not a product event
    emitProduct('commerce:cart-updated', { itemCount: 1 });
    // @ts-expect-error the payload must match the declared shape
    emitShell('shell:missing-view', { kind: 'x' });
    emitShell('shell:missing-view', { type: 'UnknownBlock' });
    off();
    expect(seen).toEqual([undefined, 'UnknownBlock']);
  });
});
