// Async boundary: shared modules negotiate before any app code runs.
import { prewarmIntl, seedIntl } from '@cle/ui/intl-seed';
import { watchPreloadErrors } from './boot/preload-errors';
import { readIntlSeed, SSR_ROOT_ATTRIBUTE } from './boot/ssr-data';

// before the bootstrap chunk: the route's preloads are still arriving
watchPreloadErrors();
// named: the build lists its chunks in boot-chunks.json for the server to preload.
// In a task of its own: the share negotiation the import starts (Module Federation's loadShare for
// each shared module the bootstrap chunk consumes) no longer lengthens this file's evaluation task,
// the longest of a phone's cold load (decision 043).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
// A server-rendered page's hydrating render reads the strings its server render formatted, so it
// builds no Intl object (and ICU's data does not load during the page's load, decision 092). On a
// page the browser renders itself, ICU's data loads in tasks of their own while the boot chunks
// download, not in a remote's first render.
if (document.documentElement.hasAttribute(SSR_ROOT_ATTRIBUTE)) seedIntl(readIntlSeed(document));
else prewarmIntl();
