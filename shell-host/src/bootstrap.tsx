import { configureApi } from '@cle/contracts/api-client';
import { remotesReady } from './federation/remotes';
import { initAuth } from './features/auth/api/auth-start';
import { yieldToMain } from './lib/yield-to-main';
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

// The React tree (react-dom and the shell's components) is evaluated and put on the page in tasks of
// its own, after this chunk's: done in the chunk's task it made a 180-240 ms task at 4x CPU, the
// longest of a page's boot (decision 098). React's own code, then the shell's modules, each in a task:
// together they still made one of 190-200 ms (decision 102). `eager`: no chunk of its own, only a later
// evaluation.
void yieldToMain()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(yieldToMain)
  .then(() => import(/* webpackMode: "eager" */ './boot/mount-shell'))
  .then(({ mountShell }) => mountShell(document.getElementById('root')!));
