import type { Variation } from '../../../lib/product-payload';
import { ACTION_LABEL, waitlistMailto } from '../purchase-rules';
import { waitlistLinkCss } from './panel-body.styles';

/** A full variant's waitlist mail (spec 3 §4.3, §8); without the site's address, a warning and nothing. */
export function WaitlistLink({ supportEmail, variant: v }: { supportEmail?: string; variant: Variation }) {
  if (!supportEmail) {
    console.warn(`[product] no waitlist address for ${v.code}`);
    return null;
  }
  return (
    <a href={waitlistMailto(supportEmail, v.displayName, v.code)} css={waitlistLinkCss}>
      {ACTION_LABEL.waitlist}
    </a>
  );
}
