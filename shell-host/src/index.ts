// Async boundary: shared modules negotiate before any app code runs.
// named: the build lists its chunks in boot-chunks.json for the server to preload
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
