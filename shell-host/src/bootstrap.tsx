import { createRoot } from 'react-dom/client';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { configureApi } from '@cle/contracts/api-client';
import { remotesReady } from './federation/remotes';
import { App } from './app';

configureApi({ baseUrl: '/api' });
// Sign-in arrives with the identity provider (next issue); until then every visitor is anonymous.
authStore.set(ANONYMOUS);
void remotesReady();

const el = document.getElementById('root')!;
el.replaceChildren();
createRoot(el).render(<App />);
