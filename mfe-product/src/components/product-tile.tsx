import { Link } from 'react-router-dom';
import { colors } from '@cle/ui/theme';
import { ResponsiveImage } from '@cle/ui/responsive-image';
import type { ProductCard } from '../lib/product-payload';
import { formatPrice } from '../lib/format';
import { TYPE_COLORS, TYPE_LABEL } from './palette';
import { CardOptionsMenu } from './card-options-menu';
import {
  bandCss,
  bodyCss,
  creditsCss,
  datesCss,
  formatCss,
  headingCss,
  priceCss,
  tagCss,
  tileCss,
  titleLinkCss,
} from './product-tile.styles';

export interface ProductTileProps {
  title: string;
  url: string;
  searchableType: string;
  format?: string;
  dates?: string;
  credits?: string[];
  price?: number;
  /** a short tag over the band, e.g. '3 days away' */
  tag?: string | null;
  /** the heading level of the title inside its list */
  headingLevel?: 3 | 4;
  size?: 'large' | 'medium' | 'small';
  /** the catalogue image (/images/...); without one the card shows its type band only */
  imageUrl?: string | null;
  /** how wide the card is at each breakpoint (the image's `sizes`) */
  imageSizes?: string;
  /** the page's largest image: fetched with high priority, never lazy */
  imagePriority?: boolean;
  /** the product code: the card then carries its more-options menu (spec 3 §2.2) */
  code?: string;
}

/** A product card: the catalogue image (or a coloured type band), title link, dates, credits, price. */
export function ProductTile({
  title,
  url,
  searchableType,
  format,
  dates,
  credits,
  price,
  tag,
  headingLevel = 3,
  size = 'small',
  imageUrl,
  imageSizes = '(min-width: 1201px) 25vw, (min-width: 576px) 50vw, 100vw',
  imagePriority = false,
  code,
}: ProductTileProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const band = TYPE_COLORS[searchableType] ?? colors.charcoal;
  const bandHeight = imageUrl ? 0 : size === 'large' ? 112 : size === 'medium' ? 80 : 48;
  return (
    <article css={tileCss}>
      {imageUrl ? (
        <ResponsiveImage src={imageUrl} alt="" sizes={imageSizes} priority={imagePriority} />
      ) : null}
      {code ? <CardOptionsMenu card={{ code, searchableType }} title={title} /> : null}
      <div aria-hidden="true" css={bandCss(band, bandHeight)}>
        <span>{TYPE_LABEL[searchableType] ?? searchableType}</span>
      </div>
      <div css={bodyCss}>
        {tag ? <p css={tagCss}>{tag}</p> : null}
        {format ? <p css={formatCss}>{format}</p> : null}
        <Heading css={headingCss(size === 'large')}>
          <Link to={url} css={titleLinkCss}>
            {title}
          </Link>
        </Heading>
        {dates ? <p css={datesCss}>{dates}</p> : null}
        {credits?.length ? <p css={creditsCss}>{credits.join(' · ')}</p> : null}
        {price !== undefined && searchableType !== 'podcastepisode' ? (
          <p css={priceCss}>{formatPrice(price)}</p>
        ) : null}
      </div>
    </article>
  );
}

/** A tile for a product card of the API: a related item, a cross link, the latest in a series. */
export function ProductCardTile({
  card,
  hideCredits = false,
  ...placement
}: {
  card: ProductCard;
  /** related books list no credits */
  hideCredits?: boolean;
} & Pick<ProductTileProps, 'tag' | 'headingLevel' | 'imageSizes'>) {
  return (
    <ProductTile
      title={card.title}
      url={card.url}
      searchableType={card.searchableType}
      format={card.format}
      dates={card.datesFormatted}
      credits={hideCredits ? undefined : card.creditDetailsFormatted.map((c) => c.text)}
      price={card.price}
      imageUrl={card.imageUrl}
      {...placement}
    />
  );
}
