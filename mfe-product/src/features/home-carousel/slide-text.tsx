// The text column of a slide: live-now badge, heading, name, registration, product facts, copy, link.
import { Link } from 'react-router-dom';
import { visuallyHidden } from '@cle/ui/theme';
import type { CodeCard } from '../../lib/product-payload';
import { registeredLabel } from './carousel-rules';
import type { Slide, SlideTheme } from './carousel-rules';
import {
  copyCss,
  eyebrowCss,
  factsCss,
  lineCss,
  liveNowCss,
  slideLinkCss,
  slideTitleCss,
  strongLineCss,
  textColumnCss,
} from './slide-text.styles';

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
    <div css={textColumnCss}>
      {slide.liveNow ? (
        <p css={lineCss}>
          <span css={liveNowCss}>Live now</span>
        </p>
      ) : null}
      {slide.heading && slide.displayName ? <p css={eyebrowCss}>{slide.heading}</p> : null}
      <h2 css={slideTitleCss}>{title}</h2>
      {slide.isRegistered ? <p css={strongLineCss}>{registeredLabel(slide.registrationFormat)}</p> : null}
      {facts.length ? (
        <p css={factsCss}>{facts.join(' · ')}</p>
      ) : slide.code && !slide.facts && !card ? (
        // the card's dates and credits are on their way: hold their line so the slide does not grow
        <p css={factsCss} aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      {slide.copy ? <p css={copyCss(theme)}>{slide.copy}</p> : null}
      {slide.link ? (
        <p css={lineCss}>
          <Link
            to={slide.link.href}
            target={slide.link.target === '_blank' ? '_blank' : undefined}
            css={slideLinkCss}
          >
            {slide.link.text}
            <span css={visuallyHidden}>: {title}</span>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
