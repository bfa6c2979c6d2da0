// Spec 1 §9: header menus open when a mouse rests on them for 250 ms and close 500 ms after it leaves,
// so a pointer passing over the bar opens nothing and one crossing the gap to the panel keeps it open.
// Only a mouse hovers: touch and pen taps, and the keyboard, keep the button's click and Escape.

/** S1-CONST-03 */
const HOVER_OPEN_DELAY_MS = 250;
/** S1-CONST-04 */
const HOVER_CLOSE_DELAY_MS = 500;

export interface HoverIntent {
  /** the pointer entered the button or its panel */
  enter: () => void;
  /** the pointer left the button or its panel */
  leave: () => void;
  /** drops whatever is pending (a click decided, or the menu is going away) */
  cancel: () => void;
}

/** One pending timer at a time: entering cancels a pending close, leaving a pending open. */
export function createHoverIntent(open: () => void, close: () => void): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const after = (ms: number, run: () => void) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, ms);
  };
  return {
    enter: () => after(HOVER_OPEN_DELAY_MS, open),
    leave: () => after(HOVER_CLOSE_DELAY_MS, close),
    cancel,
  };
}

/** Hover is a mouse's: a tap fires pointerenter too, and must stay a plain click. */
export const isMouse = (e: { pointerType: string }) => e.pointerType === 'mouse';
