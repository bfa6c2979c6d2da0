// The static header that takes a crashed header's place (spec 1 §2; fallback-header.tsx): the logo and
// the built-in menu, nothing dynamic.
import { Link } from 'react-router-dom';
import { bareList, logoLinkCss } from '@cle/ui/theme';
import { FALLBACK_HEADER } from '../fallback-menu';
import { Bar } from '../header.styles';
import { NavListItems } from '../../../components/nav-item';

/** The logo, a link home (the header's own follows the site-wide logo colour). */
function HomeLogo() {
  return (
    <Link to="/" aria-label="PLI home" css={logoLinkCss}>
      PLI
    </Link>
  );
}

/** The header with nothing dynamic in it: logo and the built-in menu. */
export function StaticFallbackHeader() {
  return (
    <header>
      <Bar sticky={false} theme="light">
        <HomeLogo />
        <nav aria-label="Primary">
          <ul css={{ display: 'flex', flexWrap: 'wrap', columnGap: 20, ...bareList }}>
            <NavListItems links={FALLBACK_HEADER.primaryNav} />
          </ul>
        </nav>
      </Bar>
    </header>
  );
}
