// A slide's picture (spec 3 §3: slideImage, mobileImage, caption, logoColor). It fills the slide
// behind its text (positioned, so it never moves the layout), under a shade that keeps the white text
// readable; a phone gets the slide's mobile image, wider screens its slide image. The caption sits in
// a corner, and the brand mark in the slide's logo colour (white, or black on a light chip).
import { BREAKPOINTS } from '@cle/contracts/site';
import { imageSrcSet, imageUrlAt } from '@cle/contracts/images';
import { slideLogoColor } from './carousel-rules';
import type { Slide } from './carousel-rules';
import { captionCss, logoMarkCss, pictureCss, shadeCss, slideImgCss } from './slide-image.styles';

/** Below md the slide is the screen's width; from md up the page's content column (at most 1200 px). */
const SLIDE_SIZES = `(min-width: ${BREAKPOINTS.md}px) min(1200px, 100vw), 100vw`;

export function SlideImage({ slide, priority }: { slide: Slide; priority: boolean }) {
  const desktop = slide.slideImage;
  if (!desktop) return null;
  const phone = slide.mobileImage || desktop;
  const logoColor = slideLogoColor(slide.logoColor);
  return (
    <>
      <picture css={pictureCss}>
        <source
          media={`(min-width: ${BREAKPOINTS.md}px)`}
          srcSet={imageSrcSet(desktop)}
          sizes={SLIDE_SIZES}
        />
        <img
          src={imageUrlAt(phone, 768)}
          srcSet={imageSrcSet(phone)}
          sizes={SLIDE_SIZES}
          // the slide's text says what it is about; the picture is its backdrop
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          css={slideImgCss}
        />
      </picture>
      <span aria-hidden="true" css={shadeCss} />
      {slide.caption ? <p css={captionCss}>{slide.caption}</p> : null}
      <span aria-hidden="true" data-logo-color={logoColor} css={logoMarkCss(logoColor)}>
        PLI
      </span>
    </>
  );
}
