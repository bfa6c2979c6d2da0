// A book page's side panel (spec 3 §2.1, §4.3): the purchase panel, the publication access note, the
// membership notes and, for books ordered by phone, the customer service line.
import type { Variation } from '../../../lib/product-payload';
import { showsOrderNotice } from '../content-rules';
import { MembershipNotes } from './membership-notes';
import { PublicationAccessNote } from './publication-access-note';
import { PurchasePanel } from './purchase-panel';
import { linkCss } from './sections.styles';
import { orderNoticeCss } from './book-side-panel.styles';

export interface BookPageLabels {
  customerServicePhone?: string;
  customerServiceEmail?: string;
  cartUrl?: string;
  searchPage?: string;
}

export function BookSidePanel({
  variation: v,
  variants,
  now,
  labels,
}: {
  variation: Variation;
  /** the purchase panel's options */
  variants: Variation[];
  now: number;
  labels: BookPageLabels;
}) {
  const { customerServicePhone: phone, customerServiceEmail: email } = labels;
  return (
    <>
      <PurchasePanel
        kind="book"
        title={v.displayName}
        variants={variants}
        currentCode={v.code}
        now={now}
        cartUrl={labels.cartUrl}
      />
      <PublicationAccessNote variant={v} variants={variants} now={now} />
      <MembershipNotes variation={v} />
      {showsOrderNotice(v) && phone && email ? (
        <p css={orderNoticeCss}>
          To order by phone, call {phone} or e-mail{' '}
          <a href={`mailto:${email}`} css={linkCss}>
            {email}
          </a>
          .
        </p>
      ) : null}
    </>
  );
}
