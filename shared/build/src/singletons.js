// The modules every app shares as singletons (decision 003), in one list read by the browser and server
// builds (create-config.js, server-config.js) and by the shell server, which provides them to the
// remotes' server builds from its own node_modules (shell-host/server/federation, decision 050).
'use strict';

const path = require('node:path');

/** Singletons every app shares. Listed one by one, never `...dependencies`. */
// The shell provides all of them in its contracts-runtime chunk, preloaded with every page: a shared
// module the shell does not load would be provided by the first remote that needs it, from a chunk
// that remote fetches only after its remoteEntry.js has run (decision 042).
const SHARED_CONTRACTS = [
  'api-client',
  'auth',
  'cart',
  'events',
  // holds the server render's call context (ServerCallsContext): one copy, or a remote's hook misses it
  'hydration',
  'images',
  'product-types',
  'site',
  'site-parts',
  'swr',
  'toast',
  // not url-actions: a table of messages with no state, bundled by each app that shows them (decision
  // 096); shared, it sat in every page's boot chunk for the few pages whose URL carries an action
];

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'swr',
  '@emotion/react',
  // The JSX runtime every app compiles with (Emotion's `css` prop in two fibers, decision 045): one
  // copy per page, provided by the shell with React.
  '@cle/ui/jsx-runtime',
  // Not singletons by necessity, but shared so a page downloads Emotion's internals once, not once per remote.
  '@emotion/styled',
  '@emotion/cache',
  // Every remote's root (@cle/ui/remote-root) and the shell's boundaries use it: one copy per page, not
  // one in the shell's boot and another in each remote's first chunk.
  'react-error-boundary',
  // The @cle/contracts modules that hold state or carry the shell's runtime (decision 003): one auth
  // store, toast bus, API client config and URL-action queue per page, and the small runtime modules
  // beside them. The schema modules (zod) and other stateless modules are not shared:
  // each app bundles what it parses with, so they sit in the exposed module's own chunks, preloaded
  // with the page, instead of a second wave of shared chunks negotiated after remoteEntry.js (decision 042).
  ...SHARED_CONTRACTS.map((m) => `@cle/contracts/${m}`),
];

/** What the site shares as `react-router-dom`: the browser routing surface (react-router-dom.mjs). */
const ROUTER_SURFACE = path.join(__dirname, 'react-router-dom.mjs');

module.exports = { SHARED_CONTRACTS, SINGLETONS, ROUTER_SURFACE };
