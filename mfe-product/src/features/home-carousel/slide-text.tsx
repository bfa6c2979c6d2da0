// The text column of a slide: live-now badge, heading, name, registration, product facts, copy, link.
import { Link } from 'react-router-dom';
import { colors, focusRing, mq, visuallyHidden } from '@cle/ui/theme';
import type { CodeCard } from '../../api/product-payload';
import { registeredLabel } from './carousel-rules';
import type { Slide, SlideTheme } from './carousel-rules';

/** The product facts of a slide: its dates and credits, its own (the live-now feed's) or the product card's. */
function slideFacts(slide: Slide, card: CodeCard | undefined): string[] {
  if (slide.facts) return slide.facts;
  return [card?.datesFormatted, ...(card?.creditDetailsFormatted.map((c) => c.text) ?? [])].filter(
    (x): x is string => Boolean(x),
  );
}

export function SlideText({
  slide,
  card,
  theme,
  title,
}: {
  slide: Slide;
  card?: CodeCard;
  theme: SlideTheme;
  title: string;
}) {
  const facts = slideFacts(slide, card);
  return (
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
      {slide.isRegistered ? (
        <p css={{ margin: 0, fontWeight: 700 }}>{registeredLabel(slide.registrationFormat)}</p>
      ) : null}
      {facts.length ? (
        <p css={{ margin: 0, fontWeight: 600 }}>{facts.join(' · ')}</p>
      ) : slide.code && !slide.facts && !card ? (
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
}
