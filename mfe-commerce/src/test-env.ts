// Test-only: react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide. Import this
// first in a test that renders routed components (imports run in order).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
