import { colors } from '@cle/ui/theme';

export const orderConfirmationViewHeadingCss = { fontSize: 32, margin: '0 0 16px' } as const;

export const orderDetailsBoxCss = { display: 'grid', gap: 24 } as const;

export const orderDetailsTextCss = { margin: 0, fontSize: 18 } as const;

export const orderDetailsHeadingCss = { fontSize: 20, margin: '0 0 8px' } as const;

export const orderDetailsListCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${colors.line}`,
} as const;

export const orderDetailsItemCss = {
  display: 'flex',
  gap: 12,
  padding: '10px 0',
  borderBottom: `1px solid ${colors.line}`,
} as const;

export const orderDetailsLabelCss = { flex: 1 } as const;

export const orderDetailsDetailCss = { color: colors.inkSoft } as const;

export const orderDetailsAddressCss = { fontStyle: 'normal' } as const;

export const flushTextCss = { margin: 0 } as const;
