// The CMS's wording of the card a failed element shows (spec 1 §7 component-fallback lookup, §8 'CMS
// content can override the wording'). Asked for once, and only when a card shows: a page that renders
// never fetches it. Until it arrives, or when it cannot be had, the card keeps the spec's own wording.
import { apiRequest } from '@cle/contracts/api-client';
import type { FallbackContent, FallbackWordingSource } from '@cle/ui/error-fallback';

const COMPONENT_FALLBACK_PATH = '/content/component-fallback';

// the schema (and zod) load with the lookup: no page that renders carries them for this
const fetchWording = (): Promise<FallbackContent> =>
  apiRequest(COMPONENT_FALLBACK_PATH, {
    schema: () => import('@cle/contracts/schemas').then((m) => m.ComponentFallbackSchema),
    auth: false,
  });

/** A source for the app's FallbackWordingContext (one per app: it asks once). */
export function createComponentFallbackSource(): FallbackWordingSource {
  let wording: FallbackContent | undefined;
  let asked = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => wording,
    load() {
      if (asked) return;
      asked = true;
      fetchWording().then(
        (w) => {
          wording = w;
          listeners.forEach((l) => l());
        },
        (err: unknown) => console.warn('[shell] the fallback card keeps its own wording', err),
      );
    },
  };
}
