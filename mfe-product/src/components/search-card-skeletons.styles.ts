import { colors } from '@cle/ui/theme';
import { IMAGE_ASPECT } from '@cle/contracts/images';

export const cardSkeletonCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  overflow: 'hidden',
  height: '100%',
} as const;

export const cardSkeletonImageCss = {
  aspectRatio: `${IMAGE_ASPECT.width} / ${IMAGE_ASPECT.height}`,
  borderRadius: 0,
} as const;

export const cardSkeletonTypeBandCss = { borderRadius: 0, marginTop: 1 } as const;

export const cardSkeletonBodyCss = { padding: 16, display: 'grid', gap: 10 } as const;
