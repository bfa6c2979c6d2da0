// A list of CMS blocks. Each block has its own boundary: a block that fails (bad data, a render error)
// is replaced by the page's fallback blocks, or by nothing when there are none (spec 1 §8).
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { CmsBlock } from '@cle/contracts/block-schemas';
import { Skeleton } from '@cle/ui/skeleton';
import { RemoteSlot, reserveCss } from '../../federation/remote-slot';
import type { SlotReserve } from '../../federation/remote-slot';
import { blockViewFor, trackMissingView } from './block-registry';
import { useEditMode } from '../../lib/use-edit-mode';
import { EditPlaceholder, HiddenForVisitors, isHiddenBlock } from '../../editor/edit-markers';

const LocalBlockView = lazy(() => import('./local-blocks').then((m) => ({ default: m.LocalBlockView })));

function BlockBoundary({
  type,
  fallback,
  children,
}: {
  type: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={fallback}
      onError={(error) => console.error(`[blocks] ${type} failed; showing the fallback blocks`, error)}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Mount a later block anyway after this long, even when the first block never shows (it failed). */
const LATER_BLOCKS_WAIT_MS = 2500;

/** Calls `run` once the browser has painted and is idle (at most `timeout` ms later); returns a cancel. */
function whenPaintedAndIdle(run: () => void, timeout = 1000): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout });
    else timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * The first block first (issue 7): on a phone the home page's largest paint is its first block (the
 * carousel), and rendering the five content rows under it, with their feeds and images, held that
 * paint back. A later block keeps its reserved height and skeleton until the first block's content
 * has painted and the browser is idle (or LATER_BLOCKS_WAIT_MS passed, when the first block never
 * shows), then mounts in a transition, so React renders it in slices between frames.
 */
function LaterBlock({
  firstShown,
  slot,
  reserve,
  children,
}: {
  firstShown: boolean;
  slot: string;
  reserve?: SlotReserve;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    if (firstShown) return whenPaintedAndIdle(mount);
    const fallback = setTimeout(mount, LATER_BLOCKS_WAIT_MS);
    return () => clearTimeout(fallback);
  }, [mounted, firstShown]);
  if (mounted) return <>{children}</>;
  return (
    <div data-slot={slot} css={reserveCss(reserve)}>
      <Skeleton rows={4} label={`Loading ${slot}`} />
    </div>
  );
}

function BlockItem({
  block,
  fallback,
  first,
  firstShown,
  onShown,
}: {
  block: CmsBlock;
  fallback: ReactNode;
  /** the area's first block: rendered at once; the later remote blocks wait for it (LaterBlock) */
  first: boolean;
  firstShown: boolean;
  onShown: () => void;
}) {
  const view = blockViewFor(block.type);
  // The same element while the block and its fallback are the same: the area re-renders urgently while
  // the page hydrates (the first block shown, the auth state settling), and a new element reaching this
  // boundary while the blocks' chunk is on its way made React throw the server's HTML away and draw the
  // skeleton, then the block again.
  const local = useMemo(
    () => (
      <BlockBoundary type={block.type} fallback={fallback}>
        <Suspense fallback={<Skeleton rows={2} label="Loading content" />}>
          <LocalBlockView block={block} fallback={fallback} />
        </Suspense>
      </BlockBoundary>
    ),
    [block, fallback],
  );
  useEffect(() => {
    if (!view) trackMissingView(block.type);
  }, [view, block.type]);
  useEffect(() => {
    // a first block that is not a remote's has nothing to wait for
    if (first && view?.kind !== 'remote') onShown();
  }, [first, view, onShown]);
  if (!view) return null;
  if (view.kind === 'remote') {
    const slot = (
      <RemoteSlot
        remote={view.remote}
        module={view.module}
        props={{ block }}
        skeletonRows={4}
        reserve={view.reserve}
        onShown={first ? onShown : undefined}
      />
    );
    return first ? (
      slot
    ) : (
      <LaterBlock firstShown={firstShown} slot={view.remote.replace('_', '-')} reserve={view.reserve}>
        {slot}
      </LaterBlock>
    );
  }
  return local;
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
  // fallback blocks get no fallback of their own: a failing fallback shows nothing
  const fallback = useMemo(() => {
    const fallbacks = asBlocks(fallbackBlocks);
    return fallbacks.length ? <BlockArea blocks={fallbacks} /> : null;
  }, [fallbackBlocks]);
  const [firstShown, setFirstShown] = useState(false);
  const onShown = useCallback(() => setFirstShown(true), []);
  if (editMode && !list.length) return <EditPlaceholder />;
  return (
    <>
      {list.map((block, i) => {
        const item = (
          <BlockItem
            key={`${block.type}-${i}`}
            block={block}
            fallback={fallback}
            first={i === 0}
            firstShown={firstShown}
            onShown={onShown}
          />
        );
        return editMode && isHiddenBlock(block) ? (
          <HiddenForVisitors key={`${block.type}-${i}`}>{item}</HiddenForVisitors>
        ) : (
          item
        );
      })}
    </>
  );
}
