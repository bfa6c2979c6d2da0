import { colors } from '@cle/ui/theme';

export const errorCss = { margin: '8px 0 0', color: colors.red } as const;

export const stepButtonCss = { marginTop: 16 } as const;

export const stepFieldsetCss = { border: 'none', margin: 0, padding: 0 } as const;

export const vatStepTextFieldCss = { margin: '4px 0 8px 24px', maxWidth: 320 } as const;

export const termsStepBoxCss = { marginTop: 8, maxHeight: 240, overflowY: 'auto', fontSize: 14 } as const;

export const reviewStepListCss = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const reviewStepItemCss = {
  display: 'flex',
  gap: 12,
  padding: '8px 0',
  borderBottom: `1px solid ${colors.line}`,
} as const;

export const reviewStepLabelCss = { flex: 1 } as const;

export const reviewStepDetailCss = { color: colors.inkSoft } as const;
