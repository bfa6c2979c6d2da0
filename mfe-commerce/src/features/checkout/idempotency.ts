// One Idempotency-Key per checkout attempt: a double click or a retry of the same order sends the same
// key (the API then answers the order it already placed); a changed order gets a new key.
export interface IdempotencyKeys {
  /** the key for this request body: the previous key while the body is unchanged */
  keyFor(body: unknown): string;
  /** forget the key (after an order was placed) */
  reset(): void;
}

export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const serialized = JSON.stringify(body);
      if (!current || current.body !== serialized) current = { body: serialized, key: newKey() };
      return current.key;
    },
    reset() {
      current = null;
    },
  };
}
