// The exposed product page in a process whose auth store holds a signed-in person, as a long-lived
// server process's module could (and a browser's does once the shell signs someone in): the server
// render must not show them, the browser's hydration must match the server, and then fill them in.
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import ProductPage from '../exposes/product-page';

export const SIGNED_IN = {
  ...ANONYMOUS,
  ready: true,
  token: 'token-of-irene',
  name: 'Irene Member',
  individualSk: 'ind-424242',
  sub: 'sub-424242',
  claimFetched: true,
  isPm: true,
};

authStore.set(SIGNED_IN);

export default ProductPage;
