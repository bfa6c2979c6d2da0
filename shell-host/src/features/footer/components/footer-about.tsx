// The footer's first column: the logo, a link home, and the site's description (site parts).
import { Link } from 'react-router-dom';
import { footerDescriptionCss, footerLogoCss } from './footer-about.styles';

export function FooterAbout({ description }: { description: string | undefined }) {
  return (
    <div>
      <Link to="/" aria-label="PLI home" css={footerLogoCss}>
        PLI
      </Link>
      <p css={footerDescriptionCss}>{description}</p>
    </div>
  );
}
