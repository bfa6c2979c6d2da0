// The sandbox's refusals: a 4xx with a message (and the card fields at fault), as its JSON errors say.
import { timingSafeEqual } from 'node:crypto';

export class BadRequest extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Compares secrets in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
