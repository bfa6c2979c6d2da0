import '@testing-library/jest-dom';

// react-router 7 needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s, not 1 s: on CI's two loaded cores a page's first render (its lazy
// chunks, SWR's first answers) took longer than 1 s (product-registration's first test); a passing test
// waits no longer for it.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
