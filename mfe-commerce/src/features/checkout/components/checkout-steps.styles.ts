import { redLinkButtonCss } from '../../../lib/styles';
import { colors } from '@cle/ui/theme';

export const checkoutStepSectionBoxCss = { display: 'flex', alignItems: 'baseline', gap: 12 } as const;

export const checkoutStepSectionButtonCss = { ...redLinkButtonCss, fontWeight: 600 } as const;

export const checkoutStepBodyCss = { marginTop: 12 } as const;

export const summaryBoxCss = { marginTop: 8, color: colors.inkSoft } as const;
