import { colors, focusRing } from '@cle/ui/theme';

/**
 * The frame of a card in a content row or a grid of results: the search card (ProductTile), the
 * skeleton that stands in for it, a faculty card. Full height of its cell, a thin line, rounded
 * corners, and a focus ring round the whole card when its link or a button in it has focus.
 */
export const rowCardFrameCss = {
  position: 'relative',
  height: '100%',
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  '&:focus-within': { boxShadow: `0 0 0 3px ${colors.focus}` },
} as const;

export const tileCss = {
  ...rowCardFrameCss,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: colors.paper,
  color: colors.ink,
} as const;

/** The type band: taller by the card's size when there is no image. */
export const bandCss = (band: string, minHeight: number) =>
  ({
    background: band,
    color: colors.paper,
    minHeight,
    padding: '12px 16px',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: 8,
    fontSize: 13,
    textTransform: 'uppercase',
    letterSpacing: 0.6,
    fontWeight: 700,
  }) as const;

export const bodyCss = { padding: 16, display: 'grid', gap: 6, alignContent: 'start', flex: 1 } as const;
export const tagCss = {
  margin: 0,
  justifySelf: 'start',
  background: colors.red,
  color: colors.paper,
  fontSize: 12,
  fontWeight: 700,
  padding: '2px 8px',
  borderRadius: 12,
} as const;
export const formatCss = { margin: 0, fontSize: 13, color: colors.inkSoft } as const;
export const headingCss = (large: boolean) =>
  ({ margin: 0, fontSize: large ? 22 : 17, lineHeight: 1.3 }) as const;
export const titleLinkCss = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', color: colors.red },
  '&:focus-visible': focusRing,
  // the whole card is clickable through the title link
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const;
export const datesCss = { margin: 0, fontWeight: 600, fontSize: 14 } as const;
export const creditsCss = { margin: 0, fontSize: 14 } as const;
export const priceCss = { margin: 0, fontSize: 14, color: colors.inkSoft } as const;
