// The compliance header: it animates in (S2-TRACKER-67) unless the visitor asks for less motion.
import { keyframes } from '@emotion/react';
import { colors } from '@cle/ui/theme';

const headerIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-6px)' },
  to: { opacity: 1, transform: 'none' },
});

export const header = {
  display: 'grid',
  gap: 8,
  '&[data-animated]': { animation: `${headerIn} 300ms ease-out` },
  '@media (prefers-reduced-motion: reduce)': { '&[data-animated]': { animation: 'none' } },
} as const;
export const flush = { margin: 0 } as const;
export const remaining = (approaching: boolean) =>
  ({ marginLeft: 8, color: approaching ? colors.warning : undefined }) as const;
export const orgMessage = { margin: 0, color: colors.inkSoft } as const;
export const controls = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' } as const;
export const statusLabel = { display: 'grid', gap: 4 } as const;
