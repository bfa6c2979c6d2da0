// Test-only: jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Import this
// first in a test that renders routed components (until the root jest.setup.ts provides them).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
