// jsdom with Node's own fetch stack. MSW 2 intercepts Node's fetch (undici), whose Request, Response,
// streams and AbortSignal must all come from the same realm: jsdom's AbortSignal, for one, is refused
// by Node's fetch. So the test realm gets Node's versions of exactly these globals. FormData, Blob and
// File stay jsdom's: React builds FormData from jsdom form elements.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class NodeFetchJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = NodeFetchJsdomEnvironment;
