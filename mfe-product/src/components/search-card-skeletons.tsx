// Skeleton cards shaped like the search cards (ProductTile) a content row shows while its search feed
// loads: an image at the catalogue's aspect ratio, the type band, then the format, two title
// lines, dates and credits. Shaped like the cards, they reserve about the height the row will take.

import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, mq } from '@cle/ui/theme';
import {
  cardSkeletonCss,
  cardSkeletonTypeBandCss,
  cardSkeletonBodyCss,
  cardSkeletonImageCss,
} from './search-card-skeletons.styles';

/** Spec 3 §9: the search-card skeleton's default count. */
const SEARCH_CARD_SKELETON_COUNT = 20;

const GAP = 16;

function CardSkeleton() {
  return (
    <div data-testid="search-card-skeleton" css={cardSkeletonCss}>
      <SkeletonBlock height="auto" css={cardSkeletonImageCss} />
      {/* the type band (LIVE PROGRAM, BOOK...) under the image */}
      <SkeletonBlock height={40} css={cardSkeletonTypeBandCss} />
      <div css={cardSkeletonBodyCss}>
        <SkeletonBlock width="40%" height={13} />
        <SkeletonBlock height={18} />
        <SkeletonBlock width="70%" height={18} />
        <SkeletonBlock width="55%" height={14} />
        <SkeletonBlock width="80%" height={14} />
      </div>
    </div>
  );
}

/**
 * A labelled loading region of `count` skeleton cards: a one-line strip of `perView` cards per view
 * (the rest clipped, as the slider's are), or the list's grid (1, 2, then 4 columns).
 */
export function SearchCardSkeletons({
  count = SEARCH_CARD_SKELETON_COUNT,
  perView = 1,
  layout = 'strip',
  label = 'Loading',
}: {
  count?: number;
  perView?: number;
  layout?: 'strip' | 'grid';
  label?: string;
}) {
  const cards = Array.from({ length: count }, (_, i) => (
    <li key={i}>
      <CardSkeleton />
    </li>
  ));
  return (
    <div role="status" aria-live="polite" aria-label={label}>
      <ul
        css={
          layout === 'grid'
            ? {
                ...bareList,
                display: 'grid',
                gap: GAP,
                [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
                [mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
              }
            : {
                ...bareList,
                display: 'flex',
                gap: GAP,
                overflow: 'hidden',
                // the carousel's own padding, so the row keeps its place when the cards arrive
                padding: '4px 2px 12px',
                '& > li': { flex: `0 0 calc((100% - ${(perView - 1) * GAP}px) / ${perView})` },
              }
        }
      >
        {cards}
      </ul>
    </div>
  );
}
