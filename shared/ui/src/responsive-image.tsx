// A catalogue image (`/images/...`) at the right width for the slot it fills: srcset over the
// server's widths, `sizes` from the layout, a fixed aspect ratio so text never moves when it loads,
// lazy below the fold, high priority for the page's largest image.
import {
  IMAGE_ASPECT,
  IMAGE_DEFAULT_WIDTH,
  imageHeightFor,
  imageSrcSet,
  imageUrlAt,
} from '@cle/contracts/images';

export interface ResponsiveImageProps {
  /** the image URL as the API gives it, e.g. /images/programs/3.webp */
  src: string;
  /** '' for a decorative image (the card's title says what it is) */
  alt: string;
  /** how wide the image is drawn at each breakpoint, e.g. '(min-width: 889px) 33vw, 100vw' */
  sizes: string;
  /** the page's largest image: fetched first, never lazy */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ src, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      src={imageUrlAt(src, IMAGE_DEFAULT_WIDTH)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      // intrinsic size: the browser reserves the box before a byte arrives
      width={IMAGE_DEFAULT_WIDTH}
      height={imageHeightFor(IMAGE_DEFAULT_WIDTH)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
      css={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${IMAGE_ASPECT.width} / ${IMAGE_ASPECT.height}`,
        objectFit: 'cover',
        background: '#e8e8ec',
      }}
    />
  );
}
