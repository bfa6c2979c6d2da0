// Which remote slots the server rendered, and with what. On the server, the shell server loads each
// slot's module from the remote's verified server build before rendering and hands the modules to
// RemoteSlot through this context; it lists the slots it filled in the SWR fallback it sends the
// browser, which loads those modules before hydrating, so its first render draws them exactly as the
// server did. A slot the server left to the browser (a remote with no server build, slow, failing or
// refused) rendered its skeleton there, and draws its skeleton while hydrating too.
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import { useSWRConfig } from 'swr';
import { useHydratingView } from '@cle/contracts/hydration';

export type ExposedModule = { default: ComponentType<never> };

/** The SWR fallback entry listing the slots the server rendered ('mfe_product/./ProductPage'). */
export const SERVER_SLOTS_KEY = '$server-slots';

export const slotKey = (remote: string, module: string) => `${remote}/${module}`;

/** Server only: the modules loaded for this request, by slot key. */
export const ServerModulesContext = createContext<ReadonlyMap<string, ExposedModule> | null>(null);

/** The slots the server rendered, as the fallback it rendered with says. */
export function serverRenderedSlots(fallback: Record<string, unknown> | undefined): string[] {
  const slots = fallback?.[SERVER_SLOTS_KEY];
  return Array.isArray(slots) ? slots.filter((s): s is string => typeof s === 'string') : [];
}

export type ServerSlot =
  /** rendering on the server: the module loaded for this slot, or null (the skeleton goes out) */
  | { phase: 'server'; module: ExposedModule | null }
  /** the browser's hydrating render: whether the server drew this slot's content */
  | { phase: 'hydrating'; rendered: boolean }
  /** any later render: the slot loads as it always has */
  | { phase: 'browser' };

export function useServerSlot(remote: string, module: string): ServerSlot {
  const serverSide = useHydratingView();
  const modules = useContext(ServerModulesContext);
  const { fallback } = useSWRConfig();
  const key = slotKey(remote, module);
  if (modules) return { phase: 'server', module: modules.get(key) ?? null };
  if (!serverSide) return { phase: 'browser' };
  return {
    phase: 'hydrating',
    rendered: serverRenderedSlots(fallback as Record<string, unknown> | undefined).includes(key),
  };
}
