// The membership notes beside a product's panel (spec 3 §6): the plus info tout for everyone but plus
// subscribers, a member's discount advice, and on an on-demand program the notice linking to #segments
// (spec 3 §2.1); the profile's content opt-outs switch the last two off.
import { Link } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { colors } from '@cle/ui/theme';
import type { Variation } from '../../../lib/product-payload';
import {
  DISCOUNT_ADVICE_TEXT,
  membershipClass,
  PLUS_TOUT_LINK,
  PLUS_TOUT_TEXT,
  SEGMENT_NOTICE_LINK,
  SEGMENT_NOTICE_TEXT,
  showsDiscountAdvice,
  showsPlusTout,
  showsSegmentNotice,
} from '../membership-rules';
import { MEMBERSHIP_PRODUCT_PAGE } from '../product-kind';
import { linkCss } from './sections.styles';
import { useProfile } from '../api/use-profile';

const note = { margin: 0, padding: 16, borderRadius: 8, background: colors.mist, fontSize: 15 } as const;

export function MembershipNotes({
  variation,
  segments = [],
}: {
  variation: Variation;
  /** an on-demand program's segments (the segment notice) */
  segments?: readonly { retail: boolean }[];
}) {
  const auth = useAuth();
  const { contentOptOut, settled } = useProfile();
  // spec 1 §2 (S1-ROUTES-27): the plus membership info page is the site labels' to name
  const plusInfoPage = useSiteLabels().data?.plusMembershipInfoPage ?? MEMBERSHIP_PRODUCT_PAGE;
  // claims or opt-outs still loading: say nothing rather than the wrong thing
  if (!settled || (auth.isAuthenticated && !auth.claimFetched)) return null;
  const cls = membershipClass(auth);
  return (
    <>
      {showsSegmentNotice(segments, contentOptOut) ? (
        <p css={note} data-note="segment-notice">
          {SEGMENT_NOTICE_TEXT}{' '}
          <a href="#segments" css={linkCss}>
            {SEGMENT_NOTICE_LINK}
          </a>
        </p>
      ) : null}
      {showsDiscountAdvice(cls, variation, contentOptOut) ? (
        <p css={note} data-note="discount-advice">
          {DISCOUNT_ADVICE_TEXT}
        </p>
      ) : null}
      {showsPlusTout(cls) ? (
        <aside aria-label="PLI PLUS membership" css={{ ...note, display: 'grid', gap: 6 }}>
          <p css={{ margin: 0 }}>{PLUS_TOUT_TEXT}</p>
          <Link to={plusInfoPage} css={linkCss}>
            {PLUS_TOUT_LINK}
          </Link>
        </aside>
      ) : null}
    </>
  );
}
