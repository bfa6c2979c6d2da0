import { useRobots } from '@cle/ui/robots';

/** While mounted with `noindex`, the page's robots meta says noindex (the shell's tag, changed in place). */
export function useRobotsNoIndex(noindex: boolean): void {
  useRobots(noindex ? 'noindex' : null);
}
