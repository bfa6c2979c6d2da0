// The integrator's script (`embed.js`): puts `CleEmbed['<remote>']` on window with a mount that
// waits for the remote's embed module, so a page can call it as soon as the script has run.
import type { EmbedOptions, Unmount } from '@cle/contracts/page';

interface EmbedModule {
  mount(el: HTMLElement, options?: EmbedOptions): Unmount;
  lifecycles: unknown;
}

declare global {
  interface Window {
    CleEmbed?: Record<
      string,
      { mount(el: HTMLElement, options?: EmbedOptions): Unmount; ready: Promise<EmbedModule> }
    >;
  }
}

export function registerEmbed(name: string, load: () => Promise<EmbedModule>): void {
  const ready = load();
  window.CleEmbed ??= {};
  window.CleEmbed[name] = {
    ready,
    mount(el, options) {
      let unmount: Unmount | null = null;
      let cancelled = false;
      void ready.then((m) => {
        if (!cancelled) unmount = m.mount(el, options);
      });
      return () => {
        cancelled = true;
        unmount?.();
      };
    },
  };
  window.dispatchEvent(new CustomEvent('cle:embed-ready', { detail: { name } }));
}
