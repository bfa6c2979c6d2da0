import { IMAGE_ASPECT } from '@cle/contracts/images';
import { rowCardFrameCss } from './product-tile.styles';

/** The search card's own frame, so the skeleton takes the card's place line for line. */
export const cardSkeletonCss = { ...rowCardFrameCss, overflow: 'hidden' } as const;

export const cardSkeletonImageCss = {
  aspectRatio: `${IMAGE_ASPECT.width} / ${IMAGE_ASPECT.height}`,
  borderRadius: 0,
} as const;

export const cardSkeletonTypeBandCss = { borderRadius: 0, marginTop: 1 } as const;

export const cardSkeletonBodyCss = { padding: 16, display: 'grid', gap: 10 } as const;
