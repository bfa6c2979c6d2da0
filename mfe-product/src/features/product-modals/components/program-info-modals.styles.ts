import { bareList, colors } from '@cle/ui/theme';

export const rowCss = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 16,
  padding: '8px 0',
  borderBottom: `1px solid ${colors.line}`,
} as const;

export const boldTextCss = { margin: 0, fontWeight: 700 } as const;

export const runtimeModalListCss = { ...bareList } as const;

export const runtimeModalLabelCss = { whiteSpace: 'nowrap' } as const;

export const creditModalListCss = { ...bareList, maxHeight: '50vh', overflowY: 'auto' } as const;

export const creditModalLabelCss = { fontWeight: 600 } as const;

export const flushTextCss = { margin: 0 } as const;
