import { colors } from '@cle/ui/theme';

export const calloutCss = (warning: boolean) => ({
  margin: '24px 0',
  padding: '16px 20px',
  borderLeft: `4px solid ${warning ? colors.warning : colors.focus}`,
  background: colors.mist,
});

export const calloutHeadingCss = { margin: '0 0 6px', fontSize: 19 };
