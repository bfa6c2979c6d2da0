// A list of CMS blocks. Each block has its own boundary: a block that fails (bad data, a render error)
// is replaced by the page's fallback blocks, or by nothing when there are none (spec 1 §8).
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { CmsBlock } from '@cle/contracts/block-schemas';
import { Skeleton } from '@cle/ui/skeleton';
import { RemoteSlot } from '../federation/remote-slot';
import { blockViewFor, trackMissingView } from './block-registry';
import { useEditMode } from './edit-mode';
import { EditPlaceholder, HiddenForVisitors, isHiddenBlock } from '../editor/edit-markers';

const LocalBlockView = lazy(() =>
  import('./blocks/local-blocks').then((m) => ({ default: m.LocalBlockView })),
);

class BlockBoundary extends Component<{ type: string; fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error(`[blocks] ${this.props.type} failed; showing the fallback blocks`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function BlockItem({ block, fallback }: { block: CmsBlock; fallback: ReactNode }) {
  const view = blockViewFor(block.type);
  useEffect(() => {
    if (!view) trackMissingView(block.type);
  }, [view, block.type]);
  if (!view) return null;
  if (view.kind === 'remote')
    return (
      <RemoteSlot
        remote={view.remote}
        module={view.module}
        props={{ block }}
        skeletonRows={4}
        reserve={view.reserve}
      />
    );
  return (
    <BlockBoundary type={block.type} fallback={fallback}>
      <Suspense fallback={<Skeleton rows={2} label="Loading content" />}>
        <LocalBlockView block={block} />
      </Suspense>
    </BlockBoundary>
  );
}

function asBlocks(value: unknown): CmsBlock[] {
  return Array.isArray(value)
    ? value.filter((b): b is CmsBlock => Boolean(b) && typeof (b as CmsBlock).type === 'string')
    : [];
}

export function BlockArea({ blocks, fallbackBlocks }: { blocks: unknown; fallbackBlocks?: unknown }) {
  const editMode = useEditMode();
  const all = asBlocks(blocks);
  // blocks hidden from visitors: editors see them in edit mode, marked (S1-AUTH-47)
  const list = editMode ? all : all.filter((b) => !isHiddenBlock(b));
  const fallbacks = asBlocks(fallbackBlocks);
  // fallback blocks get no fallback of their own: a failing fallback shows nothing
  const fallback = fallbacks.length ? <BlockArea blocks={fallbacks} /> : null;
  if (editMode && !list.length) return <EditPlaceholder />;
  return (
    <>
      {list.map((block, i) =>
        editMode && isHiddenBlock(block) ? (
          <HiddenForVisitors key={`${block.type}-${i}`}>
            <BlockItem block={block} fallback={fallback} />
          </HiddenForVisitors>
        ) : (
          <BlockItem key={`${block.type}-${i}`} block={block} fallback={fallback} />
        ),
      )}
    </>
  );
}
