// The home carousel (spec 3 §2.6, §4.10): slides from the CMS block, a live-now slide when a webcast is
// live, autoplay with play/pause, prev/next arrows, progress dots, an active-slide indicator, looping.
import { Component, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, focusRing, mq, visuallyHidden } from '@cle/ui/theme';
import type { CodeCard } from '../../api/product-payload';
import { useCardsByCode, useFeed } from '../../api/use-product-api';
import { VARIANT_COLORS } from '../../components/palette';
import { parseFeedPath } from '../../lib/feed-path';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import {
  autoplayMs,
  CAROUSEL_SETUP_DELAY_MS,
  itemVariant,
  nextIndex,
  prevIndex,
  registeredLabel,
  slideFailedText,
  slideTheme,
  withLiveNowSlide,
  type Slide,
} from './carousel-rules';

const controlCss = {
  font: 'inherit',
  fontWeight: 700,
  minWidth: 44,
  minHeight: 44,
  borderRadius: 22,
  border: `2px solid ${colors.ink}`,
  background: colors.paper,
  color: colors.ink,
  cursor: 'pointer',
  padding: '0 14px',
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;

/** A slide that throws shows 'Slide ... failed' and the rest of the carousel keeps working. */
class SlideBoundary extends Component<
  { name: string | undefined; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('[mfe-product/home-carousel]', slideFailedText(this.props.name), error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        role="alert"
        css={{ minHeight: 320, margin: 0, padding: 24, background: colors.mist, borderRadius: 12 }}
      >
        {slideFailedText(this.props.name)}
      </p>
    );
  }
}

function SlideView({
  slide,
  card,
  index,
  count,
}: {
  slide: Slide;
  card?: CodeCard;
  index: number;
  count: number;
}) {
  const theme = slideTheme(slide.theme);
  const bg = VARIANT_COLORS[itemVariant(slide.itemVariant)];
  const title = slide.displayName ?? slide.heading ?? '';
  const facts = [card?.datesFormatted, ...(card?.creditDetailsFormatted.map((c) => c.text) ?? [])].filter(
    (x): x is string => Boolean(x),
  );
  const text = (
    <div css={{ display: 'grid', gap: 12, alignContent: 'center' }}>
      {slide.liveNow ? (
        <p css={{ margin: 0 }}>
          <span
            css={{
              background: colors.red,
              color: colors.paper,
              fontWeight: 700,
              padding: '3px 10px',
              borderRadius: 12,
            }}
          >
            Live now
          </span>
        </p>
      ) : null}
      {slide.heading && slide.displayName ? (
        <p css={{ margin: 0, fontSize: 14, textTransform: 'uppercase', letterSpacing: 0.8, fontWeight: 700 }}>
          {slide.heading}
        </p>
      ) : null}
      <h2 css={{ margin: 0, fontSize: 28, lineHeight: 1.2, [mq.lg]: { fontSize: 36 } }}>{title}</h2>
      {slide.isRegistered ? <p css={{ margin: 0, fontWeight: 700 }}>{registeredLabel(null)}</p> : null}
      {facts.length ? (
        <p css={{ margin: 0, fontWeight: 600 }}>{facts.join(' · ')}</p>
      ) : slide.code && !card ? (
        // the card's dates and credits are on their way: hold their line so the slide does not grow
        <p css={{ margin: 0, fontWeight: 600 }} aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      {slide.copy ? (
        <p
          css={{
            margin: 0,
            lineHeight: 1.5,
            maxWidth: 640,
            display: theme === 'full' ? 'block' : 'none',
            [mq.md]: { display: 'block' },
          }}
        >
          {slide.copy}
        </p>
      ) : null}
      {slide.link ? (
        <p css={{ margin: 0 }}>
          <Link
            to={slide.link.href}
            target={slide.link.target === '_blank' ? '_blank' : undefined}
            css={{
              display: 'inline-block',
              fontWeight: 700,
              padding: '10px 20px',
              borderRadius: 4,
              background: colors.paper,
              color: colors.ink,
              textDecoration: 'none',
              '&:hover': { background: colors.mist },
              '&:focus-visible': { ...focusRing, outlineColor: colors.paper },
            }}
          >
            {slide.link.text}
            <span css={visuallyHidden}>: {title}</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
  const points = slide.sellingPoints?.length ? (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 10 }}>
      {slide.sellingPoints.map((p) => (
        <li
          key={p}
          css={{
            background: 'rgba(255,255,255,.12)',
            border: '1px solid rgba(255,255,255,.35)',
            borderRadius: 8,
            padding: '12px 16px',
            fontWeight: 600,
          }}
        >
          {p}
        </li>
      ))}
    </ul>
  ) : null;

  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-theme={theme}
      css={{
        background: bg,
        color: colors.paper,
        borderRadius: 12,
        padding: '28px 20px',
        minHeight: 320,
        display: 'grid',
        gap: 24,
        alignContent: 'center',
        [mq.md]: {
          // one height for every theme, so autoplay does not move the page below
          minHeight: 400,
          padding: '40px 48px',
          gridTemplateColumns: theme === '50' ? '1fr 1fr' : theme === 'gallery' ? '3fr 2fr' : '1fr',
        },
      }}
    >
      {text}
      {theme === 'full' ? null : (
        <div css={{ alignSelf: 'center', display: 'none', [mq.md]: { display: 'block' } }}>
          {theme === 'gallery' ? (
            <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 }}>
              {(slide.sellingPoints ?? []).map((p, i) => (
                <div
                  key={p}
                  css={{
                    gridColumn: i === 0 ? 'span 2' : undefined,
                    background: 'rgba(255,255,255,.12)',
                    border: '1px solid rgba(255,255,255,.35)',
                    borderRadius: 8,
                    padding: 16,
                    minHeight: 72,
                    fontWeight: 700,
                  }}
                >
                  {p}
                </div>
              ))}
            </div>
          ) : (
            points
          )}
        </div>
      )}
    </div>
  );
}

