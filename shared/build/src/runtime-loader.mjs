// `embed.js`, the one script an integrator (or the remote's own standalone page) loads.
// It provides the Module Federation runtime the remote expects (remotes are built with
// externalRuntime and normally borrow the shell's), defines window.CleEmbed[<remote>] at once so
// a page can call mount() right away, then loads the remote's embed entry next to this script.
import * as runtimeCore from '@module-federation/runtime-core';

const name = __APP_NAME__;
globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const here = document.currentScript ? document.currentScript.src : location.href;
let resolveModule;
const ready = new Promise((resolve) => {
  resolveModule = resolve;
});

window.CleEmbed = window.CleEmbed || {};
window.CleEmbed[name] = {
  ready,
  /** mount(el, options) => unmount; works before the remote has finished loading */
  mount(el, options) {
    let unmount = null;
    let cancelled = false;
    ready.then((m) => {
      if (!cancelled) unmount = m.mount(el, options);
    });
    return () => {
      cancelled = true;
      if (unmount) unmount();
    };
  },
  /** called by the remote's embed entry once its module is loaded */
  resolve: resolveModule,
};

const script = document.createElement('script');
script.src = new URL('embed-app.js', here).href;
script.async = true;
script.onerror = () => console.error(`[${name}] could not load ${script.src}`);
document.head.appendChild(script);
