// The pieces every content row is made of (content-row.tsx): its section and heading, the filter
// buttons, the cards' carousel, the loading skeleton and the error with its retry.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { colors, focusRing } from '@cle/ui/theme';
import { InlineError } from '@cle/ui/inline-error';
import { SearchCardSkeletons } from '../../components/search-card-skeletons';
import { useViewportWidth } from '../../lib/use-viewport-width';
import { carouselLayout, cardsPerView, SLIDER_WIDTH_STEPS, skeletonCardCount } from './content-row-rules';
import type { ContentRowBlock, Feed } from './content-row-rules';
import {
  cardCarouselControlsCss,
  cardCarouselBoxCss,
  cardCarouselButtonCss,
  filtersListCss,
  rowErrorInlineErrorCss,
  rowShellHeadingCss,
  rowShellSectionCss,
} from './row-parts.styles';

/** A row whose feed failed says so and offers a retry; the rest of the page stays. */
export function RowError({ heading, onRetry }: { heading: string; onRetry(): void }) {
  return (
    <InlineError message={`${heading} could not be loaded.`} onRetry={onRetry} css={rowErrorInlineErrorCss} />
  );
}

export function Filters({
  feeds,
  selected,
  onSelect,
}: {
  feeds: Feed[];
  selected: number;
  onSelect: (i: number) => void;
}) {
  if (feeds.length < 2) return null;
  return (
    <ul aria-label="Filters" css={filtersListCss}>
      {feeds.map((f, i) => (
        <li key={f.value}>
          <button
            type="button"
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
            css={{
              font: 'inherit',
              fontWeight: 600,
              padding: '8px 16px',
              borderRadius: 20,
              cursor: 'pointer',
              border: `1px solid ${i === selected ? colors.ink : colors.line}`,
              background: i === selected ? colors.ink : colors.paper,
              color: i === selected ? colors.paper : colors.ink,
              '&:focus-visible': focusRing,
            }}
          >
            {f.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Cards as a row, or a slider with prev/next when there are more than 3 (three per view from 889 px, four from 1049 px). */
export function CardCarousel({
  children,
  count,
  label,
}: {
  children: ReactNode[];
  count: number;
  label: string;
}) {
  const width = useViewportWidth(SLIDER_WIDTH_STEPS);
  const scroller = useRef<HTMLUListElement>(null);
  const layout = carouselLayout(count);
  const perView =
    layout === 'slider' ? cardsPerView(width) : layout === 'row' ? Math.min(3, cardsPerView(width)) : 1;
  const scrollBy = (dir: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  };
  const gap = 16;
  return (
    <div css={cardCarouselBoxCss}>
      <ul
        ref={scroller}
        aria-label={label}
        data-layout={layout}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: '4px 2px 12px',
          display: 'flex',
          gap,
          overflowX: layout === 'slider' ? 'auto' : 'visible',
          flexWrap: layout === 'slider' ? 'nowrap' : 'wrap',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': {
            scrollSnapAlign: 'start',
            flex:
              layout === 'large'
                ? '1 1 100%'
                : layout === 'medium'
                  ? `1 1 calc(50% - ${gap}px)`
                  : `0 0 calc((100% - ${(perView - 1) * gap}px) / ${perView})`,
            minWidth: layout === 'medium' ? 260 : undefined,
          },
        }}
      >
        {children}
      </ul>
      {layout === 'slider' && count > perView ? (
        <div css={cardCarouselControlsCss}>
          {([-1, 1] as const).map((dir) => (
            <button
              key={dir}
              type="button"
              aria-label={dir < 0 ? `Previous ${label}` : `Next ${label}`}
              onClick={() => scrollBy(dir)}
              css={cardCarouselButtonCss}
            >
              <span aria-hidden="true">{dir < 0 ? '‹' : '›'}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function RowShell({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={rowShellSectionCss}>
      <h2 id={id} css={rowShellHeadingCss}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The cards a standard row will lay out, as skeleton cards: the list's first cards, or a slider's strip. */
export function RowSkeleton({ block, heading }: { block: ContentRowBlock; heading: string }) {
  const width = useViewportWidth(SLIDER_WIDTH_STEPS);
  const list = Boolean(block.displayContentAsList);
  return (
    <SearchCardSkeletons
      count={skeletonCardCount(block)}
      layout={list ? 'grid' : 'strip'}
      perView={cardsPerView(width)}
      label={`Loading ${heading}`}
    />
  );
}
