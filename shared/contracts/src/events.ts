// Every cross-team event, declared once. Names are `<team>:<event>`; payloads are typed.
export interface CleEvents {
  'search:open': { query?: string };
  'search:close': Record<string, never>;
  'commerce:cart-updated': { itemCount: number };
  'library:item-saved': { itemPk: string; saved: boolean };
  'shell:page-changed': { path: string };
}

export type CleEventName = keyof CleEvents;

export function emitEvent<K extends CleEventName>(name: K, detail: CleEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onEvent<K extends CleEventName>(
  name: K,
  handler: (detail: CleEvents[K]) => void,
): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<CleEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
