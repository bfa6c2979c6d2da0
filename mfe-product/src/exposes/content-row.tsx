import { lazy } from 'react';
import type { BlockProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';

// Suspends while the shared home-blocks chunk loads; the shell's slot shows its skeleton meanwhile.
const ContentRow = lazy(() => import('./home-blocks').then((m) => ({ default: m.ContentRow })));

function ContentRowBlock({ block }: BlockProps) {
  return <ContentRow block={block} />;
}

export default exposeView('mfe-product', ContentRowBlock);
