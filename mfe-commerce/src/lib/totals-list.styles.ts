import { colors } from '@cle/ui/theme';

export const ruled = { borderTop: `1px solid ${colors.line}`, paddingTop: 8 } as const;

export const totalsListRowCss = { display: 'contents' } as const;

export const totalsListValueCss = { margin: 0, textAlign: 'right' } as const;

export const totalsListTotalRowCss = { display: 'contents', fontWeight: 700, fontSize: 18 } as const;

export const totalsListTotalValueCss = { margin: 0, textAlign: 'right', ...ruled } as const;
