import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { configureApi } from '@cle/contracts/api-client';
import { remotesReady } from './federation/remotes';
import { initAuth } from './auth/auth-start';
import { App } from './app';
import { bootFallback } from './boot/boot-data';

configureApi({ baseUrl: '/api' });
void remotesReady();
// Sign-in state is settled in parallel; the render mode shows a loading layout until it is.
initAuth().catch((err: unknown) => console.error('[auth] start-up failed', err));

// The chrome renders once, with its banners and site parts (no layout shift when they arrive).
void bootFallback().then((fallback) => {
  const el = document.getElementById('root')!;
  el.replaceChildren();
  createRoot(el).render(
    <SWRConfig value={{ fallback }}>
      <App />
    </SWRConfig>,
  );
});
