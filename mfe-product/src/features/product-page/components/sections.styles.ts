import { bareList, colors, focusRing, linkButtonCss, mq } from '@cle/ui/theme';

/** The uppercase line above a product page's title (its format or series): a size up from the kit's eyebrowCss for list items. */
export const pageEyebrowCss = {
  margin: 0,
  fontSize: 14,
  textTransform: 'uppercase',
  letterSpacing: 0.6,
  color: colors.inkSoft,
} as const;

export const linkCss = {
  color: 'inherit',
  textDecorationThickness: 1,
  textUnderlineOffset: 3,
  '&:hover': { color: colors.red },
  '&:focus-visible': focusRing,
} as const;

export const textButtonCss = {
  ...linkButtonCss,
  color: 'inherit',
  fontWeight: 700,
  textUnderlineOffset: 3,
} as const;

export const sectionHeadingCss = { fontSize: 24, margin: '0 0 16px' } as const;

export const overviewBoxCss = { display: 'grid', gap: 16, lineHeight: 1.6, fontSize: 17 } as const;

export const overviewHeadingCss = { fontSize: 18, margin: '0 0 6px' } as const;

export const flushTextCss = { margin: 0 } as const;

export const creditDetailsCss = { display: 'grid', gap: 12 } as const;

export const creditDetailsTextCss = { margin: 0, fontWeight: 600 } as const;

export const creditTableScrollCss = { overflowX: 'auto' } as const;

export const creditDetailsTableCss = { width: '100%', borderCollapse: 'collapse', fontSize: 15 } as const;

export const creditDetailsCaptionCss = {
  textAlign: 'left',
  fontSize: 14,
  paddingBottom: 8,
  opacity: 0.8,
} as const;

export const creditDetailsHeaderCellCss = {
  textAlign: 'left',
  padding: '8px 12px 8px 0',
  borderBottom: `2px solid ${colors.line}`,
} as const;

export const creditDetailsNameHeaderCellCss = {
  textAlign: 'left',
  fontWeight: 600,
  padding: '8px 12px 8px 0',
} as const;

export const creditDetailsLabelCss = { display: 'block', fontSize: 13, fontWeight: 400 } as const;

export const creditDetailsCellCss = { padding: '8px 12px 8px 0' } as const;

export const creditDetailsStatusCellCss = { padding: '8px 0' } as const;

export const segmentListCss = { ...bareList, display: 'grid', gap: 12 } as const;

export const segmentListTextCss = {
  margin: 0,
  fontSize: 13,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
  opacity: 0.8,
} as const;

export const segmentListHeadingCss = { margin: 0, fontSize: 17 } as const;

export const segmentListLinkListTextCss = { margin: 0, fontSize: 14 } as const;

export const facultyListCss = {
  ...bareList,
  display: 'grid',
  gap: 16,
  [mq.sm700]: { gridTemplateColumns: '1fr 1fr' },
} as const;

export const facultyListItemCss = { display: 'grid', gap: 2 } as const;

export const facultyListLinkCss = { ...linkCss, fontWeight: 700, fontSize: 17 } as const;

export const facultyListLabelCss = { fontSize: 13, fontWeight: 700, color: colors.red } as const;

export const facultyListTitleLabelCss = { fontSize: 15 } as const;
