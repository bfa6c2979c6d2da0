import { ResponsiveImage } from '@cle/ui/responsive-image';
import routeHints from '../route-hints.json';

/**
 * How wide the hero is drawn. The shell server preloads the hero with the page's HTML from the same
 * string (route-hints.json, decision 042): a preload whose sizes differ picks another width and the
 * browser downloads the image twice.
 */
export const HERO_IMAGE_SIZES = routeHints['./ProductPage'].image.sizes;

/** The product's catalogue image at the top of its page: the page's largest image, so fetched first. */
export function ProductHeroImage({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <div css={{ width: '100%', maxWidth: 560, borderRadius: 8, overflow: 'hidden' }}>
      <ResponsiveImage src={src} alt="" sizes={HERO_IMAGE_SIZES} priority />
    </div>
  );
}
