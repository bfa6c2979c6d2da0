import { bareList, colors, focusRing, outlinedButtonCss } from '@cle/ui/theme';

export const volumeBoxCss = { display: 'grid', gap: 8 } as const;

export const volumeHeadingCss = { fontSize: 18, margin: 0 } as const;

export const volumeListCss = { ...bareList, display: 'grid', gap: 4 } as const;

export const volumeExpandToggleCss = { justifySelf: 'start' } as const;

export const tableOfContentsFormCss = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'end',
  marginBottom: 16,
} as const;

export const tableOfContentsLabelCss = { display: 'grid', gap: 4, flex: '1 1 240px', maxWidth: 360 } as const;

export const tableOfContentsInputCss = { font: 'inherit', padding: 8 } as const;

export const tableOfContentsButtonCss = { ...outlinedButtonCss, '&:focus-visible': focusRing } as const;

export const tableOfContentsBoxCss = { display: 'grid', gap: 20 } as const;

export const flushTextCss = { margin: 0 } as const;

export const tableOfContentsTextCss = { margin: '16px 0 0' } as const;

export const testimonialsListCss = { ...bareList, display: 'grid', gap: 20 } as const;

export const testimonialsFigureCss = {
  margin: 0,
  paddingLeft: 16,
  borderLeft: `4px solid ${colors.red}`,
} as const;

export const testimonialsQuoteCss = { margin: 0, fontSize: 17, lineHeight: 1.55 } as const;

export const testimonialsFigcaptionCss = { marginTop: 6, fontSize: 15, color: colors.inkSoft } as const;
