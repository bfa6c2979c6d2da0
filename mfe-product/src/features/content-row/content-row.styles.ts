import { bareList, colors, focusRing, mq } from '@cle/ui/theme';
import { rowCardFrameCss } from '../../components/product-tile.styles';

export const standardRowListCss = {
  ...bareList,
  display: 'grid',
  gap: 16,
  [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
  [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
} as const;

/** A faculty card: the search card's frame (the row's other cards), its content in a grid. */
export const facultyCardArticleCss = {
  ...rowCardFrameCss,
  padding: 16,
  display: 'grid',
  gap: 6,
  alignContent: 'start',
} as const;

export const facultyCardImageCss = { borderRadius: '50%' } as const;

export const facultyCardLabelCss = {
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: colors.charcoal,
  color: colors.paper,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
  fontSize: 20,
} as const;

export const facultyCardHeadingCss = { margin: 0, fontSize: 17 } as const;

export const facultyCardLinkCss = {
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', color: colors.red },
  '&:focus-visible': focusRing,
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const;

export const facultyCardTextCss = { margin: 0, fontSize: 14 } as const;

export const facultyCardAffiliationTextCss = { margin: 0, fontSize: 14, color: colors.inkSoft } as const;

export const libraryFallbackBlockSectionCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  padding: 20,
  margin: '16px 0',
} as const;

export const libraryFallbackBlockHeadingCss = { margin: '0 0 8px', fontSize: 20 } as const;

export const libraryFallbackBlockTextCss = { margin: '0 0 8px' } as const;

export const libraryFallbackBlockLinkCss = {
  color: colors.red,
  fontWeight: 700,
  '&:focus-visible': focusRing,
} as const;
