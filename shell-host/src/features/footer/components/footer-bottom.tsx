// The footer's bottom row: the bottom links, privacy choices, the site tour, the legacy-site switch and
// the copyright line.
import type { SiteParts } from '@cle/contracts/schemas';
import { NavListItems } from '../../../components/nav-item';
import { LegacySiteLink } from '../../../legacy/legacy-site-link';
import { SiteTourSlot } from '../../../walkthrough/site-tour-slot';
import { copyrightLine } from '../footer-rules';
import { bottomLinksCss, copyrightCss, footerBottomCss } from './footer-bottom.styles';
import { PrivacyChoices } from './privacy-choices';

export function FooterBottom({ footer }: { footer: SiteParts['footer'] | undefined }) {
  return (
    <div css={footerBottomCss}>
      <ul css={bottomLinksCss}>
        <NavListItems links={footer?.bottomLinks ?? []} />
        <li>
          <PrivacyChoices />
        </li>
        <li>
          <SiteTourSlot />
        </li>
        {footer?.legacySiteLink ? (
          <li>
            <LegacySiteLink link={footer.legacySiteLink} />
          </li>
        ) : null}
      </ul>
      {/* the year of the server's clock and time zone may differ from the visitor's around New Year:
          a hydrating page keeps the server's line then, and no mismatch is reported */}
      <p css={copyrightCss} suppressHydrationWarning>
        {copyrightLine()}
      </p>
    </div>
  );
}
