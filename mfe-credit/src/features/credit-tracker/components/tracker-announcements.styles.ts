// The announcements carousel, its clamped card bodies and the side panel.
import { bareList, colors, linkButtonCss } from '@cle/ui/theme';
import { LARGE_SCREEN_MIN_PX } from '../tracker-rules';

export const body = (smallLines: number, largeLines: number) =>
  ({
    margin: '6px 0 0',
    fontSize: 14,
    lineHeight: 1.4,
    display: '-webkit-box',
    WebkitLineClamp: smallLines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    [`@media (min-width: ${LARGE_SCREEN_MIN_PX}px)`]: { WebkitLineClamp: largeLines },
  }) as const;
export const toggle = { ...linkButtonCss, fontSize: 13 } as const;
export const newBadge = {
  background: colors.red,
  color: colors.paper,
  fontSize: 11,
  padding: '2px 6px',
  borderRadius: 3,
  marginLeft: 8,
} as const;
export const section = { display: 'grid', gap: 8 } as const;
export const carousel = { ...bareList, display: 'flex', gap: 12, overflowX: 'auto' } as const;
// carousel cards of one width, so the line clamps mean the same on every card
export const card = {
  flex: '0 0 min(320px, 85vw)',
  border: `1px solid ${colors.line}`,
  padding: 12,
} as const;
export const panel = { padding: 24, display: 'grid', gap: 12 } as const;
export const flush = { margin: 0 } as const;
export const panelItemTitle = { margin: 0, fontSize: 16 } as const;
