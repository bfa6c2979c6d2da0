// Small line icons drawn inline: no icon font and no request, so an icon never shifts the layout
// or waits on the network. Asking for a name the set does not have is a failed icon load (spec 1 §8):
// it logs 'No icon found' and leaves an empty placeholder of the icon's size, so nothing moves.
import { useEffect } from 'react';

const PATHS: Readonly<Record<string, string>> = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  alert: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  check: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 12l3 3 5-6',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  close: 'M18 6 6 18M6 6l12 12',
};

const NO_ICON_FOUND = 'No icon found';

function hasIcon(name: string): boolean {
  return Object.hasOwn(PATHS, name);
}

export function Icon({ name, size = 20, label }: { name: string; size?: number; label?: string }) {
  const d = hasIcon(name) ? PATHS[name] : undefined;
  useEffect(() => {
    if (!d) console.warn(NO_ICON_FOUND, name);
  }, [d, name]);
  if (!d)
    return (
      <span
        aria-hidden="true"
        data-icon-placeholder={name}
        css={{ display: 'inline-block', width: size, height: size, flex: 'none' }}
      />
    );
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      data-icon={name}
      css={{ flex: 'none' }}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
