import { Link } from 'react-router-dom';
import { colors, focusRing } from '@cle/ui/theme';
import { ResponsiveImage } from '@cle/ui/responsive-image';
import type { ProductCard } from '../api/product-payload';
import { formatPrice } from '../lib/format';
import { TYPE_COLORS, TYPE_LABEL } from './palette';
import { CardOptionsMenu } from './card-options-menu';

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
  return (
    <article
      css={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        overflow: 'hidden',
        background: colors.paper,
        color: colors.ink,
        '&:focus-within': { boxShadow: `0 0 0 3px ${colors.focus}` },
      }}
    >
      {imageUrl ? (
        <ResponsiveImage src={imageUrl} alt="" sizes={imageSizes} priority={imagePriority} />
      ) : null}
      {code ? <CardOptionsMenu card={{ code, searchableType }} title={title} /> : null}
      <div
        aria-hidden="true"
        css={{
          background: band,
          color: colors.paper,
          minHeight: imageUrl ? 0 : size === 'large' ? 112 : size === 'medium' ? 80 : 48,
          padding: '12px 16px',
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 8,
          fontSize: 13,
          textTransform: 'uppercase',
          letterSpacing: 0.6,
          fontWeight: 700,
        }}
      >
        <span>{TYPE_LABEL[searchableType] ?? searchableType}</span>
      </div>
      <div css={{ padding: 16, display: 'grid', gap: 6, alignContent: 'start', flex: 1 }}>
        {tag ? (
          <p
            css={{
              margin: 0,
              justifySelf: 'start',
              background: colors.red,
              color: colors.paper,
              fontSize: 12,
              fontWeight: 700,
              padding: '2px 8px',
              borderRadius: 12,
            }}
          >
            {tag}
          </p>
        ) : null}
        {format ? <p css={{ margin: 0, fontSize: 13, color: colors.inkSoft }}>{format}</p> : null}
        <Heading css={{ margin: 0, fontSize: size === 'large' ? 22 : 17, lineHeight: 1.3 }}>
          <Link
            to={url}
            css={{
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline', color: colors.red },
              '&:focus-visible': focusRing,
              // the whole card is clickable through the title link
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {title}
          </Link>
        </Heading>
        {dates ? <p css={{ margin: 0, fontWeight: 600, fontSize: 14 }}>{dates}</p> : null}
        {credits?.length ? <p css={{ margin: 0, fontSize: 14 }}>{credits.join(' · ')}</p> : null}
        {price !== undefined && searchableType !== 'podcastepisode' ? (
          <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>{formatPrice(price)}</p>
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
