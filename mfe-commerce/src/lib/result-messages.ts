// Server result messages on a cart (spec 3 §3: category and message), read the same way by the cart,
// the promo box and the checkout.

export interface ResultMessageLike {
  category: number;
  message: string;
}

/** Server result messages: category 0 is a success, any other category an inline error. */
export function splitResultMessages(messages: readonly ResultMessageLike[]): {
  successes: string[];
  errors: string[];
} {
  return {
    successes: messages.filter((m) => m.category === 0).map((m) => m.message),
    errors: messages.filter((m) => m.category !== 0).map((m) => m.message),
  };
}
