import { preload } from 'react-dom';
import { IMAGE_WIDTHS, imageUrlAt } from '@cle/contracts/images';
import { useViewportWidth } from '../../../lib/use-viewport-width';
import { IMAGE_PRELOAD_TYPE, thumbnailSize, THUMBNAIL_WIDTH_STEPS } from '../player-rules';

/** The program's thumbnail beside its title: 64, 80 or 96 px square by the viewport (spec 3 §9). */
export function ProgramThumbnail({ src }: { src: string }) {
  const size = thumbnailSize(useViewportWidth(THUMBNAIL_WIDTH_STEPS));
  const url = imageUrlAt(src, IMAGE_WIDTHS[0]);
  // spec 3 §9: images are preloaded as webp (the catalogue's format; a browser without it skips the hint)
  preload(url, { as: 'image', type: IMAGE_PRELOAD_TYPE, fetchPriority: 'high' });
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      css={{ width: size, height: size, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
    />
  );
}
