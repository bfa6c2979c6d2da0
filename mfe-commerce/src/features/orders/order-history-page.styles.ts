import { colors } from '@cle/ui/theme';

export const cell = {
  padding: '10px 12px',
  borderBottom: `1px solid ${colors.line}`,
  textAlign: 'left',
} as const;

export const orderHistoryViewTableCss = { borderCollapse: 'collapse', width: '100%', maxWidth: 800 } as const;

export const orderHistoryViewCaptionCss = {
  textAlign: 'left',
  marginBottom: 8,
  color: colors.inkSoft,
} as const;

export const orderHistoryViewHeaderCellCss = { ...cell, textAlign: 'right' } as const;

export const orderHistoryViewHeadingCss = { fontSize: 32, margin: '0 0 16px' } as const;
