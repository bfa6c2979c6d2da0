import { colors } from '@cle/ui/theme';
import type { SiteState } from '../../../lib/site-state';

/** The logo in the site-wide logo colour (a page may ask for white on a dark hero). */
export const siteLogoCss = (logoColor: SiteState['logoColor']) => ({
  color: logoColor === 'white' ? colors.paper : colors.red,
  fontWeight: 800,
  fontSize: 26,
  textDecoration: 'none',
  letterSpacing: 1,
});
