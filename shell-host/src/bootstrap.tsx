import { createRoot } from 'react-dom/client';
import { configureApi } from '@cle/contracts/api-client';
import { remotesReady } from './federation/remotes';
import { initAuth } from './auth/auth-start';
import { App } from './app';

configureApi({ baseUrl: '/api' });
void remotesReady();
// Sign-in state is settled in parallel; the render mode shows a loading layout until it is.
initAuth().catch((err: unknown) => console.error('[auth] start-up failed', err));

const el = document.getElementById('root')!;
el.replaceChildren();
createRoot(el).render(<App />);
