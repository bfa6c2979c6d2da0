import type { BlockProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { HomeCarousel } from '../features/home-carousel/home-carousel';

// A static import: the release's manifest lists the carousel's chunks with this module, so the shell
// preloads them with the page (a lazy import here cost the home page one more round trip).
function HomeCarouselBlock({ block }: BlockProps) {
  return <HomeCarousel block={block} />;
}

export default exposeView('mfe-product', HomeCarouselBlock);
