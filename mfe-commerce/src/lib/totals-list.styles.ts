import { colors } from '@cle/ui/theme';

const ruled = { borderTop: `1px solid ${colors.line}`, paddingTop: 8 } as const;

export const totalsListRowCss = { display: 'contents' } as const;

export const totalsListValueCss = { margin: 0, textAlign: 'right' } as const;

/** the total's row: bold, its label and value under a rule */
export const totalsListTotalRowCss = {
  display: 'contents',
  fontWeight: 700,
  fontSize: 18,
  '& > dt': ruled,
} as const;

export const totalsListTotalValueCss = { margin: 0, textAlign: 'right', ...ruled } as const;
