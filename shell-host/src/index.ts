// Async boundary: shared modules negotiate before any app code runs.
import { prewarmIntl } from '@cle/ui/intl';
import { watchPreloadErrors } from './boot/preload-errors';

// before the bootstrap chunk: the route's preloads are still arriving
watchPreloadErrors();
// named: the build lists its chunks in boot-chunks.json for the server to preload.
// In a task of its own: the share negotiation the import starts (Module Federation's loadShare for
// each shared module the bootstrap chunk consumes) no longer lengthens this file's evaluation task,
// the longest of a phone's cold load (decision 043).
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
// ICU's data loads in tasks of their own while the boot chunks download, not in a remote's first render
prewarmIntl();