export function HomeCarousel({ block }: { block: Record<string, unknown> }) {
  const heading = typeof block.heading === 'string' ? block.heading : 'Featured programs';
  const base = useMemo(() => (Array.isArray(block.slides) ? (block.slides as Slide[]) : []), [block.slides]);
  const liveNowFeed = typeof block.liveNowFeed === 'string' ? parseFeedPath(block.liveNowFeed) : null;
  const live = useFeed(liveNowFeed);
  const liveItem = live.data?.searchResults.searchResultsItems[0];
  const slides = useMemo(
    () =>
      withLiveNowSlide(
        base,
        liveItem
          ? {
              heading: liveItem.formatDisplay,
              displayName: liveItem.title,
              copy: liveItem.snippet,
              code: liveItem.productCode,
              link: { href: liveItem.url, text: 'Join now' },
              theme: 'full',
              itemVariant: 'charcoal',
            }
          : null,
      ),
    [base, liveItem],
  );
  const codes = useMemo(() => slides.map((s) => s.code).filter((c): c is string => Boolean(c)), [slides]);
  const cards = useCardsByCode(codes);
  const cardByCode = new Map((cards.data ?? []).map((c) => [c.productCode, c]));

  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reduceMotion);
  const [hovered, setHovered] = useState(false);
  const [ready, setReady] = useState(false);
  const interval = autoplayMs(block.autoplaySeconds);
  const count = slides.length;
  const id = useId();

  useEffect(() => {
    const t = setTimeout(() => setReady(true), CAROUSEL_SETUP_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!ready || !playing || hovered || count < 2) return;
    const t = setInterval(() => setIndex((i) => nextIndex(i, count)), interval);
    return () => clearInterval(t);
  }, [ready, playing, hovered, count, interval]);

  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  if (!count) return null;
  if (!ready) return <Skeleton rows={6} label="Loading featured programs" />;
  const current = slides[Math.min(index, count - 1)]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={heading}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
      css={{ margin: '24px 0 40px' }}
    >
      <h2 css={visuallyHidden}>{heading}</h2>
      <div id={`${id}-slides`} aria-live={playing && !hovered ? 'off' : 'polite'} aria-atomic="true">
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
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 12,
            marginTop: 12,
            flexWrap: 'wrap',
          }}
        >
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            css={controlCss}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label="Previous slide"
            onClick={() => setIndex((i) => prevIndex(i, count))}
            css={controlCss}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 4 }}>
            {slides.map((s, i) => (
              <li key={`${s.code ?? 'slide'}-${i}`}>
                <button
                  type="button"
                  aria-controls={`${id}-slides`}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={`Go to slide ${i + 1}: ${s.displayName ?? s.heading ?? ''}`}
                  onClick={() => setIndex(i)}
                  css={{
                    width: 44,
                    height: 44,
                    display: 'grid',
                    placeItems: 'center',
                    background: 'none',
                    border: 0,
                    cursor: 'pointer',
                    '&:focus-visible': focusRing,
                  }}
                >
                  <span
                    aria-hidden="true"
                    css={{
                      width: i === index ? 28 : 12,
                      height: 12,
                      borderRadius: 6,
                      background: i === index ? colors.red : colors.line,
                      border: `1px solid ${colors.inkSoft}`,
                      transition: 'width .2s',
                    }}
                  />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label="Next slide"
            onClick={() => setIndex((i) => nextIndex(i, count))}
            css={controlCss}
          >
            <span aria-hidden="true">›</span>
          </button>
          <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }} aria-hidden="true">
            {index + 1} / {count}
          </p>
        </div>
      ) : null}
    </section>
  );
}
