// Async boundary: shared modules negotiate before any app code runs.
import { watchPreloadErrors } from './boot/preload-errors';

// before the bootstrap chunk: the route's preloads are still arriving
watchPreloadErrors();
// named: the build lists its chunks in boot-chunks.json for the server to preload
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
