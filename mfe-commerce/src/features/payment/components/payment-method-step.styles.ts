import { colors } from '@cle/ui/theme';

export const paymentMethodStepBoxCss = { display: 'grid', gap: 16 } as const;

export const paymentMethodStepFieldsetCss = {
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
} as const;

export const paymentMethodStepLegendCss = { fontWeight: 600, marginBottom: 8 } as const;

export const paymentMethodStepTextCss = {
  margin: 0,
  padding: 12,
  background: colors.mist,
  borderLeft: `4px solid ${colors.warning}`,
} as const;

export const paymentMethodStepSectionCss = { display: 'grid', gap: 12 } as const;

export const paymentMethodStepHeadingCss = { margin: 0, fontSize: 18 } as const;
