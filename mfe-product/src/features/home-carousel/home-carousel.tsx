// The home carousel and the large carousel (spec 3 §2.6, §4.10): slides from the CMS block, a live-now
// slide when a webcast is live, autoplay with play/pause, prev/next arrows, progress dots, an
// active-slide indicator, looping. The large carousel (a LargeCarouselBlock) is the same carousel,
// taller, turning every 10 s unless the block says otherwise.
import { useId } from 'react';
import { Skeleton } from '@cle/ui/skeleton';
import { mq, visuallyHidden } from '@cle/ui/theme';
import { CarouselControls } from './carousel-controls';
import { SlideBoundary } from './slide-boundary';
import { SlideView } from './slide-view';
import { useCarousel, useCarouselSlides } from './use-carousel';
import { HOME_AUTOPLAY_SECONDS, LARGE_CAROUSEL_AUTOPLAY_SECONDS } from './carousel-rules';

const LARGE_CAROUSEL_BLOCK = 'LargeCarouselBlock';

export function HomeCarousel({ block }: { block: Record<string, unknown> }) {
  const heading = typeof block.heading === 'string' ? block.heading : 'Featured programs';
  const { slides, cardByCode, settled } = useCarouselSlides(block);
  const count = slides.length;
  const large = block.type === LARGE_CAROUSEL_BLOCK;
  const carousel = useCarousel(
    count,
    block.autoplaySeconds,
    large ? LARGE_CAROUSEL_AUTOPLAY_SECONDS : HOME_AUTOPLAY_SECONDS,
  );
  const slidesId = `${useId()}-slides`;

  const sectionCss = { margin: '24px 0 40px', minHeight: large ? 560 : undefined };
  if (!settled)
    // the slide's own box, held while what changes its layout arrives (CAROUSEL_HOLD_MAX_MS)
    return (
      <section aria-label={heading} data-carousel={large ? 'large' : 'home'} css={sectionCss}>
        <div css={{ minHeight: 320, [mq.md]: { minHeight: 400 } }}>
          <Skeleton rows={5} label={`Loading ${heading}`} />
        </div>
      </section>
    );
  if (!count) return null;
  const { index } = carousel;
  const current = slides[index]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={heading}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.setHovered(false);
      }}
      data-carousel={large ? 'large' : 'home'}
      css={sectionCss}
    >
      <h2 css={visuallyHidden}>{heading}</h2>
      <div id={slidesId} aria-live={carousel.rotating ? 'off' : 'polite'} aria-atomic="true">
        <SlideBoundary key={index} name={current.displayName ?? current.heading}>
          <SlideView
            slide={current}
            card={current.code ? cardByCode.get(current.code) : undefined}
            index={index}
            count={count}
          />
        </SlideBoundary>
      </div>
      {count > 1 ? (
        <CarouselControls
          slides={slides}
          index={index}
          playing={carousel.playing}
          slidesId={slidesId}
          onTogglePlay={carousel.togglePlay}
          onPrev={carousel.prev}
          onNext={carousel.next}
          onSelect={carousel.select}
        />
      ) : null}
    </section>
  );
}
