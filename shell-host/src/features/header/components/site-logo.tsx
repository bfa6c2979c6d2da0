// The header's logo, a link home in the site-wide logo colour (spec 1 §3 logoColor).
import { Link } from 'react-router-dom';
import { useSiteState } from '../../../lib/site-state';
import { siteLogoCss } from './site-logo.styles';

export function SiteLogo() {
  const logoColor = useSiteState((s) => s.logoColor);
  return (
    <Link to="/" aria-label="PLI home" data-logo-color={logoColor} css={siteLogoCss(logoColor)}>
      PLI
    </Link>
  );
}
