import { bareList, colors, focusRing, mq } from '@cle/ui/theme';

export const groupBoxCss = { display: 'grid', gap: 8, alignContent: 'start' } as const;

export const groupHeadingCss = { margin: 0, fontSize: 16 } as const;

export const chipsListCss = { ...bareList, display: 'flex', gap: 6, flexWrap: 'wrap' } as const;

export const chipsButtonCss = {
  font: 'inherit',
  fontSize: 14,
  padding: '4px 10px',
  borderRadius: 14,
  border: 0,
  background: colors.ink,
  color: colors.paper,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

export const checkboxLabelCss = { flex: 1 } as const;

export const checkboxCountLabelCss = { color: colors.inkSoft, fontSize: 13 } as const;

export const overlayFilterPanelSectionCss = { maxWidth: 1000, margin: '32px auto 0' } as const;

export const overlayFilterPanelBoxCss = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: 12,
} as const;

export const overlayFilterPanelHeadingCss = { fontSize: 18, margin: '0 0 16px' } as const;

export const overlayFilterPanelGroupBoxCss = {
  display: 'grid',
  gap: 24,
  [mq.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
} as const;
