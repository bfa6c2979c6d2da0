import { useEffect } from 'react';
import type { PageProps } from '@cle/contracts/page';
import { visuallyHidden } from '@cle/ui/theme';
import { RemoteSlot } from '../federation/remote-slot';
import { BLOCK_REGISTRY, trackMissingView } from './block-registry';

type Block = { type: string } & Record<string, unknown>;

function BlockView({ block }: { block: Block }) {
  const entry = BLOCK_REGISTRY[block.type];
  useEffect(() => {
    if (!entry) trackMissingView(block.type);
  }, [entry, block.type]);
  if (!entry) return null;
  return (
    <RemoteSlot
      remote={entry.remote}
      module={entry.module}
      props={{ block }}
      skeletonRows={4}
      reserve={entry.reserve}
    />
  );
}

export function StartPage({ page }: PageProps) {
  const blocks = (page.properties.blocks as Block[] | undefined) ?? [];
  return (
    <div css={{ maxWidth: 1440, margin: '0 auto', padding: '0 16px 48px' }}>
      <h1 css={visuallyHidden}>PLI continuing legal education</h1>
      {blocks.map((block, i) => (
        <BlockView key={`${block.type}-${i}`} block={block} />
      ))}
    </div>
  );
}
