import { lazy } from 'react';
import type { BlockProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';

// Suspends while the shared home-blocks chunk loads; the shell's slot shows its skeleton meanwhile.
const HomeCarousel = lazy(() => import('./home-blocks').then((m) => ({ default: m.HomeCarousel })));

function HomeCarouselBlock({ block }: BlockProps) {
  return <HomeCarousel block={block} />;
}

export default exposeView('mfe-product', HomeCarouselBlock);
