// The remote's embed entry (`embed-app.js`), loaded by `embed.js` (shared/build/src/runtime-loader.mjs),
// which has already defined window.CleEmbed[<remote>] with a mount that waits for this module.
import type { EmbedOptions, Unmount } from '@cle/contracts/page';

export interface EmbedModule {
  mount(el: HTMLElement, options?: EmbedOptions): Unmount;
  lifecycles: unknown;
}

declare global {
  interface Window {
    CleEmbed?: Record<
      string,
      {
        mount(el: HTMLElement, options?: EmbedOptions): Unmount;
        ready: Promise<EmbedModule>;
        resolve(m: EmbedModule): void;
      }
    >;
  }
}

export function registerEmbed(name: string, load: () => Promise<EmbedModule>): void {
  void load().then((m) => {
    const slot = window.CleEmbed?.[name];
    if (!slot) throw new Error(`[${name}] embed-app.js must be loaded through embed.js`);
    slot.resolve(m);
  });
}
