// Async boundary: shared modules negotiate before any app code runs.
import { prewarmIntl } from '@cle/ui/intl';
import { watchPreloadErrors } from './boot/preload-errors';

// before the bootstrap chunk: the route's preloads are still arriving
watchPreloadErrors();
// named: the build lists its chunks in boot-chunks.json for the server to preload
// ICU's data loads in tasks of their own while the boot chunks download, not in a remote's first render
prewarmIntl();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
