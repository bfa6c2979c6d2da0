// The book page's download / online reading access (spec 1 §4, spec 3 §6): loading while the person's
// library loads, allowed (with the way in, through the shell's plus-content redirect) or not allowed.
import { Skeleton } from '@cle/ui/skeleton';
import type { Variation } from '../../../lib/product-payload';
import { formatDate } from '../../../lib/format';
import { plusContentPath } from '../../../lib/redirect-links';
import { publicationAccess } from '../publication-access';
import { linkCss } from './sections.styles';
import { usePurchaseState } from '../api/use-purchase-state';
import { usePrintOwnership } from '../api/use-print-ownership';
import {
  flushTextCss,
  publicationAccessNoteSectionCss,
  publicationAccessNoteTextCss,
} from './publication-access-note.styles';

const ACCESS_REGION_LABEL = 'Download and online access';
const ACCESS_ALLOWED_TEXT = 'You can download and read this publication online.';
const ACCESS_NOT_ALLOWED_TEXT = 'Buy this publication to download it or read it online.';

export function PublicationAccessNote({
  variant,
  variants,
  now,
}: {
  variant: Variation;
  variants: readonly Variation[];
  now: number;
}) {
  const owned = usePurchaseState(variant);
  const print = usePrintOwnership(variant.pk, variants);
  const library =
    owned.loading || !print
      ? null
      : new Map([
          ...print,
          [variant.pk, { isPurchased: owned.purchased, accessExpirationDate: owned.accessExpirationDate }],
        ]);
  const access = publicationAccess(variant, variants, library, now);
  return (
    <section aria-label={ACCESS_REGION_LABEL} data-access={access} css={publicationAccessNoteSectionCss}>
      {access === 'loading' ? (
        <Skeleton rows={2} label="Checking your access" />
      ) : access === 'allowed' ? (
        <>
          <p css={publicationAccessNoteTextCss}>{ACCESS_ALLOWED_TEXT}</p>
          {owned.purchased && owned.accessExpirationDate ? (
            <p css={flushTextCss}>Access until {formatDate(owned.accessExpirationDate)}</p>
          ) : null}
          <a href={plusContentPath(variant.code)} css={linkCss}>
            Open on PLI PLUS
          </a>
        </>
      ) : (
        <p css={flushTextCss}>{ACCESS_NOT_ALLOWED_TEXT}</p>
      )}
    </section>
  );
}
