// One slide (spec 3 §4.10): the text column and, on wider screens, the selling points beside it as a
// list (theme 50) or a tiled gallery (theme gallery); theme full is text only. A slide with a picture
// has it behind all of that (slide-image.tsx).
import { colors, mq } from '@cle/ui/theme';
import type { CodeCard } from '../../lib/product-payload';
import { VARIANT_COLORS } from '../../components/palette';
import { itemVariant, slideTheme } from './carousel-rules';
import type { Slide } from './carousel-rules';
import { SlideImage } from './slide-image';
import { SlideText } from './slide-text';
import {
  sellingPointGalleryBoxCss,
  sellingPointListCss,
  sellingPointListItemCss,
  slideViewBoxCss,
  tileCss,
} from './slide-view.styles';

function SellingPointList({ points }: { points: readonly string[] }) {
  return (
    <ul css={sellingPointListCss}>
      {points.map((p) => (
        <li key={p} css={sellingPointListItemCss}>
          {p}
        </li>
      ))}
    </ul>
  );
}

function SellingPointGallery({ points }: { points: readonly string[] }) {
  return (
    <div css={sellingPointGalleryBoxCss}>
      {points.map((p, i) => (
        <div
          key={p}
          css={{
            ...tileCss,
            gridColumn: i === 0 ? 'span 2' : undefined,
            padding: 16,
            minHeight: 72,
            fontWeight: 700,
          }}
        >
          {p}
        </div>
      ))}
    </div>
  );
}

export function SlideView({
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
  // the CMS block is trusted on the home page (no zod there): a malformed slide fails here, whatever
  // its theme, and its boundary shows 'Slide ... failed'
  if (slide.sellingPoints !== undefined && !Array.isArray(slide.sellingPoints))
    throw new TypeError("the slide's sellingPoints is not a list");
  const theme = slideTheme(slide.theme);
  const title = slide.displayName ?? slide.heading ?? '';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-theme={theme}
      css={{
        position: 'relative',
        overflow: 'hidden',
        background: VARIANT_COLORS[itemVariant(slide.itemVariant)],
        color: colors.paper,
        borderRadius: 12,
        // a caption sits in the bottom corner: room for it under the text
        padding: slide.caption ? '28px 20px 48px' : '28px 20px',
        minHeight: 320,
        display: 'grid',
        gap: 24,
        alignContent: 'center',
        [mq.md]: {
          // one height for every theme, so autoplay does not move the page below
          minHeight: 400,
          padding: slide.caption ? '40px 48px 52px' : '40px 48px',
          gridTemplateColumns: theme === '50' ? '1fr 1fr' : theme === 'gallery' ? '3fr 2fr' : '1fr',
        },
      }}
    >
      {/* the first slide's picture is the page's largest: fetched first, never lazy */}
      <SlideImage slide={slide} priority={index === 0} />
      <SlideText slide={slide} card={card} theme={theme} title={title} />
      {theme === 'full' ? null : (
        <div css={slideViewBoxCss}>
          {theme === 'gallery' ? (
            <SellingPointGallery points={slide.sellingPoints ?? []} />
          ) : slide.sellingPoints?.length ? (
            <SellingPointList points={slide.sellingPoints} />
          ) : null}
        </div>
      )}
    </div>
  );
}
