import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { cspStyleNonce } from '@cle/ui/csp-nonce';
import { configureApi } from '@cle/contracts/api-client';
import { remotesReady } from './federation/remotes';
import { initAuth } from './auth/auth-start';
import { App } from './app';
import { bootFallback } from './boot/boot-data';
import { consoleReporter, setErrorReporter } from '@cle/ui/error-reporting';
import type { ErrorReporter } from '@cle/ui/error-reporting';

configureApi({ baseUrl: '/api' });
// the operator's API timeout, when config.json names one (decision 031); no config, no change
window.__CLE_CONFIG__?.then(
  ({ apiTimeoutMs }) => (apiTimeoutMs ?? 0) > 0 && configureApi({ timeoutMs: apiTimeoutMs }),
  () => undefined,
);
// every error boundary on the page reports through the shell (decision 031); the reporter's code
// loads with the first error, so a page that never fails never downloads it
let shellReporter: Promise<ErrorReporter> | undefined;
setErrorReporter((error, info) => {
  shellReporter ??= import(/* webpackChunkName: "error-reporter" */ './boot/error-reporter').then((m) =>
    m.createShellReporter({ apiBase: '/api' }),
  );
  shellReporter.then(
    (report) => report(error, info),
    () => consoleReporter(error, info),
  );
});
void remotesReady();
// Sign-in state is settled in parallel; the render mode shows a loading layout until it is.
initAuth().catch((err: unknown) => console.error('[auth] start-up failed', err));

const el = document.getElementById('root')!;
// The shell's own styles carry the page's CSP nonce (style-src has no 'unsafe-inline').
const styleCache = createCache({ key: 'css', nonce: cspStyleNonce() });
// The chrome renders once, with its banners and site parts (no layout shift when they arrive).
// As a transition, React renders the first page in slices of a few milliseconds instead of one long
// task (a phone's main thread stays free for input); the static header in #root stays until React's
// first commit replaces it.
void bootFallback().then((fallback) => {
  const root = createRoot(el);
  startTransition(() =>
    root.render(
      <CacheProvider value={styleCache}>
        <SWRConfig value={{ fallback }}>
          <App />
        </SWRConfig>
      </CacheProvider>,
    ),
  );
});
