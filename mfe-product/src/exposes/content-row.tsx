import type { BlockProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { ContentRow } from '../features/content-row/content-row';

// A static import: the release's manifest lists the row's chunks with this module, so the shell
// preloads them with the page (a lazy import here cost the home page one more round trip).
function ContentRowBlock({ block }: BlockProps) {
  return <ContentRow block={block} />;
}

export default exposeView('mfe-product', ContentRowBlock);
