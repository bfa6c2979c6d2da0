import { createHoverIntent, isMouse } from './hover-intent';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('hover intent (spec 1 §9)', () => {
  test('[S1-CONST-03] the hover open delay is 250 ms', () => {
    const open = jest.fn();
    const intent = createHoverIntent(open, jest.fn());
    intent.enter();
    jest.advanceTimersByTime(249);
    expect(open).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  test('[S1-CONST-03] a pointer passing over (leaving within 250 ms) opens nothing', () => {
    const open = jest.fn();
    const close = jest.fn();
    const intent = createHoverIntent(open, close);
    intent.enter();
    jest.advanceTimersByTime(200);
    intent.leave();
    jest.advanceTimersByTime(2000);
    expect(open).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1); // closing what is not open is harmless
  });

  test('[S1-CONST-04] the hover close delay is 500 ms; coming back within it keeps the menu open', () => {
    const close = jest.fn();
    const intent = createHoverIntent(jest.fn(), close);
    intent.leave();
    jest.advanceTimersByTime(499);
    expect(close).not.toHaveBeenCalled();
    intent.enter(); // the pointer reached the panel
    jest.advanceTimersByTime(1000);
    expect(close).not.toHaveBeenCalled();
    intent.leave();
    jest.advanceTimersByTime(500);
    expect(close).toHaveBeenCalledTimes(1);
  });

  test('[S1-CONST-04] cancel drops a pending close', () => {
    const close = jest.fn();
    const intent = createHoverIntent(jest.fn(), close);
    intent.leave();
    intent.cancel();
    jest.advanceTimersByTime(1000);
    expect(close).not.toHaveBeenCalled();
  });

  test('only a mouse hovers: touch and pen keep the click', () => {
    expect(isMouse({ pointerType: 'mouse' })).toBe(true);
    expect(isMouse({ pointerType: 'touch' })).toBe(false);
    expect(isMouse({ pointerType: 'pen' })).toBe(false);
  });
});
