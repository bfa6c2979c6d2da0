import { colors, focusRing, mq } from '@cle/ui/theme';

export const rowErrorInlineErrorCss = { margin: '16px 0' } as const;

export const filtersListCss = {
  listStyle: 'none',
  margin: '0 0 16px',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
} as const;

export const cardCarouselBoxCss = { position: 'relative' } as const;

export const cardCarouselControlsCss = { display: 'flex', gap: 8, justifyContent: 'flex-end' } as const;

export const cardCarouselButtonCss = {
  minWidth: 44,
  minHeight: 44,
  borderRadius: 22,
  border: `2px solid ${colors.ink}`,
  background: colors.paper,
  fontWeight: 700,
  fontSize: 20,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

export const rowShellSectionCss = { margin: '32px 0', [mq.lg]: { margin: '48px 0' } } as const;

export const rowShellHeadingCss = { fontSize: 26, margin: '0 0 12px' } as const;
