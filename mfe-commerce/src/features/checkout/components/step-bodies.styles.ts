import { colors } from '@cle/ui/theme';
import { orderLineCss } from '../../../lib/styles';

export const errorCss = { margin: '8px 0 0', color: colors.red } as const;

export const stepButtonCss = { marginTop: 16 } as const;

export const stepFieldsetCss = { border: 'none', margin: 0, padding: 0 } as const;

export const vatStepTextFieldCss = { margin: '4px 0 8px 24px', maxWidth: 320 } as const;

export const termsStepBoxCss = { marginTop: 8, maxHeight: 240, overflowY: 'auto', fontSize: 14 } as const;

/** The review step's order lines sit closer than the confirmation's. */
export const reviewStepItemCss = { ...orderLineCss, padding: '8px 0' } as const;
